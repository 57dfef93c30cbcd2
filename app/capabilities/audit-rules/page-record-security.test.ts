import { describe, expect, it } from "vitest";
import { readPageRecord } from "./page-record";

const answer = (finalUrl: string) => ({ url: finalUrl, finalUrl, status: 200, redirects: [], source: "start" as const, foundOn: null, headers: {}, transferBytes: 0, ttfbMs: null });

describe("the page record's security and delivery fields", () => {
  it("tells the http resources browsers block from those they upgrade", () => {
    const html = [
      '<html><head><link rel="stylesheet" href="http://cdn.example/site.css"><script src="http://cdn.example/app.js"></script></head><body>',
      '<img src="http://cdn.example/a.webp" alt=""><video src="http://cdn.example/v.mp4"></video><audio src="http://cdn.example/s.mp3"></audio>',
      '<iframe src="http://video.example/embed/1"></iframe><img src="//cdn.example/b.webp" alt=""><img src="data:image/gif;base64,R0lGOD" alt="">',
      "</body></html>",
    ].join("");
    const record = readPageRecord(answer("https://site.example/"), html);
    expect(record.insecureResources).toEqual([
      "http://cdn.example/site.css",
      "http://cdn.example/app.js",
      "http://cdn.example/a.webp",
      "http://cdn.example/v.mp4",
      "http://cdn.example/s.mp3",
      "http://video.example/embed/1",
    ]);
    expect(record.blockedInsecureResources).toEqual(["http://cdn.example/site.css", "http://cdn.example/app.js", "http://video.example/embed/1"]);
  });

  it("notes no mixed content on an http page", () => {
    const record = readPageRecord(answer("http://site.example/"), '<html><body><iframe src="http://video.example/embed/1"></iframe></body></html>');
    expect(record.insecureResources).toEqual([]);
    expect(record.blockedInsecureResources).toEqual([]);
  });

  it("keeps meta Content-Security-Policy tags whole", () => {
    const policy = `script-src 'nonce-${"a".repeat(1_200)}' 'strict-dynamic'`;
    const record = readPageRecord(answer("https://site.example/"), `<html><head><meta http-equiv="Content-Security-Policy" content="${policy}"><meta http-equiv="refresh" content="30"></head><body></body></html>`);
    expect(record.metaCsp).toEqual([policy]);
  });

  it("lists only the scripts a browser runs", () => {
    const html = [
      '<html><head><script src="/app.js"></script><script type="module" src="/m.js"></script><script type="text/javascript" src="/old.js"></script>',
      '<script type="text/plain" data-cookieconsent="statistics" src="/analytics.js"></script><script type="text/plain">ga("send")</script></head><body></body></html>',
    ].join("");
    const record = readPageRecord(answer("https://site.example/"), html);
    expect(record.scripts.map((script) => script.src)).toEqual(["https://site.example/app.js", "https://site.example/m.js", "https://site.example/old.js"]);
    expect(record.inlineScriptChars).toBe(0);
  });
});
