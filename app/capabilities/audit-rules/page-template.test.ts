import { describe, expect, it } from "vitest";
import { readPageRecord } from "./page-record";
import { pageTemplate, pathTemplate } from "./page-template";

const ORIGIN = "https://www.ornek.com.tr";
const record = (path: string, head: string, bodyAttributes = "") => {
  const url = `${ORIGIN}${path}`;
  const html = `<!doctype html><html><head><title>Sayfa</title>${head}</head><body${bodyAttributes}><h1>Sayfa</h1></body></html>`;
  return readPageRecord({ url, finalUrl: url, status: 200, redirects: [], source: "link", foundOn: null, headers: {}, transferBytes: html.length, ttfbMs: null }, html);
};
const ld = (value: object) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;

describe("pageTemplate", () => {
  it("keeps the body's class names, lower case and bounded", () => {
    expect(record("/", "", ' class="  Home  Page-Template-Default page-id-2 "').bodyClasses).toEqual(["home", "page-template-default", "page-id-2"]);
    expect(record("/", "").bodyClasses).toBeUndefined();
    expect(record("/", "", ' class=" "').bodyClasses).toBeUndefined();
    const many = record("/", "", ` class="${Array.from({ length: 30 }, (_, i) => `sinif-${i}-${"x".repeat(80)}`).join(" ")}"`).bodyClasses ?? [];
    expect(many).toHaveLength(20);
    expect(Math.max(...many.map((name) => name.length))).toBe(60);
  });

  it("reads the template WordPress, WooCommerce and Shopify name in the body's classes before anything else", () => {
    const cases: [string, string][] = [
      ["product-template-default single single-product postid-20 woocommerce woocommerce-page", "product"],
      ["archive tax-product_cat term-kupalar term-15 woocommerce woocommerce-page", "category"],
      ["archive post-type-archive post-type-archive-product woocommerce-shop woocommerce", "category"],
      ["post-template-default single single-post postid-1 single-format-standard", "blog"],
      ["page-template page-template-elementor_canvas page page-id-9", "page"],
      ["portfolio-template-default single single-portfolio postid-40 single-format-standard", "single:portfolio"],
      ["archive category category-haberler category-3", "category"],
      ["archive date", "archive"],
      ["template-product", "product"],
      ["template-collection", "category"],
    ];
    // The JSON-LD and the path say otherwise: the body's classes win.
    for (const [classes, template] of cases) expect(pageTemplate(record("/blog/sayfa", ld({ "@type": "Article" }), ` class="${classes}"`)), classes).toBe(template);
    // A plain "page" or "single" class on another platform names nothing: the path decides.
    expect(pageTemplate(record("/kampanya/yaz", "", ' class="page single koyu-tema"'))).toBe("folder:kampanya");
  });

  it("reads the JSON-LD types of the blocks and of their graph, not of what they contain, then og:type, then the path", () => {
    expect(pageTemplate(record("/kupa", ld({ "@type": ["Product", "Thing"] })))).toBe("product");
    expect(pageTemplate(record("/kupa", ld({ "@type": "http://schema.org/Product" })))).toBe("product");
    expect(pageTemplate(record("/haber", ld({ "@graph": [{ "@type": "WebPage" }, { "@type": "NewsArticle" }] })))).toBe("news");
    // A category listing products is a category.
    expect(pageTemplate(record("/kupalar", ld({ "@type": "ItemList", itemListElement: [{ "@type": "Product" }] })))).toBe("category");
    expect(pageTemplate(record("/kupa", '<meta property="og:type" content="product">'))).toBe("product");
    // og:type article: posts of a flat site without JSON-LD; with JSON-LD (Yoast writes it on pages too) or a folder, not.
    expect(pageTemplate(record("/yazi", '<meta property="og:type" content="article">'))).toBe("blog");
    expect(pageTemplate(record("/hakkimizda", `<meta property="og:type" content="article">${ld({ "@graph": [{ "@type": "WebPage" }] })}`))).toBe("top");
    expect(pageTemplate(record("/kurumsal/hakkimizda", '<meta property="og:type" content="article">'))).toBe("folder:kurumsal");
  });

  it("reads the path as the report groups it: a template word among the folders, else the first folder", () => {
    expect(pathTemplate(`${ORIGIN}/%C3%BCr%C3%BCnler/kupa`)).toBe("product");
    expect(pathTemplate(`${ORIGIN}/collections/yaz/products/kupa`)).toBe("product");
    expect(pathTemplate(`${ORIGIN}/en/blog/demleme`)).toBe("blog");
    expect(pathTemplate(`${ORIGIN}/kampanya/2026/yaz`)).toBe("folder:kampanya");
    expect(pathTemplate(`${ORIGIN}/hakkimizda`)).toBe("top");
    expect(pathTemplate("adres değil")).toBe("top");
  });
});
