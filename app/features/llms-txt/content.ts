import type { ToolGuide } from "~/site/tool-article-types";

/** How-to and FAQ of the llms.txt generator (/seo-araclari/llms-txt-uretici). */
export const llmsTxtGuide: ToolGuide = {
  steps: [
    "Sitenizin adını, adresini ve bir iki cümlelik açıklamasını girin; açıklama dosyada özet satırı olur.",
    "Yapay zekâ asistanlarının önce okumasını istediğiniz sayfaları başlık, adres ve kısa açıklamayla ekleyin.",
    "Müşterilerinizin en sık sorduğu soruları cevaplarıyla yazın ve anahtar kelimeleri virgülle ayırarak girin.",
    "Sağdaki önizlemede dosyanızı kontrol edin; boş bıraktığınız satırlar dosyaya eklenmez.",
    "Dosyayı indirin ve sitenizin kök dizinine yükleyin: https://alanadiniz.com/llms.txt adresinden açılmalıdır.",
  ],
  faq: [
    {
      question: "llms.txt nedir, robots.txt'nin yerine geçer mi?",
      answer:
        "llms.txt, büyük dil modellerine sitenizin ne olduğunu ve en önemli sayfalarının hangileri olduğunu anlatan, Markdown biçiminde bir özet dosyasıdır. robots.txt'nin yerine geçmez: robots.txt tarayıcılara neye erişebileceklerini söyler, llms.txt ise erişebildikleri içerikten hangisinin önemli olduğunu gösterir. İkisini birlikte kullanın.",
    },
    {
      question: "Dosyayı nereye yüklemeliyim?",
      answer:
        "Sitenizin kök dizinine, robots.txt ile aynı yere yükleyin; dosya https://alanadiniz.com/llms.txt adresinden düz metin olarak açılmalıdır. WordPress gibi sistemlerde dosyayı FTP veya hosting panelindeki dosya yöneticisiyle public_html klasörüne koymanız yeterlidir.",
    },
    {
      question: "ChatGPT veya Google llms.txt dosyasını gerçekten okuyor mu?",
      answer:
        "llms.txt henüz resmî bir standart değil, bir öneridir ve her yapay zekâ şirketi dosyayı okuduğunu açıklamış değildir. Buna karşın bazı asistanlar ve geliştirici araçları dosyayı kullanıyor; hazırlaması birkaç dakika sürdüğü ve hiçbir zararı olmadığı için erken davranmak mantıklıdır. Google temsilcileri ise arama sonuçlarında llms.txt dosyasını kullanmadıklarını açıkladı; dosya sıralamanızı etkilemez.",
    },
    {
      question: "Hangi sayfaları listelemeliyim?",
      answer:
        "Bir ziyaretçinin sizi anlaması için okuması gereken sayfaları seçin: hizmetler, fiyatlar, hakkımızda, iletişim ve en iyi rehber yazılarınız. Onlarca sayfayı eklemek yerine 5-20 güçlü sayfayı kısa ve açıklayıcı başlıklarla listelemek dosyayı daha yararlı kılar.",
    },
    {
      question: "Sıkça sorulan sorular dosyada nasıl görünür?",
      answer:
        "llmstxt.org biçiminde bölümler yalnızca bağlantı listesi içerebilir. Bu yüzden sorularınız ve cevaplarınız, özet satırının altındaki serbest metin bölümüne düz bir liste olarak yazılır; dosya böylece standart ayrıştırıcılarla sorunsuz okunur.",
    },
    {
      question: "Dosyayı ne sıklıkla güncellemeliyim?",
      answer:
        "Yeni bir hizmet eklediğinizde, önemli bir sayfanın adresi değiştiğinde veya fiyatlarınız güncellendiğinde dosyayı da yenileyin. Bu araçla formu yeniden doldurup birkaç saniyede yeni dosya alabilirsiniz.",
    },
  ],
};

export const LLMS_TEXT = {
  siteSection: "Site bilgileri",
  siteNameLabel: "Site adı",
  siteNamePlaceholder: "Örnek Mobilya",
  siteUrlLabel: "Site URL'si",
  siteUrlPlaceholder: "https://www.ornek.com",
  descriptionLabel: "Açıklama",
  descriptionHint: "Sitenizi bir iki cümleyle anlatın; dosyada özet satırı (>) olarak yer alır.",
  keywordsLabel: "Anahtar kelimeler",
  keywordsPlaceholder: "ahşap mobilya, özel tasarım masa, İstanbul",
  keywordsHint: "Virgülle ayırın; tekrar edenler bir kez yazılır.",
  pagesSection: "Önemli sayfalar",
  pagesHint:
    "Yalnızca başlığı ve adresi dolu sayfalar dosyaya eklenir. Adresi /hizmetler gibi yazarsanız site adresinize eklenir.",
  /** Placeholder of the section field: where pages without a section go. */
  pageSectionPlaceholder: (defaultSection: string) => `Boş bırakılırsa: ${defaultSection}`,
  faqSection: "Sıkça sorulan sorular",
  faqHint: "Yalnızca sorusu ve cevabı dolu satırlar dosyaya eklenir.",
  /** Row legends of the pages list: "Sayfa 1", "Sayfa 2". */
  pageItemName: "Sayfa",
  addPage: "Sayfa ekle",
  /** The H2 section a page row goes under; blank rows go under the default section. */
  pageSectionLabel: "Bölüm (isteğe bağlı)",
  faqLegend: (position: number) => `Soru ${position}`,
  questionLabel: "Soru",
  answerLabel: "Cevap",
  addFaq: "Soru ekle",
  previewEmpty: "Formu doldurdukça dosyanız burada oluşur.",
  guideLead: "llms.txt hakkında daha fazlası:",
  guideLink: "Ücretsiz llms.txt rehberi (llmstxt.org)",
  /** Screen-reader note after the external guide link. */
  opensInNewTab: " (yeni sekmede açılır)",
} as const;
