/** One message of an OpenAI-compatible Chat Completions request (built by tool logic, sent by app/.server/ai). */
export interface ChatMessage {
  readonly role: "system" | "user" | "assistant";
  readonly content: string;
}
