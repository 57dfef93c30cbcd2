import type { ToolGuide } from "~/site/tool-article-types";

/** How-to and FAQ of the rank finder (/seo-araclari/sira-bulucu). */
export const rankGuide: ToolGuide = {
  steps: [
    "Google Search Console'da Performans → Arama sonuçları raporunu açın, tarih aralığını seçin ve “Dışa aktar → CSV indir” ile dışa aktarın.",
    "İnen ZIP dosyasını ya da içindeki Sorgular ve Sayfalar CSV dosyalarını “Search Console verisi” alanına sürükleyin veya seçin; dosya tarayıcınızda okunur.",
    "Bir sorgu yazın: ortalama konumu, tıklama, gösterim ve tıklama oranı görünür. Tabloları sıralayıp filtreleyin, ikinci sayfadaki hızlı kazanımları inceleyin ve CSV olarak indirin.",
    "Canlı sıralama kontrolü bu sitede etkinse web sitenizin alan adını ve anahtar kelimeyi yazın, cihazı seçin; konum her zaman Türkiye'dir.",
    "Güvenlik sorusunu cevaplayıp “Sıralamayı Bul” düğmesine basın; sonuç kartında sitenizin ilk 100 organik sonuç içindeki yeri görünür.",
  ],
  faq: [
    {
      question: "Search Console verim bir yere gönderiliyor mu?",
      answer:
        "Hayır. Bıraktığınız ZIP ya da CSV dosyası tarayıcınızda açılır ve okunur; sunucumuza ya da başka bir servise gönderilmez, sayfayı kapattığınızda da silinir. Search Console'un Türkçe ve İngilizce dışa aktarımları, Google E-Tablolar ve Excel'de kaydedilmiş CSV dosyaları okunur.",
    },
    {
      question: "Sıralama nasıl bulunuyor?",
      answer:
        "Search Console verisindeki konum, sitenizin seçtiğiniz dönemde o sorguda Google'ın kendi ölçtüğü ortalama sırasıdır. Canlı kontrolde ise aramanız, Google Türkiye (google.com.tr, Türkçe) sonuçlarını getiren bir arama servisi üzerinden yapılır. İlk 100 organik sonuç sırayla taranır ve sitenize ya da alt alan adlarınıza ait ilk sonucun sırası gösterilir. Reklamlar, harita sonuçları ve öne çıkan kutular sayılmaz.",
    },
    {
      question: "Kendi aramamda gördüğüm sıra neden farklı?",
      answer:
        "Google sonuçları konuma, cihaza, dile, arama geçmişine ve zamana göre kişiselleştirir. Araç, kişiselleştirme olmadan Türkiye geneli için sorgulama yapar; bu yüzden kendi tarayıcınızda gördüğünüz sıra birkaç basamak farklı olabilir. Karşılaştırma için tarayıcınızın gizli penceresini kullanın.",
    },
    {
      question: "Sonuçlar ne kadar güncel?",
      answer:
        "Aynı site, anahtar kelime ve cihaz için bulunan sonuç 24 saat saklanır; bu sürede yapılan aynı arama saklanan sonucu gösterir. Sıralamalar gün içinde nadiren belirgin değiştiği için bu, sonucu etkilemeden aracı hızlı tutar. Sıralamanızı izlemek için aramayı birkaç günde bir tekrarlayın.",
    },
    {
      question: "Neden güvenlik sorusu soruluyor?",
      answer:
        "Her arama ücretli bir arama servisine istek gönderir. Basit matematik sorusu otomatik botların aracı kötüye kullanmasını önler: her soru yalnızca bir arama için geçerlidir ve 10 dakika sonra süresi dolar. Aynı adresten kısa sürede yapılabilecek arama sayısı da sınırlıdır.",
    },
    {
      question: "Sitem ilk 100 sonuçta yoksa ne yapmalıyım?",
      answer:
        "Önce sayfanızın Google dizininde olup olmadığını “site:alanadiniz.com” aramasıyla kontrol edin. Ardından o anahtar kelimeye özel bir sayfa, açıklayıcı bir başlık ve meta açıklama, konuyla ilgili iç bağlantılar ve soruyu gerçekten yanıtlayan içerik hazırlayın. GPTBot Simülatörü sayfanızdaki teknik SEO sorunlarını da listeler.",
    },
  ],
};

/** Texts of the rank finder screen beyond the required messages (RANK_MESSAGES, CAPTCHA_MESSAGES). */
export const RANK_TEXT = {
  websiteLabel: "Web sitesi",
  websitePlaceholder: "ornekajans.com.tr",
  keywordLabel: "Anahtar kelime",
  keywordPlaceholder: "istanbul seo ajansı",
  locationLabel: "Konum",
  deviceLegend: "Cihaz",
  captchaLabel: "Güvenlik sorusu",
  captchaLoading: "Soru yükleniyor…",
  captchaFailed: "Güvenlik sorusu yüklenemedi.",
  newQuestion: "Yeni soru",
  find: "Sıralamayı Bul",
  disabledHint: "Aramak için web sitesini, anahtar kelimeyi ve güvenlik sorusunun cevabını girin.",
  resultTitle: "Sonuç",
  idleResult:
    "Aramanın sonucu burada görünür. Google Türkiye'de ilk 100 organik sonuç taranır; reklamlar ve harita sonuçları sayılmaz.",
  notConfiguredTitle: "Canlı sıralama kontrolü bu sitede etkin değil",
  searchConsoleTitle: "Search Console verisi",
  searchConsoleIntro:
    "Google Search Console'daki Performans raporunu “Dışa aktar → CSV indir” ile indirin ve ZIP dosyasını ya da içindeki CSV dosyalarını buraya bırakın: sorgularınızın ortalama konumu, tıklama, gösterim ve tıklama oranı, ikinci sayfadaki fırsatlar.",
  liveTitle: "Canlı sıralama kontrolü",
  liveIntro:
    "Web sitenizi ve anahtar kelimeyi girin; Google Türkiye'nin ilk 100 organik sonucu içinde bugün kaçıncı sırada olduğunuzu masaüstü ya da mobil için bulalım.",
  rateLimitedTitle: "Çok fazla arama",
  noScript: "Sıra bulucu güvenlik sorusunu sunucudan aldığı için tarayıcınızda JavaScript'in açık olması gerekir.",
  formLabel: "Sıralama arama formu",
  totalResultsTerm: "Toplam sonuç",
  /** The result count as Google estimates it, already formatted. */
  totalResults: (count: string) => `yaklaşık ${count}`,
  notFoundAdvice:
    "Site, bu anahtar kelimede Google Türkiye'nin ilk 100 organik sonucu arasında yer almıyor. Sayfanızın dizinde olup olmadığını ve anahtar kelimeye özel bir içerik sunup sunmadığını kontrol edin.",
  resultPage: (page: number) => `Google'da ${page}. sayfa`,
} as const;
