import { describe, expect, it } from "vitest";
import { RECORD_LIMITS } from "~/capabilities/audit-rules/audit-page";
import { readPageRecord } from "~/capabilities/audit-rules/page-record";
import { RULE_TEXTS } from "~/capabilities/audit-rules/catalogue.content";
import { PLATFORMS, SERVER_TOPIC_OF_RULE, SERVER_TOPICS, detectPlatform, knownPlatform } from "./platform";
import { ADVISED_PLATFORMS, PLATFORM_ADVICE, PLATFORM_NAMES } from "./platform.content";
import { platformAdvice } from "./finding-advice";

const page = (html: string, headers: Record<string, string> = {}, url = "https://www.ornek.com/") =>
  readPageRecord({ url, finalUrl: url, status: 200, redirects: [], source: "start", foundOn: null, headers, transferBytes: html.length, ttfbMs: 50 }, html);

const site = (...pages: ReturnType<typeof page>[]) => ({ pages });

describe("the page record's generator", () => {
  it("keeps every generator meta, joined, and cuts them", () => {
    expect(page(`<head><meta name="generator" content="WordPress 6.7"><meta name="Generator" content=" WooCommerce 9.4 "></head>`).generator).toBe("WordPress 6.7 | WooCommerce 9.4");
    expect(page(`<head><meta name="description" content="x"></head>`).generator).toBeNull();
    expect(page(`<head><meta name="generator" content="${"x".repeat(5_000)}"></head>`).generator).toHaveLength(RECORD_LIMITS.generatorChars);
  });
});

describe("detectPlatform", () => {
  it("reads WordPress from its generator, its REST API Link header or its theme files", () => {
    expect(detectPlatform(site(page(`<head><meta name="generator" content="WordPress 6.7"></head>`)))).toBe("wordpress");
    expect(detectPlatform(site(page("<p>x</p>", { link: '<https://www.ornek.com/wp-json/>; rel="https://api.w.org/"' })))).toBe("wordpress");
    expect(detectPlatform(site(page(`<head><link rel="stylesheet" href="/wp-content/themes/astra/style.css"><script src="/wp-includes/js/jquery/jquery.min.js"></script></head>`)))).toBe(
      "wordpress",
    );
    // A plugin's generator alone (Elementor writes one before WordPress's is removed by a security plugin).
    expect(detectPlatform(site(page(`<head><meta name="generator" content="Elementor 3.25.4; features: e_font_icon_svg"></head>`)))).toBe("wordpress");
  });

  it("reads Shopify, Wix, Ticimax, IdeaSoft and ikas from where their theme files come from", () => {
    expect(detectPlatform(site(page(`<script src="https://cdn.shopify.com/s/files/1/0/t/1/assets/theme.js" defer></script>`)))).toBe("shopify");
    expect(detectPlatform(site(page(`<link rel="stylesheet" href="/cdn/shop/t/4/assets/base.css?v=1">`)))).toBe("shopify");
    expect(detectPlatform(site(page(`<head><meta name="generator" content="Wix.com Website Builder"></head><script src="https://static.parastorage.com/services/x.js"></script>`)))).toBe("wix");
    expect(detectPlatform(site(page(`<script src="https://static.ticimax.cloud/js/site.min.js"></script>`)))).toBe("ticimax");
    expect(detectPlatform(site(page(`<link rel="stylesheet" href="https://st1.myideasoft.com/idea/theme.css">`)))).toBe("ideasoft");
    expect(detectPlatform(site(page(`<script src="https://cdn.myikas.com/sf/app.js"></script>`)))).toBe("ikas");
  });

  it("reads the Server and X-Powered-By headers", () => {
    expect(detectPlatform(site(page("<p>x</p>", { server: "Pepyaka" })))).toBe("wix");
    expect(detectPlatform(site(page("<p>x</p>", { "x-powered-by": "WP Engine" })))).toBe("wordpress");
    expect(detectPlatform(site(page("<p>x</p>", { server: "Squarespace" })))).toBe("squarespace");
  });

  it("names none from a picture copied from a platform, a path on another host, a tie, or nothing", () => {
    expect(detectPlatform(site(page(`<img src="https://static.wixstatic.com/media/a.jpg" alt="a">`)))).toBeNull();
    expect(detectPlatform(site(page(`<script src="https://baska.example/cdn/shop/x.js"></script>`)))).toBeNull();
    expect(
      detectPlatform(site(page(`<script src="https://cdn.shopify.com/buy-button.js"></script><script src="https://static.parastorage.com/x.js"></script>`))),
    ).toBeNull();
    expect(detectPlatform(site(page("<p>Merhaba</p>", { server: "nginx", "x-powered-by": "PHP/8.2" })))).toBeNull();
    expect(detectPlatform(site())).toBeNull();
  });

  it("adds up the kinds of sign across pages, each kind once", () => {
    const shopOnWordPress = site(
      page(`<script src="https://cdn.shopify.com/buy-button.js"></script>`),
      page(`<head><meta name="generator" content="WordPress 6.7"></head>`, {}, "https://www.ornek.com/a"),
    );
    expect(detectPlatform(shopOnWordPress)).toBe("wordpress");
  });
});

describe("the platform advice", () => {
  it("has a name for every platform and advice for every server topic of the advised ones", () => {
    for (const platform of PLATFORMS) expect(PLATFORM_NAMES[platform]).toBeTruthy();
    for (const platform of ADVISED_PLATFORMS) {
      for (const topic of SERVER_TOPICS) expect(PLATFORM_ADVICE[platform][topic].text.length, `${platform} ${topic}`).toBeGreaterThan(40);
    }
  });

  it("maps only rules that exist", () => {
    for (const id of Object.keys(SERVER_TOPIC_OF_RULE)) expect(RULE_TEXTS[id], id).toBeDefined();
  });

  it("speaks of the panel rather than Apache or Nginx", () => {
    for (const platform of ADVISED_PLATFORMS) {
      for (const topic of SERVER_TOPICS) expect(PLATFORM_ADVICE[platform][topic].text).not.toMatch(/apache|nginx|add_header/i);
    }
  });

  it("is given for a server rule of an advised platform only", () => {
    expect(platformAdvice("wix", "security/hsts-missing")).toMatchObject({ platformName: "Wix", owner: "none" });
    expect(platformAdvice("shopify", "crawl/redirect-chain")).toMatchObject({ platformName: "Shopify", owner: "panel" });
    expect(platformAdvice("ticimax", "delivery/not-compressed")?.text).toContain("Ticimax destek ekibine");
    expect(platformAdvice("wix", "core/title-missing")).toBeNull();
    expect(platformAdvice("joomla", "security/hsts-missing")).toBeNull();
    expect(platformAdvice(null, "security/hsts-missing")).toBeNull();
  });

  it("reads a stored platform only when this build knows it", () => {
    expect(knownPlatform("wix")).toBe("wix");
    expect(knownPlatform("geocities")).toBeNull();
    expect(knownPlatform(undefined)).toBeNull();
  });
});
