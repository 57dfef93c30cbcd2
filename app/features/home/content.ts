/** /: hero, trusted brands, six services, free consultation, figures, contact section. */

import { site } from "~/site/site.content";
import { figures } from "~/site/stats.content";
import type { CallToAction, ClientLogo, SectionCopy, Stat } from "~/shared/content-types";

export interface HomeContent {
  hero: {
    stats: readonly Stat[];
    contactLabel: string;
    portfolioLabel: string;
    callLabel: string;
  };
  brands: SectionCopy & { logos: readonly ClientLogo[] };
  /** The cards are the services feature's own list, put in by the home route. */
  services: SectionCopy & { linkLabel: string };
  consultation: CallToAction;
  figures: SectionCopy & { stats: readonly Stat[]; buttonLabel: string; message: string };
  contact: SectionCopy & { formTitle: string; channelsTitle: string };
}

/** Fictional brands, drawn as SVG wordmarks for this site (public/images/brands/). */
const BRANDS = [
  ["Ege Zeytin Atölyesi", "ege-zeytin"],
  ["Anadolu Lojistik", "anadolu-lojistik"],
  ["Mavi Koy Butik Otel", "mavi-koy"],
  ["Nefes Diş Kliniği", "nefes-dis"],
  ["Pamuk Ev Tekstili", "pamuk-ev"],
  ["Kuzey Makina", "kuzey-makina"],
  ["Akademi Plus", "akademi-plus"],
  ["Lavanta Kozmetik", "lavanta-kozmetik"],
  ["Demir Mimarlık", "demir-mimarlik"],
  ["Toprak Kahve", "toprak-kahve"],
  ["Atlas Hukuk Bürosu", "atlas-hukuk"],
  ["Moda Diş Kliniği", "moda-dis"],
] as const;

export const homeContent: HomeContent = {
  hero: {
    stats: figures("projects", "years", "growth"),
    contactLabel: "Hemen Bize Ulaş",
    portfolioLabel: "Portfolyomuzu İnceleyin",
    callLabel: "Hemen Arayın",
  },
  brands: {
    title: "Bize güvenen markalar",
    intro: "Perakendeden sağlığa, turizmden sanayiye farklı sektörlerden işletmelerin dijital büyümesinde yanlarındayız.",
    logos: BRANDS.map(([name, slug]) => ({ name, logo: `/images/brands/${slug}.svg` })),
  },
  services: {
    title: "Hizmetlerimiz",
    intro: "Dijital pazarlamanın her parçasını tek ekipte topluyoruz. Her hizmeti tek başına alabilir ya da birkaçını aynı strateji altında birleştirebilirsiniz.",
    linkLabel: "Detayları İncele",
  },
  consultation: {
    title: "Ücretsiz danışmanlıkla yol haritanızı çıkaralım",
    text: "Web sitenizi, reklam hesaplarınızı ve sosyal medyanızı inceleyip size özel, önceliklendirilmiş bir yol haritası sunalım. Görüşme ücretsizdir ve hiçbir taahhüt gerektirmez.",
    buttonLabel: "Ücretsiz Danışmanlık Alın",
    message: "Merhaba, ücretsiz dijital pazarlama danışmanlığı almak istiyorum.",
  },
  figures: {
    title: "Rakamlarla Pusula Dijital",
    intro: `${site.foundingYear} yılından bu yana işletmelerin dijitalde büyümesine yardımcı oluyoruz. Başarımızı beğeni sayısıyla değil, müşterilerimize kazandırdığımız talep ve satışla ölçüyoruz.`,
    stats: figures("clients", "satisfaction", "roas", "delivery"),
    buttonLabel: "Hemen Başlayalım",
    message: "Merhaba, dijital pazarlama projemize hemen başlamak istiyoruz.",
  },
  contact: {
    title: "Projenizi konuşalım",
    intro: "Formu doldurun, çalışma saatleri içinde aynı gün size dönelim. Dilerseniz hemen arayabilir ya da WhatsApp'tan yazabilirsiniz.",
    formTitle: "Bize yazın",
    channelsTitle: "Doğrudan ulaşın",
  },
};
