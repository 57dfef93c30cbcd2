/**
 * /hakkimizda: the agency's story, values, milestones and mission. Figures come from stats.content.ts
 * (never typed here), so this page cannot contradict the others.
 */
import { site } from "~/site/site.content";
import { FIGURES } from "~/site/stats.content";
import type { IconName, Value } from "~/shared/content-types";

export const ABOUT_STORY = {
  title: "Hikâyemiz",
  paragraphs: [
    `${site.name}, ${site.foundingYear} yılında Kadıköy'de küçük bir ofiste, bir tasarımcı ile bir SEO uzmanının ortak bir gözlemiyle kuruldu: mahallenin en iyi fırını, en titiz diş hekimi ya da en yaratıcı butiği internette ya hiç görünmüyor ya da yıllar önce yapılmış, telefonda açılmayan bir siteyle temsil ediliyordu. Büyük markaların ajanslarına ayırdığı bütçe bu işletmeler için gerçekçi değildi; hazır şablonlar ise ihtiyaçlarını karşılamıyordu.`,
    "İlk yıllarımızı bu boşluğu doldurmaya ayırdık: hızlı açılan, kolay yönetilen ve Google'da bulunabilen siteler kurduk. Müşterilerimiz büyüdükçe ihtiyaçları da değişti. Sitelerine gelen ziyaretçiyi artırmak için SEO, daha hızlı sonuç için Google Ads ve sosyal medya reklamları, markalarını anlatmak için video prodüksiyon ekiplerimizi kurduk.",
    `Bugün ${FIGURES.team.number} kişilik ekibimizle ${FIGURES.projects.number} projeyi tamamladık ve ${FIGURES.clients.number} işletmeyle çalıştık. Ölçeğimiz büyüdü ama çalışma biçimimiz değişmedi: her müşterinin bir proje yöneticisi var, her kararın arkasında bir veri var ve her ay sonunda neyin işe yaradığını açıkça konuşuyoruz.`,
  ],
  facts: [
    { label: "Kuruluş", value: String(site.foundingYear) },
    { label: "Merkez", value: `${site.address.locality}, ${site.address.region}` },
    { label: "Ekip", value: `${FIGURES.team.number} uzman` },
    { label: "Hizmet bölgesi", value: "Türkiye geneli, uzaktan ve yüz yüze" },
  ],
};

export const ABOUT_VALUES: readonly Value[] = [
  {
    icon: "shield",
    title: "Şeffaflık",
    description:
      "Bütçenizin nereye harcandığını, hangi işin ne zaman yapıldığını ve sonuçların ne olduğunu her ay açık bir raporla paylaşırız. Reklam hesaplarınız ve siteniz her zaman sizin adınızadır.",
  },
  {
    icon: "chart",
    title: "Ölçülebilirlik",
    description:
      "Beğeni ve tıklama gibi gösterişli sayılar yerine form, arama ve satış gibi işinize dokunan sonuçlara odaklanırız. Ölçemediğimiz bir şeyi başarı olarak sunmayız.",
  },
  {
    icon: "zap",
    title: "Hız ve sadelik",
    description:
      "Hızlı açılan siteler, anlaşılır teklifler ve kısa karar süreçleri. Projeleri küçük adımlara böler, her adımda sizden onay alarak ilerleriz.",
  },
  {
    icon: "users",
    title: "Uzun vadeli ortaklık",
    description:
      "Tek seferlik işlerden çok, yıllarca birlikte büyüyeceğimiz ilişkiler kurmayı hedefleriz. Müşterilerimizin büyük bölümü bizimle birden fazla hizmette çalışıyor.",
  },
];

export interface Milestone {
  year: string;
  title: string;
  text: string;
}

export const ABOUT_MILESTONES: readonly Milestone[] = [
  {
    year: String(site.foundingYear),
    title: "Kadıköy'de iki kişilik bir stüdyo",
    text: "İlk web sitelerimizi mahalledeki esnaf ve serbest meslek sahipleri için tasarladık.",
  },
  {
    year: "2016",
    title: "E-ticaret ve Google Ads",
    text: "Müşterilerimizin çevrim içi satışa geçmesiyle e-ticaret altyapısı ve reklam yönetimi hizmetlerini başlattık.",
  },
  {
    year: "2018",
    title: "SEO ekibi",
    text: "Teknik SEO ve içerik stratejisi için ayrı bir ekip kurduk; aylık raporlamayı bütün müşterilerimiz için standart hale getirdik.",
  },
  {
    year: "2020",
    title: "Yerel işletmeler çevrim içinde",
    text: "Pandemi döneminde onlarca yerel işletmenin sipariş ve randevu almasını sağlayan siteleri birkaç hafta içinde yayına aldık.",
  },
  {
    year: "2022",
    title: "Video prodüksiyon stüdyosu",
    text: "Tanıtım filmleri ve sosyal medya videoları için kendi çekim ve kurgu ekibimizi oluşturduk.",
  },
  {
    year: "2024",
    title: "Pusula Akademi",
    text: "Sahada öğrendiklerimizi, dört kişilik sınıflarda uygulamalı hafta sonu eğitimleriyle paylaşmaya başladık.",
  },
  {
    year: "2026",
    title: "Ücretsiz SEO araçları",
    text: `Her gün kullandığımız SEO araçlarını herkesin kullanımına açtık; tamamlanan proje sayımız ${FIGURES.projects.number} oldu.`,
  },
];

export const ABOUT_ACHIEVEMENTS: readonly { icon: IconName; text: string }[] = [
  { icon: "award", text: "Google Ads ve Google Analytics sertifikalı reklam ve analitik uzmanları" },
  { icon: "trending-up", text: `SEO müşterilerimizde ${FIGURES.growth.number} ortalama organik trafik artışı` },
  { icon: "heart", text: `Proje sonu anketlerinde ${FIGURES.satisfaction.number} müşteri memnuniyeti` },
  { icon: "clock", text: `Kurumsal web sitelerinde ortalama ${FIGURES.delivery.number} teslim süresi` },
];

export const ABOUT_MISSION = {
  title: "Misyonumuz",
  text: "Küçük ve orta ölçekli işletmelerin dijitalde büyük markalarla eşit koşullarda yarışabilmesini sağlamak. Bunu; anlaşılır fiyatlarla, ölçülebilir hedeflerle ve bildiklerimizi müşterilerimizle paylaşarak yapıyoruz.",
  vision:
    "Türkiye'de bir işletme sahibi dijital pazarlama için güvenilir bir yol arkadaşı aradığında aklına gelen ilk ajans olmak; ücretsiz araçlarımız, blogumuz ve akademimizle sektörün bilgi düzeyini yükseltmek.",
};

/** Texts of the /hakkimizda page around the data above, section by section. */
export const ABOUT_PAGE = {
  story: { factsLabel: "Kısaca Pusula Dijital", factsTitle: "Kısaca biz" },
  values: { title: "Değerlerimiz", intro: "Her projede, ekibin her üyesinin bağlı kaldığı dört ilke." },
  achievements: {
    title: "Başarılarımız ve yolculuğumuz",
    intro: "Küçük bir stüdyodan tam hizmet veren bir ajansa uzanan yol.",
  },
  visionTitle: "Vizyonumuz",
  cta: {
    title: "Birlikte çalışalım",
    text: "İşletmenizi ve hedeflerinizi dinlemek için sabırsızlanıyoruz. Kısa bir görüşmeyle size en uygun yol haritasını ve net bir teklifi hazırlayalım.",
    buttonLabel: "Tanışalım",
    message: "Merhaba, Pusula Dijital ekibiyle tanışmak ve projemi konuşmak istiyorum.",
  },
} as const;
