import { once } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local OpenAI-compatible Chat Completions server for the tests (unit and end to end): it answers
 * `POST /v1/chat/completions` as the scenario says, streaming (server-sent events) when the request
 * asks for `stream: true` and as one JSON completion otherwise, and records every request and every
 * connection the client closed before the answer ended (the cancel tests wait for that).
 */

export type FakeAiScenario =
  /** The text in pieces of `chunkSize` characters, `delayMs` apart, then finish_reason and [DONE]. */
  | { kind: "text"; text: string; chunkSize?: number; delayMs?: number; finishReason?: string }
  /** One JSON completion even when a stream was asked for (a provider that ignores stream: true). */
  | { kind: "json-only"; text: string }
  /** An HTTP error with this body (429, 500, a 400 policy refusal...). */
  | { kind: "http-error"; status: number; body: string }
  /** A `refusal` delta, as OpenAI models send when they decline. */
  | { kind: "refusal"; text: string }
  /** Some text, then finish_reason "content_filter". */
  | { kind: "content-filter"; text: string }
  /** Some text, then an error event in the stream. */
  | { kind: "stream-error"; text: string }
  /** Some text, then the connection is dropped without [DONE]. */
  | { kind: "drop"; text: string }
  /** Headers, then nothing at all until the client gives up. */
  | { kind: "stall" }
  /** A piece of text every `delayMs`, without end. */
  | { kind: "trickle"; delayMs: number }
  /** `chunkBytes`-sized pieces as fast as possible, without end. */
  | { kind: "flood"; chunkBytes: number };

export interface RecordedAiRequest {
  authorization: string | undefined;
  body: Record<string, unknown>;
}

export interface FakeAiServer {
  /** The API base to configure (AI_BASE_URL), ending in /v1. */
  baseUrl: string;
  port: number;
  requests: RecordedAiRequest[];
  setScenario(scenario: FakeAiScenario): void;
  /** Connections the client closed before the answer ended. */
  closedEarly(): number;
  /** Resolves once the client has closed a connection early (the count passes `count`). */
  waitForEarlyClose(count?: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export const FAKE_AI_MODEL = "fake-model";

function chunk(delta: Record<string, unknown>, finishReason: string | null = null): string {
  const event = { id: "chatcmpl-fake", object: "chat.completion.chunk", model: FAKE_AI_MODEL, choices: [{ index: 0, delta, finish_reason: finishReason }] };
  return `data: ${JSON.stringify(event)}\n\n`;
}

function completion(text: string): string {
  return JSON.stringify({
    id: "chatcmpl-fake",
    object: "chat.completion",
    model: FAKE_AI_MODEL,
    choices: [{ index: 0, message: { role: "assistant", content: text }, finish_reason: "stop" }],
  });
}

function pieces(text: string, size: number): string[] {
  const chars = Array.from(text);
  const out: string[] = [];
  for (let index = 0; index < chars.length; index += size) out.push(chars.slice(index, index + size).join(""));
  return out;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function startFakeAi(options: { port?: number; scenario?: FakeAiScenario } = {}): Promise<FakeAiServer> {
  let scenario: FakeAiScenario = options.scenario ?? { kind: "text", text: "Merhaba." };
  const requests: RecordedAiRequest[] = [];
  let early = 0;
  const waiters: { count: number; resolve: () => void }[] = [];

  async function answer(req: IncomingMessage, res: ServerResponse, state: { closed: boolean }): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const part of req) chunks.push(part as Buffer);
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
    } catch {
      // Recorded as empty; the scenario still answers.
    }
    requests.push({ authorization: req.headers.authorization, body });
    const current = scenario;
    if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
      res.writeHead(404, { "Content-Type": "application/json" }).end('{"error":{"message":"not found"}}');
      return;
    }
    if (current.kind === "http-error") {
      res.writeHead(current.status, { "Content-Type": "application/json" }).end(current.body);
      return;
    }
    const streamed = body.stream === true && current.kind !== "json-only";
    if (!streamed) {
      const text = "text" in current && typeof current.text === "string" ? current.text : "";
      res.writeHead(200, { "Content-Type": "application/json" }).end(completion(text));
      return;
    }
    res.writeHead(200, { "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-cache", Connection: "keep-alive" });
    res.flushHeaders();
    const send = (data: string) => {
      if (!state.closed) res.write(data);
    };
    switch (current.kind) {
      case "text": {
        send(": keep-alive\n\n");
        for (const piece of pieces(current.text, current.chunkSize ?? 40)) {
          if (state.closed) return;
          send(chunk({ content: piece }));
          if (current.delayMs) await sleep(current.delayMs);
        }
        send(chunk({}, current.finishReason ?? "stop"));
        send("data: [DONE]\n\n");
        res.end();
        return;
      }
      case "refusal":
        send(chunk({ refusal: current.text }));
        send("data: [DONE]\n\n");
        res.end();
        return;
      case "content-filter":
        send(chunk({ content: current.text }));
        send(chunk({}, "content_filter"));
        send("data: [DONE]\n\n");
        res.end();
        return;
      case "stream-error":
        send(chunk({ content: current.text }));
        send(`data: ${JSON.stringify({ error: { message: "upstream overloaded", type: "server_error" } })}\n\n`);
        res.end();
        return;
      case "drop":
        send(chunk({ content: current.text }));
        await sleep(20);
        res.destroy();
        return;
      case "stall":
        return;
      case "trickle":
        while (!state.closed) {
          send(chunk({ content: "Yavaş " }));
          await sleep(current.delayMs);
        }
        return;
      case "flood": {
        const piece = chunk({ content: "x".repeat(current.chunkBytes) });
        while (!state.closed) {
          if (!res.write(piece)) await once(res, "drain").catch(() => undefined);
          await sleep(1);
        }
        return;
      }
    }
  }

  const server: Server = createServer((req, res) => {
    const state = { closed: false };
    res.on("close", () => {
      state.closed = true;
      if (!res.writableFinished) {
        early += 1;
        for (const waiter of waiters.filter((w) => early >= w.count)) waiter.resolve();
      }
    });
    answer(req, res, state).catch(() => res.destroy());
  });
  server.listen(options.port ?? 0, "127.0.0.1");
  await once(server, "listening");
  const port = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    port,
    requests,
    setScenario(next) {
      scenario = next;
    },
    closedEarly: () => early,
    waitForEarlyClose(count = early + 1, timeoutMs = 10_000) {
      if (early >= count) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no early close within ${timeoutMs} ms (closed early: ${early})`)), timeoutMs);
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
