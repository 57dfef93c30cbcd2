import type { ContentBrief } from "./brief";
import type { PageType } from "./messages.content";

/**
 * The rule-based content brief's Turkish: the plan for each page type, the H1 templates, the
 * keyword-placement advice and the Markdown the brief is copied and downloaded as (brief.ts fills
 * and measures them).
 */

/** Placeholders of the templates below: {k} keyword, {K} keyword in title case, {b} business, {a} audience. */
export interface PageTypeRules {
  words: { min: number; max: number };
  outline: readonly [level: 2 | 3, text: string][];
  faq: readonly string[];
  links: readonly string[];
  /** Longest first; the first that fits the meta generator's limit is used. */
  titles: readonly string[];
  descriptions: readonly string[];
  cta: string;
  focus: string;
}

export const BRIEF_RULES: Readonly<Record<PageType, PageTypeRules>> = {
  hizmet_sayfasi: {
    words: { min: 800, max: 1200 },
    focus: "Ziyaretçinin sorununu ve hizmetin bunu nasıl çözdüğünü anlatın; süreç, kapsam ve güven unsurları karar verdirir.",
    outline: [
      [2, "{K} nedir, kimler için?"],
      [2, "{b} ile {k} hizmetinin kapsamı"],
      [3, "Hizmete dahil olanlar"],
      [3, "Çalışma süreci adım adım"],
      [2, "Neden {b}?"],
      [3, "Referanslar ve sonuçlar"],
      [2, "Fiyatlandırma ve teklif süreci"],
      [2, "Sıkça sorulan sorular"],
    ],
    faq: ["{K} hizmeti ne kadar sürer?", "{K} fiyatları neye göre belirlenir?", "{K} için hangi bilgileri hazırlamalıyım?", "Sonuçları ne zaman görmeye başlarım?"],
    links: ["İlgili diğer hizmet sayfalarınıza", "Bu hizmetle yapılmış bir referans ya da vaka çalışmasına", "Teklif veya iletişim sayfanıza", "Konuyu ayrıntılı anlatan bir blog yazınıza"],
    titles: ["{K} Hizmeti | {b}", "{K} | {b}", "{K}"],
    descriptions: [
      "{b} ile {k}: {a} için kapsamı net, ölçülebilir hizmet. Süreci, fiyatlandırmayı ve referansları inceleyin, ücretsiz teklif alın.",
      "{b} ile {k}: {a} için ölçülebilir hizmet. Ücretsiz teklif alın.",
      "{K} hizmeti: kapsam, süreç ve fiyatlandırma. Ücretsiz teklif alın.",
    ],
    cta: "Ücretsiz teklif ya da keşif görüşmesi isteyin (form ve telefon bir arada).",
  },
  urun_sayfasi: {
    words: { min: 400, max: 800 },
    focus: "Ürünü satın almaya karar verdirecek bilgiyi verin: fayda, teknik özellikler, fiyat, teslimat ve iade.",
    outline: [
      [2, "{K}: öne çıkan özellikler"],
      [3, "Kimler için uygun?"],
      [2, "Teknik özellikler"],
      [2, "Kullanım ve bakım"],
      [2, "Teslimat, garanti ve iade"],
      [2, "Müşteri yorumları"],
      [2, "Sıkça sorulan sorular"],
    ],
    faq: ["{K} kaç günde teslim edilir?", "{K} garantili mi?", "{K} iade edilebilir mi?", "{K} hangi ölçülerde ya da seçeneklerde var?"],
    links: ["Ürünün kategori sayfasına", "Benzer ve tamamlayıcı ürünlere", "Teslimat ve iade koşulları sayfanıza", "Ürünün nasıl kullanılacağını anlatan bir yazıya"],
    titles: ["{K} Fiyatı ve Özellikleri | {b}", "{K} | {b}", "{K}"],
    descriptions: [
      "{K} {b} güvencesiyle: özellikler, fiyat, teslimat ve iade bilgisi tek sayfada. {a} için hemen sipariş verin.",
      "{K}: özellikler, fiyat ve teslimat bilgisi. Hemen sipariş verin.",
      "{K} özellikleri ve fiyatı. Hemen sipariş verin.",
    ],
    cta: "Sepete ekle düğmesini fiyatın ve stok durumunun hemen yanına koyun.",
  },
  blog_yazisi: {
    words: { min: 1200, max: 2000 },
    focus: "Aramanın ardındaki soruyu ilk paragrafta yanıtlayın, sonra adım adım derinleşin; örnekler ve kaynaklar güven verir.",
    outline: [
      [2, "{K} nedir?"],
      [2, "{K} neden önemlidir?"],
      [2, "{K} nasıl yapılır? Adım adım"],
      [3, "1. adım"],
      [3, "2. adım"],
      [3, "3. adım"],
      [2, "Sık yapılan hatalar"],
      [2, "Sonuç ve sonraki adım"],
    ],
    faq: ["{K} nedir?", "{K} ne kadar sürer?", "{K} için hangi araçlar gerekir?", "{K} yaparken en sık hangi hata yapılır?"],
    links: ["Konuyla ilgili hizmet sayfanıza", "Aynı konudaki diğer blog yazılarınıza", "Yazıda adı geçen araç veya kaynak sayfalarına", "Bülten ya da iletişim sayfanıza"],
    titles: ["{K}: Adım Adım Rehber ve İpuçları", "{K}: Adım Adım Rehber", "{K} Rehberi"],
    descriptions: [
      "{K} nedir, nasıl yapılır? {a} için adım adım rehber, sık yapılan hatalar ve {b} uzmanlarından uygulanabilir ipuçları.",
      "{K} nedir, nasıl yapılır? Adım adım rehber ve uygulanabilir ipuçları.",
      "{K} için adım adım rehber ve ipuçları.",
    ],
    cta: "Yazının sonunda ilgili hizmetinize ya da bülten aboneliğine yönlendirin.",
  },
  ana_sayfa: {
    words: { min: 500, max: 900 },
    focus: "İlk ekranda ne yaptığınızı, kimin için yaptığınızı ve neden siz olmanız gerektiğini söyleyin; her bölüm bir iç sayfaya yönlendirsin.",
    outline: [
      [2, "{b}: {k}"],
      [2, "Hizmetlerimiz"],
      [2, "Neden {b}?"],
      [3, "Rakamlarla {b}"],
      [2, "Referanslar ve müşteri yorumları"],
      [2, "Nasıl çalışıyoruz?"],
      [2, "Bize ulaşın"],
    ],
    faq: ["{b} hangi hizmetleri sunuyor?", "{b} hangi bölgelerde hizmet veriyor?", "{b} ile çalışmaya nasıl başlarım?"],
    links: ["Her ana hizmet sayfanıza (birer kart ile)", "Referanslar veya portfolyo sayfanıza", "Hakkımızda sayfanıza", "İletişim sayfanıza"],
    titles: ["{K} | {b}", "{b} | {K}", "{b}"],
    descriptions: [
      "{b}: {a} için {k}. Hizmetlerimizi, referanslarımızı ve çalışma biçimimizi inceleyin, hemen iletişime geçin.",
      "{b}: {a} için {k}. Hemen iletişime geçin.",
      "{b}: {k}. Hemen iletişime geçin.",
    ],
    cta: "İlk ekranda ve sayfa sonunda aynı ana çağrı: teklif alın ya da arayın.",
  },
  hakkimizda: {
    words: { min: 400, max: 700 },
    focus: "Güven inşa edin: hikâye, ekip, değerler ve kanıtlar (yıl, proje sayısı, belgeler) somut olsun.",
    outline: [
      [2, "{b} kimdir?"],
      [2, "Hikâyemiz"],
      [2, "Değerlerimiz ve çalışma biçimimiz"],
      [2, "Ekibimiz"],
      [2, "Rakamlarla {b}"],
      [2, "Birlikte çalışalım"],
    ],
    faq: ["{b} ne zaman kuruldu?", "{b} hangi alanlarda uzman?", "{b} ekibinde kimler var?"],
    links: ["Hizmetler sayfanıza", "Referanslar veya portfolyo sayfanıza", "Kariyer sayfanıza (varsa)", "İletişim sayfanıza"],
    titles: ["Hakkımızda | {b}: {K}", "Hakkımızda | {b}", "{b}"],
    descriptions: [
      "{b}'i tanıyın: hikâyemiz, ekibimiz ve değerlerimiz. {a} için {k} alanında neden güvenilir bir ortak olduğumuzu görün.",
      "{b}'i tanıyın: hikâyemiz, ekibimiz ve değerlerimiz.",
      "{b} hakkında: hikâyemiz ve ekibimiz.",
    ],
    cta: "Tanışma görüşmesi için iletişim sayfasına yönlendirin.",
  },
  iletisim: {
    words: { min: 150, max: 350 },
    focus: "Ulaşmayı kolaylaştırın: adres, telefon, e-posta, çalışma saatleri ve kısa bir form; fazla metin değil.",
    outline: [
      [2, "{b} iletişim bilgileri"],
      [3, "Adres ve yol tarifi"],
      [3, "Telefon, e-posta ve WhatsApp"],
      [3, "Çalışma saatleri"],
      [2, "Bize yazın"],
      [2, "Sıkça sorulan sorular"],
    ],
    faq: ["{b} çalışma saatleri nedir?", "{b} ofisine nasıl ulaşırım?", "Mesajıma ne kadar sürede dönüş yapılır?"],
    links: ["Hizmetler sayfanıza", "Teklif formuna (ayrı bir sayfaysa)", "Harita üzerindeki işletme profilinize"],
    titles: ["İletişim | {b}: {K}", "İletişim | {b}", "İletişim"],
    descriptions: [
      "{b} iletişim bilgileri: adres, telefon, e-posta ve çalışma saatleri. {k} için bize yazın, en kısa sürede dönelim.",
      "{b} iletişim bilgileri: adres, telefon ve e-posta.",
      "{b} ile iletişime geçin.",
    ],
    cta: "Formun gönder düğmesi ve tıklanınca arayan telefon bağlantısı.",
  },
  kategori: {
    words: { min: 300, max: 600 },
    focus: "Ürün listesinin üstünde kısa bir giriş, altında seçim rehberi; alt kategorilere ve filtrelere yönlendirin.",
    outline: [
      [2, "{K} modelleri ve fiyatları"],
      [2, "{K} seçerken nelere dikkat edilmeli?"],
      [3, "Alt kategoriler"],
      [2, "Öne çıkan ürünler"],
      [2, "Sıkça sorulan sorular"],
    ],
    faq: ["{K} fiyatları ne kadar?", "Hangi {k} modeli bana uygun?", "{K} siparişleri kaç günde teslim edilir?"],
    links: ["Alt kategori sayfalarına", "En çok satan ürün sayfalarına", "Seçim rehberi niteliğindeki blog yazınıza", "Üst kategori sayfasına"],
    titles: ["{K} Modelleri ve Fiyatları | {b}", "{K} | {b}", "{K}"],
    descriptions: [
      "{K} modelleri ve fiyatları {b}'de. {a} için seçim rehberi, öne çıkan ürünler ve hızlı teslimat seçenekleri.",
      "{K} modelleri ve fiyatları. Seçim rehberi ve hızlı teslimat.",
      "{K} modelleri ve fiyatları.",
    ],
    cta: "Filtreleri ve sıralamayı listenin üstünde, seçim rehberini altında gösterin.",
  },
  e_ticaret: {
    words: { min: 600, max: 1000 },
    focus: "Güven ve kolaylık satın aldırır: ödeme seçenekleri, kargo, iade ve müşteri yorumları görünür olsun.",
    outline: [
      [2, "{K}: {b} güvencesiyle online alışveriş"],
      [2, "Öne çıkan kategoriler"],
      [2, "Kampanyalar ve avantajlar"],
      [2, "Güvenli ödeme, kargo ve iade"],
      [3, "Ödeme seçenekleri"],
      [3, "Kargo ve teslimat süreleri"],
      [2, "Müşteri yorumları"],
      [2, "Sıkça sorulan sorular"],
    ],
    faq: ["{K} siparişleri kaç günde kargoya verilir?", "Hangi ödeme yöntemleri kabul ediliyor?", "İade ve değişim nasıl yapılır?", "Kargo ücretsiz mi?"],
    links: ["Ana kategori sayfalarına", "Kampanya sayfanıza", "Kargo, iade ve ödeme bilgileri sayfalarına", "Müşteri hizmetleri ya da iletişim sayfanıza"],
    titles: ["{K} Online Satış | {b}", "{K} | {b}", "{K}"],
    descriptions: [
      "{K} {b}'de: güvenli ödeme, hızlı kargo ve kolay iade. {a} için kampanyaları ve öne çıkan ürünleri keşfedin.",
      "{K}: güvenli ödeme, hızlı kargo ve kolay iade.",
      "{K} online satış.",
    ],
    cta: "Kampanyalara ve sepete giden yolu her ekranda bir tık uzakta tutun.",
  },
};

/** The page's one H1: the keyword in the visitor's words, framed by what the page is. */
export const BRIEF_H1_TEMPLATES: Readonly<Record<PageType, string>> = {
  hizmet_sayfasi: "{K}",
  urun_sayfasi: "{K}",
  blog_yazisi: "{K}: Adım Adım Rehber",
  ana_sayfa: "{K}",
  hakkimizda: "Hakkımızda: {b}",
  iletisim: "İletişim",
  kategori: "{K}",
  e_ticaret: "{K}",
};

/** Readable stand-ins for the template placeholders, for the brief: "{K} | {b}" → "[Anahtar Kelime] | [İşletme]". */
export const BRIEF_PLACEHOLDER_LABELS: Readonly<Record<"k" | "K" | "b" | "a", string>> = {
  b: "[İşletme]",
  a: "[hedef kitle]",
  K: "[Anahtar Kelime]",
  k: "[anahtar kelime]",
};

/** Where the keyword goes; `uses` is the suggested number of mentions in the body. */
export function briefKeywordPlacement(keyword: string, uses: { min: number; max: number }): string[] {
  return [
    `SEO başlığının başında: “${keyword}”.`,
    "H1 başlığında ve meta açıklamasında birer kez.",
    "İlk paragrafın ilk iki cümlesi içinde.",
    "En az bir H2 başlığında; diğer başlıklarda eş anlamlılarını ve yakın aramaları kullanın.",
    `Metin boyunca doğal biçimde: ${uses.min}-${uses.max} kez (yaklaşık %1); zorlama tekrar yapmayın.`,
    "Görsellerin alt metninde ve sayfa adresinde (kısa, tireli, Türkçe karaktersiz).",
  ];
}

/** The brief as Markdown, for copying and the .md download; its first line says what it is. */
export function briefMarkdown(brief: ContentBrief): string {
  const list = (items: readonly string[]) => items.map((item) => `- ${item}`).join("\n");
  const parts = [
    `# ${brief.label}: ${brief.h1}`,
    `Sayfa türü: ${brief.pageTypeLabel}. Ton: ${brief.toneLabel}. Hedef uzunluk: ${brief.targetWords.min}-${brief.targetWords.max} kelime.`,
    `## Odak\n${brief.focus}\n\nTon: ${brief.toneGuidance}`,
    `## SEO başlığı\n${brief.title}\n\nŞablon: ${brief.titleTemplate}`,
    `## Meta açıklaması\n${brief.description}\n\nŞablon: ${brief.descriptionTemplate}`,
    `## H1\n${brief.h1}`,
    `## Taslak yapı\n${brief.outline.map((item) => `${item.level === 3 ? "  " : ""}- H${item.level}: ${item.text}`).join("\n")}`,
    `## Anahtar kelimenin yeri\n${list(brief.keywordPlacement)}`,
    ...(brief.keyPoints.length > 0 ? [`## Öne çıkacak noktalar\n${list(brief.keyPoints)}`] : []),
    `## Yanıtlanacak sorular (SSS)\n${list(brief.faqQuestions)}`,
    `## Eklenecek iç bağlantılar\n${list(brief.internalLinks)}`,
    `## Harekete geçirici mesaj\n${brief.cta}`,
  ];
  return `${parts.join("\n\n")}\n`;
}
