import { site } from "~/site/site.content";

/** The compass mark used in the header, footer, favicon and social image. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" width="32" height="32">
      <rect width="32" height="32" rx="8" fill="#0f766e" />
      <circle cx="16" cy="16" r="10" fill="none" stroke="#fff" strokeWidth="2" />
      <path d="M16 8.5 19 16l-3 7.5L13 16z" fill="#fff" />
      <path d="M16 8.5 19 16h-6z" fill="#fb923c" />
    </svg>
  );
}

export function Logo() {
  return (
    <span className="flex items-center gap-2 text-lg font-bold tracking-tight text-slate-900">
      <LogoMark className="size-8" />
      {site.name}
    </span>
  );
}
