/** What the pages of the watch e-mails' links show; decided on the server (watch-pages.server.ts). */

export type WatchConfirmPage = { state: "confirmed" | "already"; host: string } | { state: "expired" | "invalid" };

/** "ask": a valid link opened, the button is shown (opening alone changes nothing; RFC 8058's POST does). */
export type WatchUnsubscribePage = { state: "ask"; host: string; action: string } | { state: "ended" | "invalid" | "failed" };
