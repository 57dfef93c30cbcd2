import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { fieldClasses } from "~/shared/ui/input";
import { Label } from "~/shared/ui/label";
import { cn } from "~/shared/cn";
import { selectFieldTexts } from "~/shared/tool-ui/select-field.content";

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A labelled native select styled like the other fields, the one select of the tool screens.
 * Native rather than Radix (ADR 010): no script of its own (about 24 KB gzip less per tool page),
 * the phone's own picker on mobile, and the chosen value is real HTML in the prerendered page. ""
 * means "nothing chosen yet" and shows the placeholder. `children` go under the select (a hint or
 * an error message the select points at with `aria-describedby`).
 */
export function SelectField({
  id,
  label,
  value,
  onValueChange,
  options,
  placeholder = selectFieldTexts.placeholder,
  className,
  children,
  "aria-describedby": describedBy,
  "aria-invalid": invalid,
}: {
  id: string;
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: string;
  className?: string;
  children?: ReactNode;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
}) {
  return (
    <div className={className}>
      <Label htmlFor={id} className="mb-1.5 block">
        {label}
      </Label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          className={cn(fieldClasses, "h-11 cursor-pointer appearance-none pr-10")}
        >
          {value === "" ? (
            <option value="" disabled>
              {placeholder}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-slate-600"
        />
      </div>
      {children}
    </div>
  );
}
