import { describe, expect, it } from "vitest";
import { NdjsonSplitter, readNdjson } from "./ndjson";

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

describe("NdjsonSplitter", () => {
  it("keeps a line split across chunks until its newline arrives", () => {
    const splitter = new NdjsonSplitter();
    expect(splitter.push('{"a":')).toEqual([]);
    expect(splitter.push('1}\n{"b"')).toEqual(['{"a":1}']);
    expect(splitter.push(":2}\n")).toEqual(['{"b":2}']);
    expect(splitter.flush()).toEqual([]);
  });

  it("returns every line of a chunk that holds several, and drops blank lines and \\r", () => {
    const splitter = new NdjsonSplitter();
    expect(splitter.push('{"a":1}\r\n\n{"b":2}\n  \n{"c":3}')).toEqual(['{"a":1}', '{"b":2}']);
    expect(splitter.flush()).toEqual(['{"c":3}']);
    expect(splitter.flush()).toEqual([]);
  });
});

describe("readNdjson", () => {
  it("parses lines in order, even with a UTF-8 letter cut between two chunks", async () => {
    const bytes = new TextEncoder().encode('{"t":"şu"}\n{"t":"yoğun"}\n{"n":3}');
    // Cut inside "ş" (two bytes) and inside "ğ".
    const cuts = [7, 8, 20, 21, bytes.length];
    const chunks: Uint8Array[] = [];
    let from = 0;
    for (const cut of cuts) {
      chunks.push(bytes.slice(from, cut));
      from = cut;
    }
    const values: unknown[] = [];
    await readNdjson(streamOf(chunks), (value) => values.push(value));
    expect(values).toEqual([{ t: "şu" }, { t: "yoğun" }, { n: 3 }]);
  });

  it("skips a line that is not JSON and keeps reading", async () => {
    const values: unknown[] = [];
    const invalid: string[] = [];
    const encoder = new TextEncoder();
    await readNdjson(
      streamOf([encoder.encode('{"a":1}\nnot json\n'), encoder.encode('{"b":2}\n')]),
      (value) => values.push(value),
      (line) => invalid.push(line),
    );
    expect(values).toEqual([{ a: 1 }, { b: 2 }]);
    expect(invalid).toEqual(["not json"]);
  });

  it("rejects when the stream errors", async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"a":1}\n'));
        controller.error(new Error("dropped"));
      },
    });
    const values: unknown[] = [];
    await expect(readNdjson(stream, (value) => values.push(value))).rejects.toThrow("dropped");
  });
});
