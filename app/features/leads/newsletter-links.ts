/** What the confirmation and unsubscribe pages show; decided on the server (newsletter-links.server.ts). */

export type ConfirmPageState = "confirmed" | "already-confirmed" | "unsubscribed" | "expired" | "invalid";

/** "ask": a valid link opened, the button is shown (opening alone changes nothing). */
export type UnsubscribePageState = { state: "ask"; action: string } | { state: "unsubscribed" | "invalid" | "failed" };
