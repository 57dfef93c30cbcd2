import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import {
  BULK_PREVIEW_LINES,
  firstLines,
  handleBulkSitemapMessage,
  isBulkSitemapRequest,
  processBulkSitemap,
} from "./bulk";
import type { BulkSitemapInput, BulkSitemapOutcome, BulkSitemapResponse } from "./bulk";
import { SITEMAP_INDEX_FILE_NAME } from "./constants";
import { SITEMAP_BASE_URL_REQUIRED_MESSAGE, SITEMAP_NO_VALID_URL_MESSAGE } from "./generator.content";
import { validateSitemap, validateSitemapIndex } from "../../../tests/support/sitemap-xsd";

function input(text: string, overrides: Partial<BulkSitemapInput> = {}): BulkSitemapInput {
  return {
    text,
    baseUrl: "https://www.example.com",
    priority: 0.8,
    changefreq: "weekly",
    lastmod: "2025-03-09",
    ...overrides,
  };
}

function urls(count: number): string {
  return Array.from({ length: count }, (_, n) => `https://www.example.com/urun/${n}`).join("\n");
}

function expectKind<K extends BulkSitemapOutcome["kind"]>(
  outcome: BulkSitemapOutcome,
  kind: K,
): Extract<BulkSitemapOutcome, { kind: K }> {
  if (outcome.kind !== kind) throw new Error(`expected ${kind}, got ${JSON.stringify(outcome).slice(0, 300)}`);
  return outcome as Extract<BulkSitemapOutcome, { kind: K }>;
}

describe("firstLines", () => {
  it("cuts after the given number of lines and says whether anything was left out", () => {
    expect(firstLines("a\nb\nc\n", 2)).toEqual({ text: "a\nb", truncated: true });
    expect(firstLines("a\nb\n", 2)).toEqual({ text: "a\nb\n", truncated: false });
    expect(firstLines("a\nb", 5)).toEqual({ text: "a\nb", truncated: false });
    expect(firstLines("", 3)).toEqual({ text: "", truncated: false });
  });
});

describe("processBulkSitemap", () => {
  it("is empty for blank input", async () => {
    expect(await processBulkSitemap(input("  \n \n"))).toEqual({ kind: "empty" });
  });

  it("summarizes accepted, rejected (with samples) and duplicate lines and builds one valid sitemap", async () => {
    const text = [
      "https://www.example.com/",
      "/hakkimizda",
      "https://www.example.com/",
      "ftp://www.example.com/dosya",
      "",
      "https://www.example.com/iletisim",
      "http://",
    ].join("\n");
    const outcome = expectKind(await processBulkSitemap(input(text)), "single");
    expect(outcome.summary).toEqual({
      accepted: 3,
      rejected: 2,
      rejectedSamples: [
        { lineNumber: 4, text: "ftp://www.example.com/dosya" },
        { lineNumber: 7, text: "http://" },
      ],
      duplicates: 1,
    });
    expect(outcome.urlCount).toBe(3);
    expect(outcome.xml).toContain("<loc>https://www.example.com/hakkimizda</loc>");
    expect(outcome.xml).toContain("<priority>0.8</priority>");
    expect(outcome.previewTruncated).toBe(false);
    expect(outcome.preview).toBe(outcome.xml);
    expect((await validateSitemap(outcome.xml)).errors).toEqual([]);
  });

  it("shows only the first lines of a long sitemap as preview", async () => {
    const outcome = expectKind(await processBulkSitemap(input(urls(500))), "single");
    expect(outcome.previewTruncated).toBe(true);
    expect(outcome.preview.split("\n")).toHaveLength(BULK_PREVIEW_LINES);
    expect(outcome.xml.startsWith(outcome.preview)).toBe(true);
  });

  it("reports the required message when no line is a valid address", async () => {
    const outcome = expectKind(await processBulkSitemap(input("merhaba\ndünya", { baseUrl: "" })), "error");
    expect(outcome.message).toBe(SITEMAP_NO_VALID_URL_MESSAGE);
    expect(outcome.summary.rejected).toBe(2);
  });

  it("splits a list beyond one file's URL limit into an index and numbered files, zipped", async () => {
    const outcome = expectKind(await processBulkSitemap(input(urls(25), { maxUrlsPerFile: 10 })), "set");
    expect(outcome.urlCount).toBe(25);
    expect(outcome.files.map((file) => [file.fileName, file.urlCount])).toEqual([
      ["sitemap-1.xml", 10],
      ["sitemap-2.xml", 10],
      ["sitemap-3.xml", 5],
    ]);
    expect(outcome.index.fileName).toBe(SITEMAP_INDEX_FILE_NAME);
    expect(outcome.outsideBaseCount).toBe(0);

    const archive = unzipSync(outcome.zip);
    expect(Object.keys(archive)).toEqual([SITEMAP_INDEX_FILE_NAME, "sitemap-1.xml", "sitemap-2.xml", "sitemap-3.xml"]);
    const index = strFromU8(archive[SITEMAP_INDEX_FILE_NAME] ?? new Uint8Array());
    expect(index).toBe(outcome.indexPreview);
    expect(index).toContain("<loc>https://www.example.com/sitemap-2.xml</loc>");
    expect((await validateSitemapIndex(index)).errors).toEqual([]);
    expect(strFromU8(archive["sitemap-1.xml"] ?? new Uint8Array()).startsWith(outcome.preview)).toBe(true);
  });

  it("splits by size as well as by count", async () => {
    const outcome = expectKind(await processBulkSitemap(input(urls(40), { maxBytesPerFile: 2_000 })), "set");
    expect(outcome.files.length).toBeGreaterThan(1);
    for (const file of outcome.files) expect(file.byteLength).toBeLessThanOrEqual(2_000);
  });

  it("needs a base URL once the list must be split (the index points at the files there)", async () => {
    const outcome = expectKind(await processBulkSitemap(input(urls(25), { baseUrl: "", maxUrlsPerFile: 10 })), "error");
    expect(outcome.message).toBe(SITEMAP_BASE_URL_REQUIRED_MESSAGE);
    expect(outcome.summary.accepted).toBe(25);
  });

  it("handles 60,000 pasted URLs as an index and two files", async () => {
    const outcome = expectKind(await processBulkSitemap(input(urls(60_000))), "set");
    expect(outcome.files.map((file) => file.urlCount)).toEqual([50_000, 10_000]);
    expect(Object.keys(unzipSync(outcome.zip))).toHaveLength(3);
  });
});

describe("worker protocol", () => {
  it("answers a valid request with the outcome and transfers the zip's buffer", async () => {
    const responses: [BulkSitemapResponse, Transferable[]][] = [];
    await handleBulkSitemapMessage(
      { type: "build", requestId: 7, input: input(urls(12), { maxUrlsPerFile: 10 }) },
      (response, transfer) => responses.push([response, transfer]),
    );
    const [response, transfer] = responses[0] ?? [];
    expect(responses).toHaveLength(1);
    if (response?.type !== "result") throw new Error("expected a result");
    expect(response.requestId).toBe(7);
    const outcome = expectKind(response.outcome, "set");
    expect(transfer).toEqual([outcome.zip.buffer]);
  });

  it("does not transfer anything for a single sitemap", async () => {
    const transfers: Transferable[][] = [];
    await handleBulkSitemapMessage({ type: "build", requestId: 1, input: input(urls(2)) }, (_response, transfer) =>
      transfers.push(transfer),
    );
    expect(transfers).toEqual([[]]);
  });

  it("rejects malformed messages with an error carrying the request id when there is one", async () => {
    const responses: BulkSitemapResponse[] = [];
    await handleBulkSitemapMessage({ type: "build", requestId: 3, input: { text: 1 } }, (response) =>
      responses.push(response),
    );
    await handleBulkSitemapMessage("x", (response) => responses.push(response));
    expect(responses).toEqual([
      { type: "error", requestId: 3 },
      { type: "error", requestId: -1 },
    ]);
    expect(
      isBulkSitemapRequest({ type: "build", requestId: 1, input: input("a", { changefreq: "sometimes" as never }) }),
    ).toBe(false);
  });
});
