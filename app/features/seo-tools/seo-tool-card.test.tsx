import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { COMING_SOON_LABEL, type SeoToolCard } from "~/features/seo-tools/content";
import { SeoToolCardView } from "./seo-tool-card";

const card: SeoToolCard = {
  id: "sitemap-uretici",
  title: "XML Sitemap Oluşturucu",
  description: "Adreslerinizi ekleyin, sitemap.xml dosyanızı indirin.",
  icon: "network",
  available: true,
};

describe("SeoToolCardView", () => {
  it("renders an available tool as a plain link (full page load) to its route", () => {
    const html = renderToStaticMarkup(<SeoToolCardView card={card} />);
    expect(html).toContain('<a href="/seo-araclari/sitemap-uretici"');
    expect(html).toContain("XML Sitemap Oluşturucu</a>");
    expect(html).toContain('data-available="true"');
    expect(html).not.toContain(COMING_SOON_LABEL);
  });

  it("renders an unavailable tool as a disabled 'Çok Yakında' card without a link", () => {
    const html = renderToStaticMarkup(<SeoToolCardView card={{ ...card, available: false }} />);
    expect(html).not.toContain("<a");
    expect(html).not.toContain("href=");
    expect(html).toContain(COMING_SOON_LABEL);
    expect(html).toContain('data-available="false"');
    expect(html).toContain("XML Sitemap Oluşturucu");
  });
});
