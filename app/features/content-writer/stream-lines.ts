import type { ContentWriterErrorCode } from "./messages.content";

/**
 * The lines of POST /api/content-writer's NDJSON answer (docs/decisions/029), one JSON object a line:
 * `start` once the provider accepted the request, `delta` for each piece of text as the model
 * writes it, then `done` (cut: the draft reached a size or token limit) or `error` with a Turkish
 * message. Refusals before the stream starts are JSON `{ code, error }` answers instead.
 */
export type ContentWriterLine =
  | { type: "start"; mode: "ai" }
  | { type: "delta"; text: string }
  | { type: "done"; cut: boolean }
  | { type: "error"; code: ContentWriterErrorCode; message: string };

/** GET /api/content-writer: whether the server has an AI key, so the screen can say which mode it runs in. */
export interface ContentWriterStatus {
  ai: boolean;
}

/** A line as the browser received it, or null for anything else. */
export function readContentWriterLine(value: unknown): ContentWriterLine | null {
  if (typeof value !== "object" || value === null) return null;
  const line = value as Record<string, unknown>;
  switch (line.type) {
    case "start":
      return { type: "start", mode: "ai" };
    case "delta":
      return typeof line.text === "string" ? { type: "delta", text: line.text } : null;
    case "done":
      return { type: "done", cut: line.cut === true };
    case "error":
      return typeof line.message === "string" && typeof line.code === "string"
        ? { type: "error", code: line.code as ContentWriterErrorCode, message: line.message }
        : null;
    default:
      return null;
  }
}
