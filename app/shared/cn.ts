import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * tailwind-merge builds its class table on its first call: about 40 ms on a 4× slowed phone, which
 * used to land inside one of hydration's work slices (the first Button), making it far longer than
 * 50 ms. app/entry.client.tsx runs this in a task of its own and queues hydration behind it
 * (decision 031); called, not run at import, so importing cn has no side effect.
 */
export function buildClassMergeTable(): void {
  twMerge("p-0 p-1");
}
