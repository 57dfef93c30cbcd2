import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

// tailwind-merge builds its class table on its first call: about 40 ms on a 4× slowed phone, which
// used to land inside one of hydration's work slices (the first Button), making it far longer than
// 50 ms. In the browser it is built in a task of its own, queued while the page's modules load;
// app/entry.client.tsx queues hydration behind it (decision 031).
if (typeof document !== "undefined") setTimeout(() => twMerge("p-0 p-1"));
