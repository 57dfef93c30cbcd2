import { useRef, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "~/shared/cn";
import { tabIndexForKey } from "~/shared/tab-keys";

export interface ModeTab<T extends string> {
  value: T;
  label: string;
  icon?: ReactNode;
}

interface ModeTabsProps<T extends string> {
  /** Accessible name of the tab list. */
  label: string;
  idPrefix: string;
  tabs: readonly ModeTab<T>[];
  value: T;
  onChange: (value: T) => void;
}

export function tabId(idPrefix: string, value: string): string {
  return `${idPrefix}-sekme-${value}`;
}

export function panelId(idPrefix: string, value: string): string {
  return `${idPrefix}-panel-${value}`;
}

/**
 * WAI-ARIA tabs (automatic activation): one tab stop, arrow keys, Home and End move between the
 * tabs. The panels are rendered by the caller with `role="tabpanel"` and the ids above.
 */
export function ModeTabs<T extends string>({ label, idPrefix, tabs, value, onChange }: ModeTabsProps<T>) {
  const refs = useRef(new Map<T, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const next = tabIndexForKey(event.key, index, tabs.length);
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onChange(tab.value);
    refs.current.get(tab.value)?.focus();
  }

  return (
    <div role="tablist" aria-label={label} className="inline-flex w-full flex-wrap rounded-xl bg-slate-100 p-1 sm:w-auto">
      {tabs.map((tab, index) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            ref={(element) => {
              if (element) refs.current.set(tab.value, element);
              else refs.current.delete(tab.value);
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab.value)}
            aria-selected={selected}
            aria-controls={panelId(idPrefix, tab.value)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              "inline-flex flex-1 items-center justify-center gap-1.5 rounded-lg px-2 py-2 text-sm font-semibold whitespace-nowrap sm:px-4 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 sm:flex-none [&_svg]:size-4",
              selected ? "bg-white text-brand-800 shadow-sm" : "text-slate-700 hover:text-slate-950",
            )}
          >
            {tab.icon}
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
