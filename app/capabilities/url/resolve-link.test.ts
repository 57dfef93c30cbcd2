import { describe, expect, it } from "vitest";
import { isSameOriginReference, minResolvedLength, resolveLinkChecked } from "./resolve-link";

const base = new URL("https://example.com/a/b/page.html?x=1");

describe("isSameOriginReference", () => {
  it.each(["p0", "../up", "/root", "?q=1", "#top", "", "dir/file:name", "  spaced  ", "a?b=http://x", "%2e%2e/x"])("%j stays on the base's origin", (href) => {
    expect(isSameOriginReference(href)).toBe(true);
    const resolved = resolveLinkChecked(href, base.href);
    if (typeof resolved === "string") expect(new URL(resolved).origin).toBe(base.origin);
  });

  it.each(["https://other.test/", "//other.test/x", "javascript:alert(1)", "ht\ttp://other.test/", "/\\other.test/", "\\\\other.test", "mailto:a@b.c", "HTTP:other.test"])(
    "%j may leave it, so it is resolved",
    (href) => {
      expect(isSameOriginReference(href)).toBe(false);
    },
  );
});

describe("minResolvedLength", () => {
  it.each(["p0", "x/y/z", "file.html?q=1#f", "/root", "?q", "#f", "../up", "./here", "%2E%2E/up", "a/../../b"])("%j resolves to at least its bound", (href) => {
    const resolved = resolveLinkChecked(href, base.href);
    expect(typeof resolved).toBe("string");
    expect((resolved as string).length).toBeGreaterThanOrEqual(minResolvedLength(href, base));
  });

  it("keeps the base's directory for a plain path-relative link", () => {
    expect(minResolvedLength("p0", base)).toBe("https://example.com/a/b/p0".length);
  });
});
