import { connect, type Socket } from "node:net";

/**
 * HTTP/1.x over a bare socket, for requests that fetch() and Playwright refuse to send: absolute-form
 * request lines, HTTP/1.0 without Host, TRACE, malformed Host headers, bodies that never end.
 * Loopback only.
 */

export interface RawResponse {
  status: number;
  /** Header names lower-cased; repeated headers joined with ", ". */
  headers: Record<string, string>;
  body: string;
}

function decodeChunked(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = body.indexOf("\r\n", offset);
    if (lineEnd === -1) break;
    const size = Number.parseInt(body.subarray(offset, lineEnd).toString("latin1"), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** Parses one response; undefined while its head (or its declared body) has not fully arrived. */
export function parseResponse(data: Buffer, complete = false): RawResponse | undefined {
  const headEnd = data.indexOf("\r\n\r\n");
  if (headEnd === -1) return undefined;
  const [statusLine = "", ...lines] = data.subarray(0, headEnd).toString("latin1").split("\r\n");
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  let body = data.subarray(headEnd + 4);
  const length = headers["content-length"];
  if (length !== undefined) {
    if (body.length < Number(length)) return complete ? { status, headers, body: body.toString("utf8") } : undefined;
    body = body.subarray(0, Number(length));
  } else if (/chunked/i.test(headers["transfer-encoding"] ?? "")) {
    if (!complete && !body.includes("\r\n0\r\n\r\n") && !body.subarray(0, 5).equals(Buffer.from("0\r\n\r\n"))) return undefined;
    body = decodeChunked(body);
  } else if (!complete) {
    return undefined;
  }
  return { status, headers, body: body.toString("utf8") };
}

function open(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: "127.0.0.1", port }, () => resolve(socket));
    socket.once("error", reject);
  });
}

/** Sends `request` verbatim and resolves with the first complete response (or what came before the close). */
export async function rawRequest(port: number, request: string | Buffer, timeoutMs = 10_000): Promise<RawResponse> {
  const socket = await open(port);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => finish(new Error(`no complete response within ${timeoutMs} ms`)), timeoutMs);
    const finish = (error?: Error) => {
      clearTimeout(timer);
      socket.destroy();
      const parsed = parseResponse(Buffer.concat(chunks), true);
      if (parsed && !Number.isNaN(parsed.status)) resolve(parsed);
      else reject(error ?? new Error(`connection closed without a response: ${Buffer.concat(chunks).toString("latin1").slice(0, 200)}`));
    };
    socket.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      const parsed = parseResponse(Buffer.concat(chunks));
      if (parsed) {
        clearTimeout(timer);
        socket.destroy();
        resolve(parsed);
      }
    });
    socket.on("error", (error) => finish(error));
    socket.on("end", () => finish());
    socket.write(request);
  });
}

export interface StreamedUpload {
  response: RawResponse;
  /** Body bytes the client had handed to its socket when the response's head arrived. */
  bytesSentBeforeResponse: number;
  /** Body bytes the client managed to hand to its socket before the server closed it (or all of them). */
  bytesSentTotal: number;
}

/**
 * Sends `head` and then `totalBytes` of body in `chunkSize` pieces, honouring back-pressure, while
 * reading the response. Stops writing when the server closes the connection. The body is made on
 * the fly, so a large upload costs the test no memory.
 */
export async function streamUpload(
  port: number,
  head: string,
  totalBytes: number,
  {
    chunkSize = 16 * 1024,
    chunked = false,
    pauseMs = 0,
    timeoutMs = 20_000,
  }: { chunkSize?: number; chunked?: boolean; pauseMs?: number; timeoutMs?: number } = {},
): Promise<StreamedUpload> {
  const socket = await open(port);
  const chunk = Buffer.alloc(chunkSize, "a");
  const received: Buffer[] = [];
  let sent = 0;
  let sentBeforeResponse: number | undefined;
  let closed = false;
  let response: RawResponse | undefined;

  const done = new Promise<void>((resolve) => {
    socket.on("data", (data: Buffer) => {
      received.push(data);
      sentBeforeResponse ??= sent;
      response ??= parseResponse(Buffer.concat(received));
    });
    socket.on("error", () => {
      closed = true;
      resolve();
    });
    socket.on("close", () => {
      closed = true;
      resolve();
    });
  });

  const deadline = Date.now() + timeoutMs;
  socket.write(head);
  while (sent < totalBytes && !closed && Date.now() < deadline) {
    const size = Math.min(chunkSize, totalBytes - sent);
    const piece = chunk.subarray(0, size);
    const framed = chunked ? Buffer.concat([Buffer.from(`${size.toString(16)}\r\n`), piece, Buffer.from("\r\n")]) : piece;
    sent += size;
    // Yield after each piece so the response is noticed as soon as it arrives; a pause paces the
    // upload like a real connection, so kernel buffers do not swallow all of it at once.
    await new Promise((resolve) => (pauseMs > 0 ? setTimeout(resolve, pauseMs) : setImmediate(resolve)));
    if (!socket.write(framed)) {
      await Promise.race([new Promise((resolve) => socket.once("drain", resolve)), done, new Promise((resolve) => setTimeout(resolve, 2_000))]);
    }
  }
  if (!closed && chunked) socket.write("0\r\n\r\n");
  // The response (and the server's close) may still be on its way.
  if (!response) await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 3_000))]);
  socket.destroy();
  response ??= parseResponse(Buffer.concat(received), true);
  if (!response || Number.isNaN(response.status)) throw new Error("no response to the upload");
  return { response, bytesSentBeforeResponse: sentBeforeResponse ?? sent, bytesSentTotal: sent };
}
