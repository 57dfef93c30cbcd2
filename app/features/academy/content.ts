/**
 * Pusula Akademi: the paid weekend training (docs/requirements.md R2.8, R9.13). Dates, price and
 * programme live here; the page and its Event structured data are built from this module.
 *
 * To announce a new term, add it to ACADEMY_SESSIONS (Saturday and Sunday, Istanbul time). Terms
 * that have ended are left out at build time, and the page's script removes those that end while
 * the build is served (docs/decisions/026).
 */
import type { FaqItem, IconName, Testimonial } from "~/shared/content-types";
import { formatDate, formatMoney } from "~/shared/format";
import { site } from "~/site/site.content";

const PRICE = 5800;

export const ACADEMY = {
  name: "Pusula Akademi: Uygulamalı Dijital Pazarlama Eğitimi",
  shortName: "Pusula Akademi",
  description:
    "Cumartesi ve pazar toplam 16 saat süren, en fazla 4 katılımcılı yüz yüze dijital pazarlama eğitimi: SEO, Google Ads, sosyal medya reklamları ve GA4 ile ölçüm. Eğitim sonrası 1 hafta çevrim içi mentorluk ve 6 ay ücretsiz danışma.",
  price: PRICE,
  currency: "TRY",
  priceLabel: formatMoney(PRICE),
  priceNote: "KDV dahil, kişi başı. Öğle yemeği, ikramlar ve eğitim materyalleri ücrete dahildir.",
  totalHours: 16,
  seats: 4,
  mentoring: "1 hafta çevrim içi mentorluk",
  aftercare: "Eğitimden sonra 6 ay ücretsiz iletişim",
  /** Daily hours; 09:00-18:00 with a one-hour lunch break is 8 hours a day, 16 in total. */
  dayStart: "09:00",
  dayEnd: "18:00",
  /** When the current price went on sale (Event offers.validFrom). */
  offerValidFrom: "2026-11-01T09:00:00+03:00",
  venueName: "Pusula Dijital Eğitim Salonu",
} as const;

export interface AcademySession {
  /** Saturday, YYYY-MM-DD. */
  saturday: string;
  /** Sunday, YYYY-MM-DD. */
  sunday: string;
}

export const ACADEMY_SESSIONS: readonly AcademySession[] = [
  { saturday: "2026-12-12", sunday: "2026-12-13" },
  { saturday: "2027-01-16", sunday: "2027-01-17" },
  { saturday: "2027-02-13", sunday: "2027-02-14" },
];

/** Start and end of a term as ISO 8601 with Istanbul's offset (Türkiye has no daylight saving time). */
export function sessionTimes(session: AcademySession): { startDate: string; endDate: string } {
  return {
    startDate: `${session.saturday}T${ACADEMY.dayStart}:00+03:00`,
    endDate: `${session.sunday}T${ACADEMY.dayEnd}:00+03:00`,
  };
}

/** Terms that have not ended at `now`, earliest first. */
export function upcomingSessions(now: Date, sessions: readonly AcademySession[] = ACADEMY_SESSIONS): AcademySession[] {
  return sessions
    .filter((session) => new Date(sessionTimes(session).endDate).getTime() > now.getTime())
    .toSorted((a, b) => a.saturday.localeCompare(b.saturday));
}

/** "12-13 Aralık 2026", or "31 Ocak-1 Şubat 2027" when the weekend spans two months. */
export function formatSessionRange(session: AcademySession): string {
  const saturday = formatDate(session.saturday);
  const sunday = formatDate(session.sunday);
  const [satDay, satMonth, satYear] = saturday.split(" ");
  const [sunDay, sunMonth, sunYear] = sunday.split(" ");
  if (satYear !== sunYear) return `${saturday}-${sunday}`;
  if (satMonth !== sunMonth) return `${satDay} ${satMonth}-${sunDay} ${sunMonth} ${sunYear}`;
  return `${satDay}-${sunDay} ${sunMonth} ${sunYear}`;
}

export const ACADEMY_FACTS: readonly { value: string; label: string; icon: IconName }[] = [
  { value: "16 saat", label: "Cumartesi ve pazar, yüz yüze", icon: "clock" },
  { value: "4 kişi", label: "En fazla katılımcı sayısı", icon: "users" },
  { value: "1 hafta", label: "Çevrim içi mentorluk", icon: "message" },
  { value: "6 ay", label: "Eğitim sonrası ücretsiz iletişim", icon: "heart" },
];

export interface AudienceProfile {
  icon: IconName;
  title: string;
  description: string;
  /** What this reader takes home from the weekend. */
  note: string;
}

export const ACADEMY_AUDIENCE: readonly AudienceProfile[] = [
  {
    icon: "shopping-cart",
    title: "İşletme sahipleri",
    description:
      "Reklam ajansına ya da bir çalışana emanet ettiğiniz dijital pazarlamayı anlamak, doğru soruları sormak ve bütçenizin nereye gittiğini görmek istiyorsanız.",
    note: "Ajansınızdan ya da ekibinizden hangi raporu isteyeceğinizi ve hangi sonucu bekleyeceğinizi bilirsiniz.",
  },
  {
    icon: "chart",
    title: "Pazarlama çalışanları",
    description:
      "Sosyal medya veya içerik tarafında çalışıp SEO, Google Ads ve analitikte de söz sahibi olmak isteyen uzmanlar ve yöneticiler için.",
    note: "Kanalları tek bir ölçüm planında birleştirir, kampanyalarınızı veriyle savunursunuz.",
  },
  {
    icon: "lightbulb",
    title: "Serbest çalışanlar",
    description:
      "Web tasarımcısı, grafik tasarımcı, metin yazarı ya da sosyal medya danışmanı olarak müşterilerinize daha kapsamlı hizmet sunmak istiyorsanız.",
    note: "Hizmet listenize SEO denetimi, reklam kurulumu ve raporlamayı güvenle eklersiniz.",
  },
  {
    icon: "award",
    title: "Öğrenciler ve kariyer değiştirenler",
    description:
      "Dijital pazarlamada ilk işine hazırlanan üniversite öğrencileri, yeni mezunlar ve bu alana geçmek isteyen profesyoneller için.",
    note: "Mülakatta anlatabileceğiniz, gerçek bir site üzerinde yapılmış bir çalışma dosyanız olur.",
  },
];

export interface ProgrammeSlot {
  time: string;
  title: string;
  detail: string;
}

export interface ProgrammeDay {
  day: string;
  theme: string;
  slots: readonly ProgrammeSlot[];
}

export const ACADEMY_PROGRAMME: readonly ProgrammeDay[] = [
  {
    day: "1. gün: Cumartesi",
    theme: "Strateji, SEO ve ölçüm",
    slots: [
      {
        time: "09:00-10:30",
        title: "Dijital pazarlama stratejisi",
        detail: "Hedef kitle, dönüşüm hunisi, kanal seçimi ve işinize uygun ölçülebilir hedefler (KPI).",
      },
      {
        time: "10:45-12:30",
        title: "SEO temelleri ve anahtar kelime araştırması",
        detail: "Arama niyeti, anahtar kelime gruplama, başlık ve açıklama yazımı, içerik briefi hazırlama.",
      },
      { time: "12:30-13:30", title: "Öğle arası", detail: "Öğle yemeği eğitim ücretine dahildir." },
      {
        time: "13:30-15:15",
        title: "Teknik SEO ve yerel SEO",
        detail: "Search Console, site hızı, sitemap ve canonical, Google İşletme Profili ve yapay zekâ aramaları.",
      },
      {
        time: "15:30-18:00",
        title: "GA4 ile ölçüm (uygulama)",
        detail: "Dönüşüm tanımlama, UTM'li kampanya bağlantıları ve tek sayfalık bir performans raporu kurma.",
      },
    ],
  },
  {
    day: "2. gün: Pazar",
    theme: "Reklam, sosyal medya ve eylem planı",
    slots: [
      {
        time: "09:00-10:45",
        title: "Google Ads arama kampanyası kurulumu",
        detail: "Hesap yapısı, anahtar kelime eşleme türleri, reklam metinleri, uzantılar ve dönüşüm takibi.",
      },
      {
        time: "11:00-12:30",
        title: "Google Ads optimizasyonu",
        detail: "Teklif stratejileri, negatif kelimeler, Performance Max ve bütçenin haftalık kontrolü.",
      },
      { time: "12:30-13:30", title: "Öğle arası", detail: "Öğle yemeği eğitim ücretine dahildir." },
      {
        time: "13:30-15:15",
        title: "Meta reklamları",
        detail: "Reklam yöneticisi, hedef kitle ve benzer kitleler, kreatif testleri ve yeniden pazarlama.",
      },
      {
        time: "15:30-18:00",
        title: "Sosyal medya yönetimi ve 90 günlük eylem planı",
        detail: "İçerik takvimi, kısa video planı ve kendi projeniz için uygulanabilir bir yol haritasının sunumu.",
      },
    ],
  },
];

export interface CurriculumModule {
  title: string;
  topics: readonly string[];
}

export const ACADEMY_CURRICULUM: readonly CurriculumModule[] = [
  {
    title: "Strateji ve hedefler",
    topics: ["Müşteri yolculuğu ve dönüşüm hunisi", "Kanal seçimi ve bütçe dağılımı", "Ölçülebilir hedef ve KPI belirleme"],
  },
  {
    title: "Arama motoru optimizasyonu",
    topics: [
      "Arama niyeti ve anahtar kelime araştırması",
      "Başlık, açıklama ve içerik yapısı",
      "Teknik SEO: hız, indeksleme, sitemap, canonical",
      "Yerel SEO ve Google İşletme Profili",
    ],
  },
  {
    title: "Yapay zekâ aramaları",
    topics: ["Marka varlığı ve yapılandırılmış veri", "llms.txt ve yapay zekâ tarayıcıları", "Asistan yanıtlarında görünür olmak"],
  },
  {
    title: "Google Ads",
    topics: ["Arama kampanyası kurulumu", "Eşleme türleri ve negatif kelimeler", "Teklif stratejileri ve Performance Max"],
  },
  {
    title: "Sosyal medya",
    topics: ["Meta reklamlarında hedefleme", "Kreatif testi ve yeniden pazarlama", "İçerik takvimi ve kısa video"],
  },
  {
    title: "Analitik ve raporlama",
    topics: ["GA4'te dönüşüm kurulumu", "UTM parametreleriyle kampanya takibi", "Tek sayfalık performans raporu"],
  },
];

/** PLACEHOLDER: a fictional instructor written for the template; put the real trainer's name, photo initials and bio here. */
export const ACADEMY_INSTRUCTOR = {
  name: "Selin Aydın",
  initials: "SA",
  role: "Kurucu ortak, SEO ve performans pazarlaması direktörü",
  bio: [
    "Selin, on yılı aşkın süredir e-ticaret sitelerinden klinik ve otellere kadar farklı sektörlerde SEO ve reklam projelerini yönetiyor. Pusula Dijital'in kurucu ortaklarından biri olarak ekibin strateji ve eğitim tarafını üstleniyor.",
    "Eğitimlerinde slayt okumak yerine katılımcıların kendi siteleri ve reklam hesapları üzerinde çalışmayı tercih ediyor. Sınıfın dört kişiyle sınırlı tutulmasının nedeni de bu: herkesin projesine ayrı ayrı vakit ayırabilmek.",
  ],
  highlights: ["Google Ads ve Google Analytics sertifikaları", "150'den fazla projede strateji ve SEO sorumluluğu", "Üniversite kulüplerinde ve girişimcilik programlarında konuk eğitmen"],
} as const;

/**
 * PLACEHOLDER: sample testimonials written for the launch. Replace them with real participants'
 * words, published with their written consent, before going live.
 */
export const ACADEMY_TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      "Eğitimin ikinci günü kendi Google Ads hesabımı baştan kurduk. Bir ay sonra tıklama başına maliyetim düştü, üstelik neyi neden yaptığımı artık biliyorum.",
    name: "Burcu T.",
    role: "Butik pastane sahibi",
  },
  {
    quote:
      "Dört kişilik sınıf gerçekten fark yaratıyor; sorularımın hiçbiri yarım kalmadı. Mentorluk haftasında hazırladığım SEO planını birlikte gözden geçirdik.",
    name: "Onur K.",
    role: "Pazarlama uzmanı, üretim firması",
  },
  {
    quote:
      "Serbest tasarımcı olarak müşterilerime artık SEO denetimi ve GA4 kurulumu da sunuyorum. Altı aylık danışma hakkını ilk projemde bile kullandım.",
    name: "Ece D.",
    role: "Serbest web tasarımcısı",
  },
];

export const ACADEMY_BENEFITS: readonly { icon: IconName; title: string; description: string }[] = [
  {
    icon: "users",
    title: "En fazla 4 kişilik sınıf",
    description: "Her katılımcının sitesine ve sorularına ayrı zaman ayrılır; kimse arka sırada kaybolmaz.",
  },
  {
    icon: "target",
    title: "Kendi projeniz üzerinde",
    description: "Örnek hesaplar yerine kendi işletmeniz veya bir müşteriniz üzerinde çalışırsınız.",
  },
  {
    icon: "message",
    title: "1 hafta çevrim içi mentorluk",
    description: "Eğitimin ardından bir hafta boyunca uygulamalarınızı çevrim içi görüşmede birlikte kontrol ederiz.",
  },
  {
    icon: "heart",
    title: "6 ay ücretsiz iletişim",
    description: "Eğitim bittikten sonra altı ay boyunca sorularınızı e-posta veya WhatsApp'tan ücretsiz sorabilirsiniz.",
  },
  {
    icon: "pen",
    title: "Şablonlar ve kontrol listeleri",
    description: "SEO denetim listesi, reklam kurulum şablonu, içerik takvimi ve rapor şablonu sizde kalır.",
  },
  {
    icon: "award",
    title: "Katılım belgesi",
    description: "İki günü tamamlayan katılımcılara Pusula Akademi katılım belgesi verilir.",
  },
];

export const ACADEMY_REQUIREMENTS: readonly string[] = [
  "Dizüstü bilgisayar (şarj aletiyle birlikte)",
  "Bir Google hesabı",
  "Varsa web sitenizin, Search Console ve reklam hesaplarınızın erişim bilgileri",
];

export const ACADEMY_FAQ: readonly FaqItem[] = [
  {
    question: "Eğitim nerede yapılıyor?",
    answer:
      "Eğitim, Kadıköy'deki ofisimizin eğitim salonunda yüz yüze yapılır. Adres ve ulaşım bilgilerini kayıt sonrasında e-postayla da gönderiyoruz.",
  },
  {
    question: "Ön bilgi gerekiyor mu?",
    answer:
      "Hayır. Bilgisayar ve internet kullanmayı bilmeniz yeterli. Dört kişilik sınıfta anlatımı katılımcıların seviyesine göre ayarlıyoruz; deneyimli katılımcılar kendi hesaplarında daha ileri uygulamalar yapar.",
  },
  {
    question: "Bilgisayar getirmem gerekiyor mu?",
    answer:
      "Evet, uygulamalar kendi bilgisayarınızda yapılır. Dizüstü bilgisayarınızı ve varsa web sitenizle reklam hesaplarınızın erişim bilgilerini yanınızda getirin.",
  },
  {
    question: "Ödeme nasıl yapılıyor, fatura kesiliyor mu?",
    answer:
      "Kayıt butonları sizi güvenli kartlı ödeme sayfasına yönlendirir. Ödemenizin ardından adınıza veya şirketinize fatura düzenlenir ve kayıt onayınız e-postayla gönderilir.",
  },
  {
    question: "Kaydımı iptal edebilir miyim?",
    answer:
      "Eğitimden 7 gün öncesine kadar yaptığınız iptallerde ücretin tamamını iade ediyoruz. Daha sonra iptal etmeniz gerekirse kaydınızı bir sonraki döneme ücretsiz aktarıyoruz.",
  },
  {
    question: "Mentorluk ve 6 aylık iletişim nasıl işliyor?",
    answer:
      "Eğitimi izleyen hafta, uygulamalarınızı birlikte gözden geçirdiğimiz çevrim içi görüşmeler planlıyoruz. Sonraki 6 ay boyunca sorularınızı e-posta veya WhatsApp üzerinden ücretsiz sorabilirsiniz; genellikle aynı iş günü yanıt veriyoruz.",
  },
];

/** Texts of the /akademi page around the data above, section by section. */
export const ACADEMY_PAGE = {
  join: {
    label: "Hemen Kaydol",
    newTab: " (ödeme sayfası yeni sekmede açılır)",
    withPrice: `Hemen Kaydol: ${ACADEMY.priceLabel}`,
  },
  nextSession: (range: string) => `Sıradaki dönem: ${range}`,
  sessions: {
    title: "Yaklaşan dönemler",
    intro: `Her dönem bir hafta sonu sürer: cumartesi ve pazar, ${ACADEMY.dayStart}-${ACADEMY.dayEnd} arası, bir saatlik öğle arasıyla toplam ${ACADEMY.totalHours} saat. Sınıflar en fazla ${ACADEMY.seats} kişiliktir; kayıtlar ödeme sırasına göre kesinleşir.`,
    empty: "Yeni dönem tarihleri çok yakında burada olacak. Haber almak için bize WhatsApp'tan yazabilirsiniz.",
    nextBadge: "Sıradaki dönem",
    days: `Cumartesi-Pazar, ${ACADEMY.dayStart}-${ACADEMY.dayEnd}`,
    seats: `En fazla ${ACADEMY.seats} katılımcı`,
    venue: `${ACADEMY.venueName}, ${site.address.locality}/${site.address.region}`,
    join: "Bu döneme kaydol",
  },
  audience: { title: "Bu eğitim kimler için?" },
  programme: {
    title: "İki günlük program",
    intro:
      "Her oturum kısa bir anlatımla başlar ve kendi projeniz üzerinde uygulamayla devam eder. Oturum aralarında 15 dakikalık kahve molaları verilir.",
  },
  curriculum: { title: "Müfredat", numberLabel: "Modül" },
  instructor: { title: "Eğitmeniniz" },
  testimonials: { title: "Katılımcılar ne diyor?" },
  benefits: { title: "Eğitimle birlikte gelenler" },
  price: {
    title: "Eğitim ücreti",
    includes: [`${ACADEMY.totalHours} saat yüz yüze eğitim`, `En fazla ${ACADEMY.seats} kişilik sınıf`, ACADEMY.mentoring, ACADEMY.aftercare],
    requirementsTitle: "Yanınızda getirin",
  },
  faq: { title: "Sıkça Sorulan Sorular", intro: "Kayıt, ödeme ve eğitim sonrası destekle ilgili merak edilenler." },
  closing: {
    title: "Dört kişilik sınıfta yerinizi ayırtın",
    text: "Kontenjan dolduğunda kayıtlar bir sonraki döneme aktarılır. Aklınızdaki soruları kayıttan önce WhatsApp'tan sorabilirsiniz.",
    question: { label: "Soru Sorun", message: "Merhaba, Pusula Akademi eğitimi hakkında bilgi almak istiyorum." },
  },
} as const;
