import type { ToolGuide } from "~/site/tool-article-types";
import { BRIEF_LABEL } from "./messages.content";

/** How-to and FAQ of the content writer (/seo-araclari/icerik-yazari). */
export const contentWriterGuide: ToolGuide = {
  steps: [
    "Sayfa türünü seçin: bir ürün sayfası ile bir iletişim sayfası farklı uzunlukta ve farklı bölümlerle yazılır.",
    "Tonu seçin ve işletmenizin ya da markanızın adını yazın.",
    "Sayfanın hedeflediği ana anahtar kelimeyi ve hedef kitlenizi girin; isterseniz öne çıkmasını istediğiniz noktaları ekleyin.",
    "“Taslak Yaz” ile yapay zekâ taslağını ekranda yazılırken izleyin ya da kural tabanlı içerik özetini oluşturun.",
    "Yanındaki kontrolleri okuyun, metni düzenleyip kopyalayın veya .md / .txt olarak indirin; başlık ve açıklamayı Meta Etiketi Oluşturucu'ya aktarın.",
  ],
  faq: [
    {
      question: "Taslak nasıl yazılıyor?",
      answer:
        "Sunucumuz, bilgilerinizi sayfa türüne göre hazırlanmış bir yönergeyle birlikte OpenAI uyumlu bir yapay zekâ servisine gönderir ve gelen metni yazıldığı anda ekranınıza aktarır. Servis anahtarı sunucuda kalır, tarayıcınıza hiç gelmez. “Durdur” düğmesi servise giden isteği de keser.",
    },
    {
      question: "Kural tabanlı içerik özeti nedir?",
      answer:
        "Yapay zekâ servisi yapılandırılmadığında ya da yanıt vermediğinde kullanabileceğiniz, sabit kurallarla hazırlanan bir yazım planıdır: sayfa türüne göre başlık yapısı, anahtar kelimenin geçeceği yerler, hedef kelime sayısı, yanıtlanacak sorular, eklenecek iç bağlantılar ve başlık/açıklama şablonları. Yapay zekâ ürünü değildir ve ekranda öyle etiketlenir.",
    },
    {
      question: "Sonuç hangi kontrollerden geçiyor?",
      answer:
        "SEO başlığı ve meta açıklama, Meta Etiketi Oluşturucu'nun karakter ve piksel sınırlarıyla ölçülür. Metnin okunabilirliği Türkçe için geliştirilmiş Ateşman formülüyle, GPTBot Simülatörü'ndeki hesapla bulunur. Anahtar kelimenin başlıkta, açıklamada, H1'de ve girişte geçip geçmediği ve metindeki sıklığı da gösterilir.",
    },
    {
      question: "Yapay zekâ taslağını olduğu gibi yayımlayabilir miyim?",
      answer:
        "Önermiyoruz. Taslak iyi bir başlangıçtır ama fiyat, süre, garanti gibi bilgileri işletmenize göre doğrulamanız, kendi deneyiminizden örnekler eklemeniz ve metni markanızın diliyle düzenlemeniz gerekir. Google, kim yazmış olursa olsun ziyaretçiye gerçekten yardımcı olan özgün içeriği ödüllendirir.",
    },
    {
      question: "Girdiğim bilgiler saklanıyor mu?",
      answer:
        "Form bilgileriniz yalnızca taslağı yazdırmak için yapay zekâ servisine iletilir; sunucumuz metni ya da form alanlarını kaydetmez. Kötüye kullanımı önlemek için aynı adresten 10 dakikada istenebilecek taslak sayısı sınırlıdır. Kural tabanlı özet tamamen tarayıcınızda hazırlanır.",
    },
  ],
};

/** Texts of the content writer screen beyond the required messages (messages.content.ts). */
export const CONTENT_WRITER_TEXT = {
  formTitle: "İçerik bilgileri",
  formIntro: "Yıldızlı alanların hepsi zorunludur.",
  pageTypeLabel: "Sayfa türü",
  toneLabel: "Ton",
  businessLabel: "İşletme / marka",
  businessPlaceholder: "Örnek: Pusula Dijital",
  keywordLabel: "Ana anahtar kelime",
  keywordPlaceholder: "Örnek: istanbul seo ajansı",
  audienceLabel: "Hedef kitle",
  audiencePlaceholder: "Örnek: İstanbul'daki KOBİ sahipleri",
  keyPointsLabel: "Öne çıkacak noktalar (isteğe bağlı)",
  keyPointsHint: "Her satıra bir nokta: fiyat avantajı, teslim süresi, garanti gibi.",
  requiredField: "Bu alan zorunludur.",
  modeChecking: "Çalışma modu kontrol ediliyor…",
  modeAi: "Yapay zekâ modu: taslak, sunucumuzdaki yapay zekâ servisiyle yazılır ve siz izlerken ekrana gelir.",
  modeRuleBased:
    "Kural tabanlı mod: bu sitede yapay zekâ servisi yapılandırılmadı. Sonuç, sabit kurallarla hazırlanan bir içerik özetidir; yapay zekâ kullanılmaz.",
  modeUnknown: "Yapay zekâ servisinin durumu öğrenilemedi; kural tabanlı içerik özetini kullanabilirsiniz.",
  writeDraft: "Taslak Yaz",
  writing: "Yazılıyor…",
  makeBrief: "İçerik Özeti Oluştur",
  makeBriefInstead: "Kural tabanlı özet oluştur",
  stop: "Durdur",
  resultTitle: "Sonuç",
  aiBadge: "Yapay zekâ taslağı",
  briefBadge: BRIEF_LABEL,
  streaming: (section: string) => `Taslak yazılıyor: ${section} bölümü`,
  streamingStart: "Taslak yazılıyor…",
  draftReady: "Taslak tamamlandı.",
  draftCut: "Taslak uzunluk sınırına ulaştığı için kesildi; son bölümler eksik olabilir.",
  draftStopped: "Taslak durduruldu; gelen kısım aşağıda.",
  briefReady: "İçerik özeti hazır.",
  emptySection: "Henüz yazılmadı.",
  sections: {
    title: "SEO başlığı",
    description: "Meta açıklaması",
    h1: "H1",
    outline: "Başlık yapısı (H2/H3)",
    body: "Metin",
    faq: "Sıkça sorulan sorular",
    cta: "Harekete geçirici mesaj",
  },
  extraTitle: "İstenen bölümlerin dışında yazılanlar",
  extraHint: "Yapay zekâ bu kısmı istenen başlıkların dışında yazdı. Gözden geçirin; işinize yarayanları metne ya da ilgili bölüme taşıyın.",
  brief: {
    summary: (pageType: string, tone: string, min: number, max: number) =>
      `${pageType}, ${tone} ton, hedef uzunluk ${min}-${max} kelime.`,
    focus: "Odak",
    toneTitle: "Ton",
    template: "Şablon",
    keywordPlacement: "Anahtar kelimenin yeri",
    keyPoints: "Öne çıkacak noktalar",
    faqQuestions: "Yanıtlanacak sorular",
    internalLinks: "Eklenecek iç bağlantılar",
  },
  checksTitle: "Kontroller",
  checksIntro: "Meta Etiketi Oluşturucu'nun sınırları, Ateşman okunabilirliği ve anahtar kelime kullanımı.",
  lengthLine: (chars: number, limit: number, width: number, maxWidth: number) =>
    `${chars} / ${limit} karakter, ${width} / ${maxWidth} piksel`,
  fits: "Sınırlar içinde",
  tooLong: "Arama sonucunda kesilebilir",
  empty: "Henüz yok",
  readability: "Okunabilirlik (Ateşman)",
  readabilityValue: (score: string, band: string, words: string, sentences: string) =>
    `${score} puan, ${band.toLocaleLowerCase("tr")} (${words} kelime, ${sentences} cümle)`,
  readabilityNone: "Okunacak metin yok: içerik özeti bir plan, metni siz yazacaksınız.",
  keywordTitle: "Anahtar kelime",
  keywordIn: {
    inTitle: "SEO başlığında",
    inDescription: "Meta açıklamasında",
    inH1: "H1'de",
    inIntro: "Giriş paragrafında",
  },
  yes: "Var",
  no: "Yok",
  keywordCount: (count: string, density: string) => `Metinde ${count} kez, yoğunluk %${density}`,
  copy: "Kopyala",
  downloadMd: ".md indir",
  downloadTxt: ".txt indir",
  toMeta: "Meta etiketlerine aktar",
  draftFileName: "icerik-taslagi",
  briefFileName: "icerik-ozeti",
} as const;

/** Where "Meta etiketlerine aktar" leads (a full page load, like every link between tools). */
export const META_TOOL_PATH = "/seo-araclari/meta-uretici";
