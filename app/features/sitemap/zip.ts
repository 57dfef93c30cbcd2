import { strToU8, Zip, ZipPassThrough, zipSync } from "fflate";
import type { SitemapSet } from "./sitemap";

type ZippedFiles = Pick<SitemapSet, "index" | "files">;

/** Whether this runtime has a native raw-deflate stream (browsers from 2023 on, Node 20). */
function hasNativeDeflate(): boolean {
  try {
    return typeof CompressionStream === "function" && new CompressionStream("deflate-raw") instanceof CompressionStream;
  } catch {
    return false;
  }
}

/**
 * One archive member compressed by the runtime's own zlib (CompressionStream) while fflate writes
 * the archive around it: fflate's JavaScript deflate took 450-550 ms for the 22 MB of a
 * 120,000-URL set, the native one 100-200 ms (docs/decisions/046). ZipPassThrough computes the
 * CRC and size of what is pushed; `process` is the documented place for a custom compression.
 */
class NativeDeflateFile extends ZipPassThrough {
  private readonly input: WritableStreamDefaultWriter<BufferSource>;

  constructor(filename: string) {
    super(filename);
    this.compression = 8;
    const stream = new CompressionStream("deflate-raw");
    this.input = stream.writable.getWriter();
    void this.forward(stream.readable.getReader());
  }

  private async forward(output: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
    try {
      for (;;) {
        const { done, value } = await output.read();
        if (done) break;
        this.ondata(null, value as Uint8Array<ArrayBuffer>, false);
      }
      this.ondata(null, new Uint8Array(0), true);
    } catch (error) {
      // fflate's handlers take its own error shape, an Error with a numeric code.
      this.ondata(Object.assign(error instanceof Error ? error : new Error(String(error)), { code: 0 }), new Uint8Array(0), true);
    }
  }

  protected override process(chunk: Uint8Array<ArrayBuffer>, final: boolean): void {
    void this.input.write(chunk).catch(() => undefined);
    if (final) void this.input.close().catch(() => undefined);
  }
}

function zipNatively(members: [string, Uint8Array][]): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const parts: Uint8Array[] = [];
    const archive = new Zip((error, chunk, final) => {
      if (error) {
        reject(error);
        return;
      }
      parts.push(chunk);
      if (!final) return;
      const joined = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
      let offset = 0;
      for (const part of parts) {
        joined.set(part, offset);
        offset += part.length;
      }
      resolve(joined);
    });
    for (const [name, data] of members) {
      const member = new NativeDeflateFile(name);
      archive.add(member);
      member.push(data, true);
    }
    archive.end();
  });
}

/**
 * The index and its numbered sitemaps in one archive, ready to unpack into the site root. The XML
 * is repetitive, so it shrinks roughly tenfold. Where the runtime has no native deflate (`native`
 * false, or an old browser) fflate compresses it, at its default level 6.
 */
export async function zipSitemapSet(set: ZippedFiles, { native = hasNativeDeflate() }: { native?: boolean } = {}): Promise<Uint8Array> {
  const members: [string, Uint8Array][] = [[set.index.fileName, strToU8(set.index.xml)], ...set.files.map((file): [string, Uint8Array] => [file.fileName, strToU8(file.xml)])];
  if (native) return zipNatively(members);
  return zipSync(Object.fromEntries(members), { level: 6 });
}
