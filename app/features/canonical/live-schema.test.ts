import { describe, expect, it } from "vitest";
import { CANONICAL_LIVE_MAX_URLS, CANONICAL_LIVE_MESSAGES } from "./live.content";
import { canonicalLiveRequestSchema, checkUrlLines, checkUrlList } from "./live-schema";

const urls = (count: number): string[] => Array.from({ length: count }, (_, n) => `https://www.ornek.com/sayfa-${n}`);

describe("checkUrlList / checkUrlLines", () => {
  it("normalises addresses, skips blank lines and checks a repeat once", () => {
    expect(checkUrlLines("https://www.ornek.com/a\n\n  ornek.com/b  \r\nhttps://WWW.ornek.com/a\n")).toEqual({
      ok: true,
      urls: ["https://www.ornek.com/a", "https://ornek.com/b"],
    });
  });

  it(`accepts ${CANONICAL_LIVE_MAX_URLS} addresses and refuses one more, in Turkish`, () => {
    expect(checkUrlList(urls(CANONICAL_LIVE_MAX_URLS))).toEqual({ ok: true, urls: urls(CANONICAL_LIVE_MAX_URLS) });
    expect(checkUrlList(urls(CANONICAL_LIVE_MAX_URLS + 1))).toEqual({ ok: false, message: CANONICAL_LIVE_MESSAGES.tooMany });
    expect(CANONICAL_LIVE_MESSAGES.tooMany).toBe("Bir kontrolde en fazla 20 adres kontrol edilebilir. Lütfen listeyi kısaltın.");
  });

  it("counts distinct addresses against the limit", () => {
    expect(checkUrlList([...urls(CANONICAL_LIVE_MAX_URLS), "https://www.ornek.com/sayfa-0"]).ok).toBe(true);
  });

  it("names the first bad address by its position among the filled lines", () => {
    expect(checkUrlLines("https://www.ornek.com/\n\nftp://ornek.com/dosya")).toEqual({ ok: false, message: CANONICAL_LIVE_MESSAGES.invalid(2) });
    expect(checkUrlList(["https://ornek.com/", 42])).toEqual({ ok: false, message: CANONICAL_LIVE_MESSAGES.invalid(2) });
    expect(checkUrlList([`https://ornek.com/${"a".repeat(2048)}`])).toEqual({ ok: false, message: CANONICAL_LIVE_MESSAGES.tooLong(1) });
    expect(checkUrlList(["http://kullanici:sifre@ornek.com/"])).toEqual({ ok: false, message: CANONICAL_LIVE_MESSAGES.invalid(1) });
  });

  it("refuses an empty list and anything that is not a list", () => {
    expect(checkUrlLines("  \n ")).toEqual({ ok: false, message: CANONICAL_LIVE_MESSAGES.empty });
    expect(checkUrlList("https://ornek.com/")).toEqual({ ok: false, message: CANONICAL_LIVE_MESSAGES.empty });
  });
});

describe("canonicalLiveRequestSchema", () => {
  it("gives the normalised list", () => {
    const parsed = canonicalLiveRequestSchema.safeParse({ urls: ["ornek.com"] });
    expect(parsed.success && parsed.data).toEqual({ urls: ["https://ornek.com/"] });
  });

  it("answers the list rule's Turkish message, and one for a body without the list", () => {
    const tooMany = canonicalLiveRequestSchema.safeParse({ urls: urls(21) });
    expect(tooMany.success).toBe(false);
    expect(tooMany.error?.issues[0]?.message).toBe(CANONICAL_LIVE_MESSAGES.tooMany);
    const missing = canonicalLiveRequestSchema.safeParse(null);
    expect(missing.error?.issues[0]?.message).toBe(CANONICAL_LIVE_MESSAGES.missingFields);
  });
});
