/**
 * Client logos of /portfolyo. The names and wordmarks below are FICTIONAL placeholders drawn for
 * the site (public/images/clients/*.svg): replace each entry with a real client's name and logo
 * file (SVG or PNG, drawn at LOGO_SIZE's 35:12 proportions) once the client has agreed to be listed.
 */
import type { ClientLogo, IconName } from "~/shared/content-types";

export interface PortfolioClient extends ClientLogo {
  sector: string;
}

/** Every logo file is drawn on a 280 x 96 canvas, so the grid reserves the same box for each. */
export const LOGO_SIZE = { width: 280, height: 96 } as const;

export const PORTFOLIO_CLIENTS: readonly PortfolioClient[] = [
  { name: "Anadolu Fırın Evi", logo: "/images/clients/anadolu-firin-evi.svg", sector: "Gıda" },
  { name: "Mavikoy Butik Otel", logo: "/images/clients/mavikoy-butik-otel.svg", sector: "Turizm" },
  { name: "Çınaraltı Kahve", logo: "/images/clients/cinaralti-kahve.svg", sector: "Kafe" },
  { name: "Lale Mimarlık", logo: "/images/clients/lale-mimarlik.svg", sector: "Mimarlık" },
  { name: "Mercan Diş Kliniği", logo: "/images/clients/mercan-dis-klinigi.svg", sector: "Sağlık" },
  { name: "Demirkapı Makina", logo: "/images/clients/demirkapi-makina.svg", sector: "Üretim" },
  { name: "Zeytindalı Gıda", logo: "/images/clients/zeytindali-gida.svg", sector: "Gıda" },
  { name: "Lodos Sörf Okulu", logo: "/images/clients/lodos-sorf-okulu.svg", sector: "Spor" },
  { name: "Kekik & Defne", logo: "/images/clients/kekik-defne.svg", sector: "Restoran" },
  { name: "Yelkovan Saat Atölyesi", logo: "/images/clients/yelkovan-saat-atolyesi.svg", sector: "Perakende" },
  { name: "Pusat Hukuk Bürosu", logo: "/images/clients/pusat-hukuk.svg", sector: "Hukuk" },
  { name: "Ilgın Veteriner Kliniği", logo: "/images/clients/ilgin-veteriner.svg", sector: "Sağlık" },
  { name: "Karakum Lojistik", logo: "/images/clients/karakum-lojistik.svg", sector: "Lojistik" },
  { name: "Nar Çiçeği Butik", logo: "/images/clients/nar-cicegi-butik.svg", sector: "Moda" },
  { name: "Boğaz Yapı", logo: "/images/clients/bogaz-yapi.svg", sector: "İnşaat" },
  { name: "Ayvalık Sabunhanesi", logo: "/images/clients/ayvalik-sabunhanesi.svg", sector: "Kozmetik" },
  { name: "Kuzey Yıldızı Eğitim", logo: "/images/clients/kuzey-yildizi-egitim.svg", sector: "Eğitim" },
  { name: "Ege Tarım Kooperatifi", logo: "/images/clients/ege-tarim-kooperatifi.svg", sector: "Tarım" },
  { name: "Gökkuşağı Kreş", logo: "/images/clients/gokkusagi-kres.svg", sector: "Eğitim" },
  { name: "Sedef Kuyumculuk", logo: "/images/clients/sedef-kuyumculuk.svg", sector: "Kuyumculuk" },
  { name: "Kırlangıç Oto Servis", logo: "/images/clients/kirlangic-oto-servis.svg", sector: "Otomotiv" },
  { name: "Papatya Çiçekçilik", logo: "/images/clients/papatya-cicekcilik.svg", sector: "Perakende" },
  { name: "Mimoza Güzellik Salonu", logo: "/images/clients/mimoza-guzellik.svg", sector: "Güzellik" },
  { name: "Toprak Seramik Atölyesi", logo: "/images/clients/toprak-seramik.svg", sector: "Sanat" },
  { name: "Rüzgârgülü Enerji", logo: "/images/clients/ruzgargulu-enerji.svg", sector: "Enerji" },
  { name: "Umut Fizyoterapi", logo: "/images/clients/umut-fizyoterapi.svg", sector: "Sağlık" },
  { name: "Perakent Emlak", logo: "/images/clients/perakent-emlak.svg", sector: "Emlak" },
  { name: "Sarmaşık Mobilya", logo: "/images/clients/sarmasik-mobilya.svg", sector: "Mobilya" },
  { name: "Kavaklı Organik Çiftlik", logo: "/images/clients/kavakli-organik-ciftlik.svg", sector: "Tarım" },
  { name: "Dalga Yazılım", logo: "/images/clients/dalga-yazilim.svg", sector: "Teknoloji" },
  { name: "Bakır Cezve Kahvecisi", logo: "/images/clients/bakir-cezve.svg", sector: "Kafe" },
  { name: "Altınbaşak Un", logo: "/images/clients/altinbasak-un.svg", sector: "Üretim" },
  { name: "Yosun Spa & Wellness", logo: "/images/clients/yosun-spa.svg", sector: "Güzellik" },
  { name: "Martı Denizcilik", logo: "/images/clients/marti-denizcilik.svg", sector: "Denizcilik" },
  { name: "Kardelen Optik", logo: "/images/clients/kardelen-optik.svg", sector: "Perakende" },
  { name: "Efsun Parfümeri", logo: "/images/clients/efsun-parfumeri.svg", sector: "Kozmetik" },
  { name: "Tınaz Muhasebe", logo: "/images/clients/tinaz-muhasebe.svg", sector: "Finans" },
  { name: "Fesleğen Beslenme Merkezi", logo: "/images/clients/feslegen-diyet.svg", sector: "Sağlık" },
];

export const PORTFOLIO_SECTORS_INTRO = {
  title: "Hangi sektörlerle çalışıyoruz?",
  text: "Müşterilerimizin çoğu, yerel müşteriye hizmet veren ya da çevrim içi satış yapan küçük ve orta ölçekli işletmeler. Her sektörün kendi arama alışkanlıkları, reklam kuralları ve mevsimselliği var; bu deneyimi her yeni projeye taşıyoruz.",
};

export const PORTFOLIO_HIGHLIGHTS: readonly { icon: IconName; title: string; description: string }[] = [
  {
    icon: "heart",
    title: "Sağlık ve güzellik",
    description: "Klinikler, veteriner hekimler ve güzellik salonları için randevu getiren yerel SEO ve reklam çalışmaları.",
  },
  {
    icon: "shopping-cart",
    title: "Perakende ve e-ticaret",
    description: "Butiklerden üreticilere, hızlı açılan e-ticaret siteleri ve satış odaklı Google ve Meta kampanyaları.",
  },
  {
    icon: "globe",
    title: "Turizm ve yeme-içme",
    description: "Oteller, restoranlar ve kafeler için çok dilli siteler, haritalarda görünürlük ve sosyal medya içerikleri.",
  },
  {
    icon: "shield",
    title: "Profesyonel hizmetler",
    description: "Hukuk, muhasebe, mimarlık ve eğitim kurumları için güven veren kurumsal siteler ve içerik stratejisi.",
  },
];

/** Texts of the /portfolyo page around the data above, section by section. */
export const PORTFOLIO_PAGE = {
  header: {
    primary: { label: "Projenize Başlayalım", message: "Merhaba, portfolyonuzu inceledim; projem için görüşmek istiyorum." },
    secondary: { label: "Hizmetlerimizi İnceleyin", href: "/hizmetler" },
  },
  clients: {
    title: "Birlikte çalıştığımız markalar",
    intro:
      "Web sitesini kurduğumuz, aramada büyüttüğümüz ya da reklamlarını yönettiğimiz işletmelerden bir seçki. Logoların üzerine gelerek veya klavyeyle üzerlerinde gezinerek renkli hallerini görebilirsiniz.",
    logoAlt: (name: string) => `${name} logosu`,
  },
  figuresTitle: "Rakamlarla çalışmalarımız",
  cta: {
    title: "Bir sonraki başarı hikâyesi sizin olsun",
    text: "İşletmenizi, hedeflerinizi ve bütçenizi dinleyelim; size uygun web, SEO ve reklam planını birlikte çıkaralım. İlk görüşme ve teklif ücretsizdir.",
    buttonLabel: "Hemen Başlayalım",
    message: "Merhaba, portfolyonuzu inceledim; projeme başlamak istiyorum.",
  },
} as const;
