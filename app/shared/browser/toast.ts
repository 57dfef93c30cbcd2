import { TOAST_DURATION_MS, TOAST_VISIBLE_MAX } from "~/shared/toast";

/**
 * The site's one toaster, in plain DOM code rather than a React library: content pages ship no
 * React at all (docs/decisions/011), and tool pages call the same functions, so every toast on the
 * site looks and behaves alike. The region is rendered by the server (`<ToastRegion>`), so screen
 * readers already know the live region when the first message arrives.
 */
export type ToastKind = "success" | "error" | "info" | "warning";

export interface ToastOptions {
  description?: string;
}

export const TOAST_REGION_SELECTOR = "[data-toaster]";

const KIND_CLASSES: Record<ToastKind, string> = {
  success: "border-green-200 bg-green-50 text-green-900",
  error: "border-red-200 bg-red-50 text-red-900",
  info: "border-sky-200 bg-sky-50 text-sky-900",
  warning: "border-amber-200 bg-amber-50 text-amber-900",
};

const CLOSE_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M18 6 6 18M6 6l12 12"/></svg>';

function regionList(): HTMLElement | null {
  return document.querySelector<HTMLElement>(`${TOAST_REGION_SELECTOR} [aria-live]`);
}

function dismiss(item: HTMLElement) {
  if (item.dataset.closing) return;
  item.dataset.closing = "true";
  item.classList.add("opacity-0", "translate-x-4");
  // Removed after the fade; also when transitions are off (no transitionend then).
  setTimeout(() => item.remove(), 200);
}

function show(kind: ToastKind, message: string, options: ToastOptions = {}): void {
  const list = regionList();
  if (!list) return;

  const item = document.createElement("div");
  item.dataset.toast = kind;
  // Errors interrupt (alert); everything else waits its turn in the polite region.
  item.setAttribute("role", kind === "error" ? "alert" : "status");
  item.className = `pointer-events-auto flex items-start gap-3 rounded-xl border p-4 text-sm shadow-lg transition duration-200 opacity-0 translate-x-4 ${KIND_CLASSES[kind]}`;

  const body = document.createElement("div");
  body.className = "min-w-0 flex-1";
  const title = document.createElement("p");
  title.className = "font-semibold";
  title.textContent = message;
  body.append(title);
  if (options.description) {
    const description = document.createElement("p");
    description.className = "mt-1";
    description.textContent = options.description;
    body.append(description);
  }

  const close = document.createElement("button");
  close.type = "button";
  close.className = "-m-1 rounded-md p-1 hover:bg-black/5";
  close.innerHTML = `${CLOSE_ICON}<span class="sr-only">Bildirimi kapat</span>`;
  close.addEventListener("click", () => dismiss(item));
  item.append(body, close);
  list.append(item);

  // Only the newest few stay on screen.
  const items = [...list.querySelectorAll<HTMLElement>("[data-toast]:not([data-closing])")];
  for (const old of items.slice(0, Math.max(0, items.length - TOAST_VISIBLE_MAX))) dismiss(old);

  requestAnimationFrame(() => item.classList.remove("opacity-0", "translate-x-4"));

  // The countdown pauses while the pointer or focus is on the toast, so it can be read or closed.
  let remaining = TOAST_DURATION_MS;
  let startedAt = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined = setTimeout(() => dismiss(item), remaining);
  const pause = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    remaining -= Date.now() - startedAt;
  };
  const resume = () => {
    if (timer !== undefined || item.matches(":hover, :focus-within")) return;
    startedAt = Date.now();
    timer = setTimeout(() => dismiss(item), Math.max(remaining, 1000));
  };
  item.addEventListener("pointerenter", pause);
  item.addEventListener("focusin", pause);
  item.addEventListener("pointerleave", resume);
  item.addEventListener("focusout", resume);
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show("success", message, options),
  error: (message: string, options?: ToastOptions) => show("error", message, options),
  info: (message: string, options?: ToastOptions) => show("info", message, options),
  warning: (message: string, options?: ToastOptions) => show("warning", message, options),
};
