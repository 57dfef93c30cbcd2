import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeAi, type FakeAiServer } from "../../../tests/support/fake-openai";
import { AiProviderError, createChatCompletionsClient, type ChatStream, type ChatStreamEnd } from "./chat-completions";

const KEY = "sk-test-stream-0123456789";
const MESSAGES = [{ role: "user" as const, content: "Merhaba" }];

let fake: FakeAiServer;
beforeAll(async () => {
  fake = await startFakeAi();
});
afterAll(async () => {
  await fake.close();
});

const client = (timeoutMs = 5_000) => createChatCompletionsClient({ apiKey: KEY, baseUrl: `${fake.baseUrl}/`, model: "test-model", timeoutMs });

/** Every delta and the end, or the error the stream threw. */
async function drain(stream: ChatStream): Promise<{ text: string; pieces: number; end?: ChatStreamEnd; error?: AiProviderError }> {
  let text = "";
  let pieces = 0;
  try {
    for (;;) {
      const next = await stream.deltas.next();
      if (next.done) return { text, pieces, end: next.value };
      text += next.value;
      pieces += 1;
    }
  } catch (error) {
    if (error instanceof AiProviderError) return { text, pieces, error };
    throw error;
  }
}

async function streamError(promise: Promise<ChatStream>): Promise<AiProviderError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AiProviderError) return error;
    throw error;
  }
  throw new Error("the stream started");
}

describe("ChatCompletionsClient.stream", () => {
  it("streams the text piece by piece, asks with stream: true and the key, and ends on [DONE]", async () => {
    const text = "Türkçe taslak: ğüşiöç İ ı — ".repeat(20);
    fake.setScenario({ kind: "text", text, chunkSize: 7 });
    const before = fake.requests.length;
    const result = await drain(await client().stream(MESSAGES, { maxTokens: 100, temperature: 0.5 }));
    expect(result.text).toBe(text);
    expect(result.pieces).toBe(Math.ceil(Array.from(text).length / 7));
    expect(result.end).toEqual({ finishReason: "stop", cut: false });
    const request = fake.requests[before];
    expect(request?.authorization).toBe(`Bearer ${KEY}`);
    expect(request?.body).toMatchObject({ model: "test-model", stream: true, max_tokens: 100, temperature: 0.5, messages: MESSAGES });
  });

  it("reports a length stop", async () => {
    fake.setScenario({ kind: "text", text: "Yarım", finishReason: "length" });
    expect((await drain(await client().stream(MESSAGES))).end).toEqual({ finishReason: "length", cut: false });
  });

  it("takes a whole JSON completion from a provider that ignores stream: true", async () => {
    fake.setScenario({ kind: "json-only", text: "Tek parça yanıt." });
    const result = await drain(await client().stream(MESSAGES));
    expect(result).toMatchObject({ text: "Tek parça yanıt.", pieces: 1, end: { finishReason: "stop", cut: false } });
  });

  it.each([
    [429, '{"error":{"message":"Rate limit"}}', "http"],
    [500, "Internal error", "http"],
    [401, '{"error":{"message":"Incorrect API key provided: sk-test-stream-0123456789"}}', "http"],
    [400, '{"error":{"code":"content_policy_violation","message":"blocked"}}', "refused"],
  ] as const)("refuses before streaming on HTTP %i, the key redacted", async (status, body, code) => {
    fake.setScenario({ kind: "http-error", status, body });
    const error = await streamError(client().stream(MESSAGES));
    expect(error).toMatchObject({ code, status });
    expect(error.detail ?? "").not.toContain(KEY);
  });

  it("turns a refusal delta, a content filter and an error event into errors", async () => {
    fake.setScenario({ kind: "refusal", text: "Bu isteğe yardımcı olamam." });
    expect((await drain(await client().stream(MESSAGES))).error?.code).toBe("refused");
    fake.setScenario({ kind: "content-filter", text: "Başlangıç" });
    const filtered = await drain(await client().stream(MESSAGES));
    expect(filtered).toMatchObject({ text: "Başlangıç" });
    expect(filtered.error?.code).toBe("refused");
    fake.setScenario({ kind: "stream-error", text: "Bir" });
    expect((await drain(await client().stream(MESSAGES))).error?.code).toBe("http");
  });

  it("treats a connection dropped before [DONE] as broken, keeping what came", async () => {
    fake.setScenario({ kind: "drop", text: "Kesilen metin" });
    const result = await drain(await client().stream(MESSAGES));
    expect(result.text).toBe("Kesilen metin");
    expect(result.error?.code).toBe("network");
  });

  it("bounds the whole exchange in time: a stall and a slow trickle both time out", async () => {
    fake.setScenario({ kind: "stall" });
    const stalled = await drain(await client(400).stream(MESSAGES));
    expect(stalled.error?.code).toBe("timeout");
    fake.setScenario({ kind: "trickle", delayMs: 50 });
    const started = Date.now();
    const trickled = await drain(await client().stream(MESSAGES, { timeoutMs: 500 }));
    expect(trickled.pieces).toBeGreaterThan(2);
    expect(trickled.error?.code).toBe("timeout");
    // Only catches a hang (10 times the timeout): the error code says the timeout ended it.
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("stops reading at maxBytes and closes the upstream connection", async () => {
    fake.setScenario({ kind: "flood", chunkBytes: 2_000 });
    const closed = fake.closedEarly();
    const result = await drain(await client().stream(MESSAGES, { maxBytes: 50_000 }));
    expect(result.end).toEqual({ finishReason: null, cut: true });
    expect(result.text.length).toBeLessThanOrEqual(50_000);
    await fake.waitForEarlyClose(closed + 1);
  });

  it("aborts upstream when the caller's signal aborts, or the consumer stops early", async () => {
    fake.setScenario({ kind: "trickle", delayMs: 30 });
    const controller = new AbortController();
    const closed = fake.closedEarly();
    const stream = await client().stream(MESSAGES, { signal: controller.signal });
    await stream.deltas.next();
    controller.abort();
    const result = await drain(stream);
    expect(result.error?.code).toBe("aborted");
    await fake.waitForEarlyClose(closed + 1);

    const other = await client().stream(MESSAGES);
    await other.deltas.next();
    await other.deltas.return({ finishReason: null, cut: true });
    await fake.waitForEarlyClose(closed + 2);
  });

  it("fails as a network error when nothing listens", async () => {
    const nowhere = createChatCompletionsClient({ apiKey: KEY, baseUrl: "http://127.0.0.1:9/v1", model: "m", timeoutMs: 2_000 });
    expect((await streamError(nowhere.stream(MESSAGES))).code).toBe("network");
  });
});

describe("ChatCompletionsClient.complete (non-streaming, the UTM tool's)", () => {
  it("still returns the whole answer", async () => {
    fake.setScenario({ kind: "text", text: "  Tam yanıt.  " });
    await expect(client().complete(MESSAGES)).resolves.toEqual({ content: "Tam yanıt.", model: "fake-model" });
    expect(fake.requests.at(-1)?.body.stream).toBeUndefined();
  });
});

describe("ChatCompletionsClient.stream reads the event stream's grammar", () => {
  /** A provider that sends `body` one byte at a time, or as given. */
  async function rawProvider(body: string, byteByByte: boolean): Promise<{ baseUrl: string; close: () => Promise<void> }> {
    const { createServer } = await import("node:http");
    const server = createServer((_request, response) => {
      response.writeHead(200, { "content-type": "text/event-stream" });
      const bytes = Buffer.from(body, "utf8");
      if (!byteByByte) return void response.end(bytes);
      let at = 0;
      const next = (): void => {
        if (at >= bytes.length) return void response.end();
        response.write(bytes.subarray(at, at + 1), () => setImmediate(next));
        at += 1;
      };
      next();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    return { baseUrl: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
  }
  const chunk = (content: string, finish: string | null = null) => ({ choices: [{ delta: { content }, finish_reason: finish }] });

  it.each([false, true])("joins an event's several data: lines, with CRLF and comments (byte by byte: %s)", async (byteByByte) => {
    // Pretty-printed: the JSON spans several lines, so it goes out as several data: lines.
    const first = JSON.stringify(chunk("Merhaba, "), null, 1);
    const multiLine = first
      .split("\n")
      .map((line) => `data: ${line}`)
      .join("\r\n");
    const body = [
      ": keep-alive\r\n\r\n",
      `${multiLine}\r\n\r\n`,
      `event: message\ndata: ${JSON.stringify(chunk("dünya ğüşİı"))}\n\n`,
      `data: ${JSON.stringify(chunk("", "stop"))}\r\r`,
      "data: [DONE]\n\n",
    ].join("");
    const provider = await rawProvider(body, byteByByte);
    try {
      const stream = await createChatCompletionsClient({ apiKey: KEY, baseUrl: provider.baseUrl, model: "m", timeoutMs: 10_000 }).stream(MESSAGES);
      const result = await drain(stream);
      expect(result.error).toBeUndefined();
      expect(result.text).toBe("Merhaba, dünya ğüşİı");
      expect(result.end).toEqual({ finishReason: "stop", cut: false });
    } finally {
      await provider.close();
    }
  });

  it("cuts an event that never ends at maxBytes", async () => {
    const provider = await rawProvider(`data: {"choices":[{"delta":{"content":"${"a".repeat(200_000)}`, false);
    try {
      const stream = await createChatCompletionsClient({ apiKey: KEY, baseUrl: provider.baseUrl, model: "m", timeoutMs: 10_000 }).stream(MESSAGES, { maxBytes: 10_000 });
      const result = await drain(stream);
      expect(result.text).toBe("");
      expect(result.end).toEqual({ finishReason: null, cut: true });
    } finally {
      await provider.close();
    }
  });
});
