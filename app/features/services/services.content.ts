/**
 * The six services, shared by the home page's service cards and the /hizmetler overview, so a
 * title or a link is written once.
 */

import type { PagePath } from "~/site/pages";
import { FIGURES } from "~/site/stats.content";
import type { CallToAction, SectionCopy, ServiceCard } from "~/shared/content-types";
import { formatMoney } from "~/shared/format";
import { DELIVERY_TIMES, FREE_SUPPORT_YEARS, WEB_PACKAGES } from "./web-packages.content";

export interface ServiceSummary extends ServiceCard {
  link: PagePath;
  /** Longer text for the services overview. */
  summary: string;
  /** Who the service suits, one sentence. */
  idealFor: string;
  /** Price, time or result figure shown as a badge on the overview. */
  highlight: string;
}

const lowestPackagePrice = Math.min(...WEB_PACKAGES.map((item) => item.price));

export const SERVICES = [
  {
    icon: "monitor",
    title: "Web Tasarım & Geliştirme",
    link: "/web-tasarim",
    description: "Hızlı açılan, telefonda kusursuz görünen ve ziyaretçiyi müşteriye çeviren kurumsal siteler ve e-ticaret mağazaları.",
    features: ["Markanıza özel, mobil öncelikli tasarım", "SEO altyapısı hazır teslim", "Kolay yönetim paneli", `${FREE_SUPPORT_YEARS} yıl ücretsiz teknik destek`],
    summary:
      "Kurumsal tanıtım sitesinden online mağazaya kadar, ziyaretçiyi teklif formuna, aramaya ya da sepete yönlendiren web siteleri tasarlıyor ve geliştiriyoruz. Sabit fiyatlı paketler, yazılı kapsam ve net teslim tarihiyle çalışıyoruz; teknik SEO altyapısı ve hız optimizasyonu her projede standarttır.",
    idealFor: "Yeni bir siteye ihtiyacı olan ya da eski, yavaş sitesini yenilemek isteyen işletmeler.",
    highlight: `Paketler ${formatMoney(lowestPackagePrice)}'den başlar · ${DELIVERY_TIMES.simple} içinde teslim`,
  },
  {
    icon: "search",
    title: "SEO Hizmetleri",
    link: "/seo",
    description: "Teknik SEO, içerik ve bağlantı çalışmasıyla Google'da müşterilerinizin aradığı kelimelerde üst sıralara çıkın.",
    features: ["Kapsamlı SEO denetimi", "Anahtar kelime ve içerik stratejisi", "Yerel SEO ve Google Haritalar", "Aylık şeffaf rapor"],
    summary:
      "Sitenizin teknik sorunlarını gideriyor, müşterilerinizin sorularına yanıt veren içerikler üretiyor ve güvenilir bağlantılarla otoritenizi büyütüyoruz. Her ay sıralama, trafik ve gelen talep sayısındaki değişimi tek bir raporda görürsünüz.",
    idealFor: "Reklam bütçesine bağımlı kalmadan her ay düzenli müşteri kazanmak isteyen işletmeler.",
    highlight: `Ortalama organik trafik artışı ${FIGURES.growth.number}`,
  },
  {
    icon: "target",
    title: "Google Ads Yönetimi",
    link: "/google-ads",
    description: "Arama, görüntülü, alışveriş ve Performance Max kampanyalarıyla reklam bütçenizi ölçülebilir satışa çevirin.",
    features: ["Ücretsiz hesap analizi", "Dönüşüm takibi kurulumu", "Haftalık optimizasyon", "Bütçe ve ROAS yönetimi"],
    summary:
      "Google'da sizi arayan müşterinin karşısına doğru anda çıkıyoruz. Anahtar kelime stratejisinden dönüşüm takibine kadar kampanyaları kuruyor, her hafta optimize ediyor ve harcadığınız her liranın ne getirdiğini raporluyoruz.",
    idealFor: "Hızlı talep toplamak ya da e-ticaret satışlarını kârlı biçimde büyütmek isteyen işletmeler.",
    highlight: `E-ticarette ortalama ROAS ${FIGURES.roas.number}`,
  },
  {
    icon: "megaphone",
    title: "Sosyal Medya Reklamları",
    link: "/sosyal-medya-reklam",
    description: "Facebook, Instagram ve LinkedIn reklamları ile yeniden pazarlama kampanyalarıyla doğru kitleye ulaşın.",
    features: ["Meta ve LinkedIn kampanyaları", "Yeniden pazarlama", "Kreatif tasarım ve video", "Piksel ve dönüşüm ölçümü"],
    summary:
      "Ürününüzü ilgilenecek kişilere gösteriyor, sitenizi ziyaret edip alışverişi yarım bırakanları geri kazanıyoruz. Hedefleme, kreatif üretimi, bütçe dağılımı ve raporlamayı tek ekipte yürütüyoruz.",
    idealFor: "Yeni müşteri adayı toplamak, ürün satmak ya da markasını bölgesinde tanıtmak isteyen işletmeler.",
    highlight: `Potansiyel müşteri maliyetinde ortalama ${FIGURES.leadCostReduction.number} düşüş`,
  },
  {
    icon: "users",
    title: "Sosyal Medya Yönetimi",
    link: "/sosyal-medya-yonetim",
    description: "İçerik üretimi, yayın planlaması, topluluk yönetimi ve aylık analizlerle hesaplarınızı profesyonelce yönetiyoruz.",
    features: ["Aylık içerik takvimi", "Tasarım ve Reels üretimi", "Yorum ve mesaj yönetimi", "Aylık performans raporu"],
    summary:
      "Markanıza yakışan, düzenli ve etkileşim getiren paylaşımlar için içerik takvimi hazırlıyor, görselleri ve videoları üretiyor, yorum ve mesajlara zamanında yanıt veriyoruz. Her ay neyin işe yaradığını rakamlarla paylaşıyoruz.",
    idealFor: "Sosyal medyaya düzenli vakit ayıramayan ama orada profesyonel görünmek isteyen markalar.",
    highlight: `İlk altı ayda ortalama ${FIGURES.engagementGrowth.number} etkileşim artışı`,
  },
  {
    icon: "video",
    title: "Video Prodüksiyon",
    link: "/video-produksiyon",
    description: "Tanıtım filmi, ürün videosu, sosyal medya için kısa videolar ve drone çekimleri: senaryodan kurguya tek ekip.",
    features: ["Senaryo ve storyboard", "4K sinema kamerasıyla çekim", "Kurgu, renk ve ses", "Tüm platform formatları"],
    summary:
      "Markanızı anlatan tanıtım filmlerinden reklamlarda kullanılacak kısa dikey videolara kadar senaryo, çekim, kurgu ve renk düzenlemesini tek ekiple üstleniyoruz. Videolarınızı yayınlayacağınız her platformun kurallarına göre teslim ediyoruz.",
    idealFor: "Web sitesi, reklam ve sosyal medya için profesyonel video içeriğe ihtiyaç duyan markalar.",
    highlight: `${FIGURES.videosProduced.number} video teslim edildi`,
  },
] as const satisfies readonly ServiceSummary[];

export interface ServicesOverviewContent {
  list: SectionCopy;
  cta: CallToAction;
}

export const servicesOverviewContent: ServicesOverviewContent = {
  list: {
    title: "Tüm hizmetlerimiz",
    intro: "Her hizmeti tek başına alabilir ya da birkaçını aynı strateji altında birleştirebilirsiniz. Ayrıntılar, süreçler ve fiyatlar için ilgili sayfayı inceleyin.",
  },
  cta: {
    title: "Hangi hizmetle başlamalısınız?",
    text: "Hedefinizi ve bütçenizi anlatın; işletmeniz için en hızlı sonuç verecek hizmeti ve doğru sıralamayı ücretsiz bir ön görüşmede birlikte belirleyelim.",
    buttonLabel: "Ücretsiz Danışmanlık Alın",
    message: "Merhaba, hangi dijital pazarlama hizmetiyle başlamam gerektiği konusunda danışmak istiyorum.",
  },
};
