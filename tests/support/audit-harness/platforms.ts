import { pngOfSize, webpOfSize } from "./page";
import { HTML_TYPE, gzipped, type Handler, type Reply } from "./server";

/**
 * Pages shaped like what the agency's prospects run, each configured as a good agency would ship
 * it: a WordPress site with Yoast SEO, a Shopify shop, a Wix site, a Ticimax-style Turkish shop and
 * a server-rendered single-page app. The harness audits each as a site of its own (three pages,
 * robots.txt, a sitemap, compression) and expects no error and no warning a senior SEO would
 * call wrong.
 *
 * Resources that the audit fetches (images, share images, external links) are served by the
 * fixture: the shop's own host for Shopify's /cdn/shop/ files (where Shopify serves them today),
 * the second loopback origin standing in for static.wixstatic.com and for social profiles, so the
 * test never reaches the internet. Scripts and stylesheets keep their platforms' real hosts: the
 * audit reads their addresses only.
 */

export const PLATFORM_NAMES = ["wordpress", "shopify", "wix", "ticimax", "ssr-app"] as const;
export type PlatformName = (typeof PLATFORM_NAMES)[number];

interface PlatformPage {
  path: string;
  html: string;
  headers?: Record<string, string | string[]>;
}

const YEAR = new Date().getUTCFullYear();
const json = (value: unknown): string => JSON.stringify(value).replace(/</g, "\\u003c");

/** A Turkish text of `sentences` about `topic`, long enough for a real page. */
function paragraphs(topic: string, sentences: readonly string[]): string {
  return sentences.map((sentence, i) => `<p>${i === 0 ? `${topic}: ` : ""}${sentence}</p>`).join("\n");
}

const HEATING_TEXT = [
  "Kombinin yılda bir kez, ısıtma sezonu başlamadan önce bakımdan geçmesi hem yakıt tasarrufu hem de güvenlik için gereklidir.",
  "Bakımda önce cihazın elektrik ve gaz bağlantıları kontrol edilir, ardından yanma odası ve brülör temizlenir.",
  "Eşanjördeki kireç ve kurum, suyun ısınmasını yavaşlatır ve faturanızı yüzde on beşe kadar artırabilir.",
  "Genleşme tankının basıncı ölçülür, gerekiyorsa azot takviyesi yapılır; düşük basınç kombinin sık arıza vermesine yol açar.",
  "Baca gazı analizi ile karbonmonoksit değerleri ölçülür ve sonuçlar size yazılı olarak teslim edilir.",
  "Petek temizliği kombi bakımından ayrı bir iştir; peteklerin alt kısmı soğuk kalıyorsa tortu birikmiş demektir.",
  "Yetkili servis dışında yapılan müdahaleler garantiyi bozabilir, bu yüzden ekibimiz yalnızca sertifikalı teknisyenlerden oluşur.",
  "Randevu aldığınız gün teknisyenimiz size gelmeden önce telefonla haber verir ve işlem yaklaşık bir saat sürer.",
  "Bakım sonrasında cihazın çalışma basıncı, su sıcaklığı ve oda termostatı ayarları sizinle birlikte gözden geçirilir.",
  "Sorularınız için hafta içi her gün saat dokuz ile on sekiz arasında çağrı merkezimize ulaşabilirsiniz.",
];

const JACKET_TEXT = [
  "Tam tahıllı hakiki kuzu derisinden üretilen ceketimiz yumuşak dokusu ve hafifliğiyle dört mevsim kullanılabilir.",
  "İç astarı yüzde yüz viskon olup vücut ısısını dengeler, iki iç cebi telefon ve cüzdan için yeterince geniştir.",
  "Metal fermuarlar paslanmaz çelikten yapılmıştır ve yıllarca sorunsuz kullanılacak şekilde test edilmiştir.",
  "Kalıbı normal kesimdir; göğüs ölçünüze göre her zamanki bedeninizi seçmenizi öneriyoruz.",
  "Deri doğal bir malzeme olduğundan her ürünün yüzeyinde küçük doku farkları bulunabilir, bu durum kusur değildir.",
  "Temizlik için kuru temizleme önerilir; yağmurda ıslanırsa oda sıcaklığında, askıda kurumaya bırakın.",
  "Siparişleriniz iş günlerinde saat on beşe kadar verildiğinde aynı gün kargoya teslim edilir.",
  "Tüm kredi kartlarına peşin fiyatına üç taksit ve seçili kartlara on iki taksit seçeneği sunuyoruz.",
  "Ürünü teslim aldıktan sonra on dört gün içinde ücretsiz iade edebilir ya da beden değişimi isteyebilirsiniz.",
  "Sorularınız için canlı destek hattımız hafta içi ve cumartesi günleri hizmet vermektedir.",
];

const CLINIC_TEXT = [
  "Kliniğimizde diş beyazlatma, implant, ortodonti ve çocuk diş hekimliği alanlarında uzman hekimlerimizle hizmet veriyoruz.",
  "İlk muayenede ağız içi fotoğraflar ve panoramik röntgen çekilir, tedavi planı ve fiyat size yazılı olarak sunulur.",
  "İmplant tedavisinde kullandığımız tüm malzemeler uluslararası sertifikalıdır ve garanti belgesiyle teslim edilir.",
  "Şeffaf plak tedavisi, metal braket kullanmadan dişlerinizi düzeltmenin estetik ve konforlu bir yoludur.",
  "Çocuk hastalarımız için oyun alanı bulunan ayrı bir bekleme salonumuz ve pedodonti uzmanımız vardır.",
  "Randevularınızı telefonla, WhatsApp hattımızdan ya da sitemizdeki formdan kolayca oluşturabilirsiniz.",
  "Kliniğimiz Kadıköy'de, metro ve vapur iskelesine beş dakika yürüme mesafesindedir.",
  "Anlaşmalı olduğumuz özel sağlık sigortalarının listesini iletişim sayfamızda bulabilirsiniz.",
  "Tedavi sonrasında kontrol randevularınız ücretsizdir ve hekiminiz sizi bizzat takip eder.",
  "Acil durumlarda hafta sonu da nöbetçi hekimimize ulaşabilirsiniz.",
  "Diş taşı temizliği ve florür uygulaması gibi koruyucu işlemleri altı ayda bir yaptırmanızı öneriyoruz.",
  "Tedavi ücretlerini nakit, kredi kartı ya da anlaşmalı bankaların kartlarına taksitle ödeyebilirsiniz.",
  "Kliniğimizde kullanılan tüm aletler her hastadan sonra sterilize edilir ve tek kullanımlık malzemeler tercih edilir.",
];

const SOFTWARE_TEXT = [
  "Ön muhasebe uygulamamız faturalarınızı, cari hesaplarınızı ve stoklarınızı tek ekranda toplar.",
  "E-fatura ve e-arşiv faturalarınızı Gelir İdaresi Başkanlığı ile entegre şekilde, birkaç tıklamayla kesebilirsiniz.",
  "Banka hesaplarınızı bağladığınızda hareketler otomatik olarak eşleştirilir, mutabakat dakikalar içinde tamamlanır.",
  "Mali müşavirinizi ücretsiz kullanıcı olarak ekleyebilir, beyanname dönemlerinde belgeleri onunla anında paylaşabilirsiniz.",
  "Mobil uygulamamızla sahadayken bile tahsilat girebilir, müşterinize faturayı WhatsApp üzerinden gönderebilirsiniz.",
  "Verileriniz Türkiye'deki veri merkezlerinde, KVKK'ya uygun şekilde şifreli olarak saklanır.",
  "Otuz gün boyunca tüm özellikleri ücretsiz deneyebilir, kredi kartı bilgisi vermeden hemen başlayabilirsiniz.",
  "Destek ekibimiz hafta içi her gün telefon, e-posta ve canlı sohbet üzerinden size yardımcı olur.",
  "Fiyatlarımız kullanıcı sayısına göre değil, işletmenizin ihtiyaç duyduğu modüllere göre belirlenir.",
  "Yıllık ödemede iki ay ücretsiz kullanım hakkı kazanırsınız.",
  "Başka bir programdan geçiyorsanız cari ve stok kayıtlarınızı Excel dosyasıyla birkaç dakikada aktarabilirsiniz.",
  "Kullanıcı yetkilerini ayrı ayrı belirleyerek çalışanlarınızın yalnızca kendi işleriyle ilgili ekranları görmesini sağlayabilirsiniz.",
  "Her ay yayımladığımız yeniliklerle mevzuattaki değişiklikler uygulamaya sizin bir şey yapmanıza gerek kalmadan yansır.",
];

// WordPress with Yoast SEO and Astra: Yoast's head and @graph, wp-content assets, the emoji
// script, jQuery from wp-includes (deferred by a performance plugin, as a good agency ships it).
const WP_EMOJI = `window._wpemojiSettings = {"baseUrl":"https:\\/\\/s.w.org\\/images\\/core\\/emoji\\/15.0.3\\/72x72\\/","ext":".png","svgUrl":"https:\\/\\/s.w.org\\/images\\/core\\/emoji\\/15.0.3\\/svg\\/","svgExt":".svg","source":{"concatemoji":"\\/wp-includes\\/js\\/wp-emoji-release.min.js?ver=6.5.3"}};
/*! This file is auto-generated */
!function(i,n){var o,s,e;function c(e){try{var t={supportTests:e,timestamp:(new Date).valueOf()};sessionStorage.setItem(o,JSON.stringify(t))}catch(e){}}function p(e,t,n){e.clearRect(0,0,e.canvas.width,e.canvas.height),e.fillText(t,0,0);var t=new Uint32Array(e.getImageData(0,0,e.canvas.width,e.canvas.height).data),r=(e.clearRect(0,0,e.canvas.width,e.canvas.height),e.fillText(n,0,0),new Uint32Array(e.getImageData(0,0,e.canvas.width,e.canvas.height).data));return t.every(function(e,t){return e===r[t]})}}(window,document);`;

const FAQ: readonly [string, string][] = [
  ["Kombi bakımı ne kadar sürer?", "Standart bir bakım yaklaşık bir saat sürer."],
  ["Kombi bakımı yılda kaç kez yapılmalı?", "Yılda bir kez, ısıtma sezonu başlamadan önce yapılması yeterlidir."],
];

function wordpressPage(origin: string, path: string, kind: "home" | "post" | "page"): PlatformPage {
  const url = `${origin}${path}`;
  const titles = { home: "Usta Isı Sistemleri | Kombi Bakımı ve Petek Temizliği İstanbul", post: "Kombi Bakımı Nasıl Yapılır? 7 Adımda Rehber | Usta Isı", page: "İletişim ve Servis Randevusu - Usta Isı Sistemleri" };
  const h1s = { home: "İstanbul'da kombi bakımı ve petek temizliği", post: "Kombi bakımı nasıl yapılır? 7 adımda rehber", page: "İletişim ve servis randevusu" };
  const descriptions = {
    home: "Usta Isı Sistemleri: İstanbul'un her ilçesinde yetkili kombi bakımı, petek temizliği ve arıza servisi. Aynı gün randevu alın.",
    post: "Kombi bakımı yılda bir kez yapılmalı. Bakımda neler kontrol edilir, ne kadar sürer, faturayı nasıl düşürür? 7 adımda anlattık.",
    page: "Usta Isı Sistemleri servis randevusu: telefon, WhatsApp ya da form ile bize ulaşın; teknisyenimiz aynı gün yanınızda.",
  };
  const title = titles[kind];
  const image = `${origin}/wp-content/uploads/${YEAR}/03/kombi-bakimi.jpg`;
  const graph = [
    kind === "post"
      ? {
          "@type": "Article",
          "@id": `${url}#article`,
          isPartOf: { "@id": url },
          author: { name: "Mehmet Usta", "@id": `${origin}/#/schema/person/1a2b3c` },
          headline: h1s.post,
          datePublished: `${YEAR}-03-02T07:00:00+00:00`,
          dateModified: `${YEAR}-03-10T09:30:00+00:00`,
          mainEntityOfPage: { "@id": url },
          wordCount: 412,
          publisher: { "@id": `${origin}/#organization` },
          image: { "@id": `${url}#primaryimage` },
          thumbnailUrl: image,
          articleSection: ["Kombi"],
          inLanguage: "tr",
        }
      : null,
    {
      // Yoast's FAQ block makes the page an FAQPage whose questions are nodes of their own, referenced by @id.
      "@type": kind === "post" ? ["WebPage", "FAQPage"] : "WebPage",
      "@id": url,
      url,
      name: title,
      ...(kind === "post" ? { mainEntity: FAQ.map((_, i) => ({ "@id": `${url}#faq-question-${i + 1}` })) } : {}),
      isPartOf: { "@id": `${origin}/#website` },
      primaryImageOfPage: { "@id": `${url}#primaryimage` },
      image: { "@id": `${url}#primaryimage` },
      thumbnailUrl: image,
      datePublished: `${YEAR}-03-02T07:00:00+00:00`,
      dateModified: `${YEAR}-03-10T09:30:00+00:00`,
      description: descriptions[kind],
      breadcrumb: { "@id": `${url}#breadcrumb` },
      inLanguage: "tr",
      potentialAction: [{ "@type": "ReadAction", target: [url] }],
    },
    { "@type": "ImageObject", inLanguage: "tr", "@id": `${url}#primaryimage`, url: image, contentUrl: image, width: 1200, height: 630, caption: "Kombi bakımı" },
    {
      "@type": "BreadcrumbList",
      "@id": `${url}#breadcrumb`,
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Ana sayfa", item: `${origin}/` },
        ...(kind === "home" ? [] : [{ "@type": "ListItem", position: 2, name: h1s[kind] }]),
      ],
    },
    {
      "@type": "WebSite",
      "@id": `${origin}/#website`,
      url: `${origin}/`,
      name: "Usta Isı Sistemleri",
      description: "İstanbul kombi bakımı ve petek temizliği",
      publisher: { "@id": `${origin}/#organization` },
      potentialAction: [{ "@type": "SearchAction", target: { "@type": "EntryPoint", urlTemplate: `${origin}/?s={search_term_string}` }, "query-input": "required name=search_term_string" }],
      inLanguage: "tr",
    },
    {
      "@type": "Organization",
      "@id": `${origin}/#organization`,
      name: "Usta Isı Sistemleri",
      url: `${origin}/`,
      logo: { "@type": "ImageObject", inLanguage: "tr", "@id": `${origin}/#/schema/logo/image/`, url: `${origin}/wp-content/uploads/2024/01/logo.png`, contentUrl: `${origin}/wp-content/uploads/2024/01/logo.png`, width: 512, height: 512, caption: "Usta Isı Sistemleri" },
      image: { "@id": `${origin}/#/schema/logo/image/` },
      sameAs: ["https://www.facebook.com/ustaisi", "https://www.instagram.com/ustaisi"],
    },
    kind === "post" ? { "@type": "Person", "@id": `${origin}/#/schema/person/1a2b3c`, name: "Mehmet Usta", url: `${origin}/yazar/mehmet/` } : null,
    ...(kind === "post"
      ? FAQ.map(([question, answer], i) => ({
          "@type": "Question",
          "@id": `${url}#faq-question-${i + 1}`,
          position: i + 1,
          url: `${url}#faq-question-${i + 1}`,
          name: question,
          answerCount: 1,
          acceptedAnswer: { "@type": "Answer", text: answer, inLanguage: "tr" },
          inLanguage: "tr",
        }))
      : []),
  ].filter((node) => node !== null);
  const head = `<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="profile" href="https://gmpg.org/xfn/11">
<meta name='robots' content='index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1' />
<!-- This site is optimized with the Yoast SEO plugin v22.8 - https://yoast.com/wordpress/plugins/seo/ -->
<title>${title}</title>
<meta name="description" content="${descriptions[kind]}" />
<link rel="canonical" href="${url}" />
<meta property="og:locale" content="tr_TR" />
<meta property="og:type" content="${kind === "post" ? "article" : "website"}" />
<meta property="og:title" content="${title}" />
<meta property="og:description" content="${descriptions[kind]}" />
<meta property="og:url" content="${url}" />
<meta property="og:site_name" content="Usta Isı Sistemleri" />
${kind === "post" ? `<meta property="article:published_time" content="${YEAR}-03-02T07:00:00+00:00" />\n<meta property="article:modified_time" content="${YEAR}-03-10T09:30:00+00:00" />` : ""}
<meta property="og:image" content="${image}" />
<meta property="og:image:width" content="1200" />
<meta property="og:image:height" content="630" />
<meta property="og:image:type" content="image/jpeg" />
<meta name="twitter:card" content="summary_large_image" />
<meta name="twitter:label1" content="Yazan" />
<meta name="twitter:data1" content="Mehmet Usta" />
<script type="application/ld+json" class="yoast-schema-graph">${json({ "@context": "https://schema.org", "@graph": graph })}</script>
<!-- / Yoast SEO plugin. -->
<link rel='dns-prefetch' href='//fonts.googleapis.com' />
<link rel="alternate" type="application/rss+xml" title="Usta Isı Sistemleri &raquo; beslemesi" href="${origin}/feed/" />
<script>
${WP_EMOJI}
</script>
<style id='wp-emoji-styles-inline-css'>
img.wp-smiley, img.emoji { display: inline !important; border: none !important; box-shadow: none !important; height: 1em !important; width: 1em !important; margin: 0 0.07em !important; vertical-align: -0.1em !important; background: none !important; padding: 0 !important; }
</style>
<link rel='stylesheet' id='wp-block-library-css' href='${origin}/wp-includes/css/dist/block-library/style.min.css?ver=6.5.3' media='all' />
<link rel='stylesheet' id='astra-theme-css-css' href='${origin}/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.14' media='all' />
<link rel='stylesheet' id='astra-google-fonts-css' href='https://fonts.googleapis.com/css?family=Inter%3A400%2C600&#038;display=fallback&#038;ver=4.6.14' media='print' onload="this.media='all'" />
<script src="${origin}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js" defer></script>
<script src="${origin}/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js" defer></script>
<link rel="https://api.w.org/" href="${origin}/wp-json/" />
<link rel="EditURI" type="application/rsd+xml" title="RSD" href="${origin}/xmlrpc.php?rsd" />
<meta name="generator" content="WordPress 6.5.3" />
<link rel='shortlink' href='${origin}/?p=123' />
<link rel="icon" href="${origin}/wp-content/uploads/2024/01/cropped-favicon-32x32.png" sizes="32x32" />
<link rel="apple-touch-icon" href="${origin}/wp-content/uploads/2024/01/cropped-favicon-180x180.png" />`;
  const content =
    kind === "page"
      ? `${paragraphs("Servis randevusu", HEATING_TEXT.slice(5))}
<p>Telefon: <a href="tel:+902120000000">0212 000 00 00</a> · E-posta: <a href="mailto:servis@ustaisi.example">servis@ustaisi.example</a></p>
<form action="${origin}/wp-admin/admin-post.php" method="post" class="wpcf7-form"><p><label>Adınız<br><input type="text" name="your-name" autocomplete="name" required></label></p><p><label>Telefonunuz<br><input type="tel" name="your-phone" autocomplete="tel" required></label></p><p><label>Mesajınız<br><textarea name="your-message"></textarea></label></p><p>Kişisel verileriniz <a href="/kvkk-aydinlatma-metni/">KVKK aydınlatma metni</a> kapsamında işlenir.</p><p><input type="submit" value="Gönder"></p></form>
${paragraphs("Çalışma saatleri", HEATING_TEXT.slice(0, 5))}`
      : paragraphs(kind === "post" ? "Kombi bakımı" : "Hizmetlerimiz", HEATING_TEXT);
  const body = `<body class="${kind === "post" ? "post-template-default single single-post postid-123" : "page-template-default page"} wp-custom-logo ast-desktop">
<a class="skip-link screen-reader-text" href="#content">İçeriğe atla</a>
<div class="hfeed site" id="page">
<header class="site-header" id="masthead"><div class="site-branding"><a href="${origin}/" class="custom-logo-link" rel="home"><img width="180" height="60" src="${origin}/wp-content/uploads/2024/01/logo.png" class="custom-logo" alt="Usta Isı Sistemleri" decoding="async"></a></div>
<nav class="main-navigation" aria-label="Site menüsü"><ul id="primary-menu" class="main-header-menu"><li class="menu-item"><a href="${origin}/" class="menu-link">Ana sayfa</a></li><li class="menu-item"><a href="${origin}/kombi-bakimi-nasil-yapilir/" class="menu-link">Kombi bakımı rehberi</a></li><li class="menu-item"><a href="${origin}/iletisim/" class="menu-link">İletişim</a></li></ul></nav></header>
<div id="content" class="site-content"><div class="ast-container"><div id="primary" class="content-area primary"><main id="main" class="site-main">
<article class="post-123 ${kind} type-${kind} status-publish has-post-thumbnail ast-article-single" id="post-123" itemtype="https://schema.org/CreativeWork" itemscope="itemscope">
<div class="ast-post-format- single-layout-1"><header class="entry-header"><div class="post-thumb-img-content post-thumb"><img width="1200" height="630" src="${image}" class="attachment-large size-large wp-post-image" alt="Teknisyen kombinin ön kapağını açmış, brülörü temizliyor" decoding="async" fetchpriority="high" srcset="${image} 1200w, ${origin}/wp-content/uploads/${YEAR}/03/kombi-bakimi-300x158.jpg 300w, ${origin}/wp-content/uploads/${YEAR}/03/kombi-bakimi-768x403.jpg 768w" sizes="(max-width: 1200px) 100vw, 1200px" /></div>
<h1 class="entry-title" itemprop="headline">${h1s[kind]}</h1>${kind === "post" ? `<div class="entry-meta"><span class="posted-on"><time class="entry-date published" datetime="${YEAR}-03-02T10:00:00+03:00">2 Mart ${YEAR}</time></span> / <span class="posted-by"><a href="${origin}/yazar/mehmet/" rel="author">Mehmet Usta</a></span></div>` : ""}</header>
<div class="entry-content clear" itemprop="text">
<h2 class="wp-block-heading">${kind === "home" ? "Neden biz?" : "Bakımda neler yapılır?"}</h2>
${content}
${kind === "post" ? `<h2 class="wp-block-heading">Sık sorulan sorular</h2><div class="schema-faq wp-block-yoast-faq-block">${FAQ.map(([question, answer], i) => `<div class="schema-faq-section" id="faq-question-${i + 1}"><strong class="schema-faq-question">${question}</strong> <p class="schema-faq-answer">${answer}</p> </div>`).join("")}</div>` : ""}
<figure class="wp-block-image size-large"><img loading="lazy" decoding="async" width="1024" height="576" src="${origin}/wp-content/uploads/${YEAR}/03/petek-temizligi-1024x576.jpg" alt="Petek temizliği makinesi kalorifer tesisatına bağlanmış" class="wp-image-125" srcset="${origin}/wp-content/uploads/${YEAR}/03/petek-temizligi-1024x576.jpg 1024w, ${origin}/wp-content/uploads/${YEAR}/03/petek-temizligi-300x169.jpg 300w" sizes="(max-width: 1024px) 100vw, 1024px" /><figcaption class="wp-element-caption">Petek temizliği bakımdan ayrı bir iştir.</figcaption></figure>
</div></div></article>
${kind === "post" ? `<div id="comments" class="comments-area"><div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title">Bir yanıt yazın</h3><form action="${origin}/wp-comments-post.php" method="post" id="commentform" class="comment-form"><p class="comment-notes">E-posta adresiniz yayınlanmayacak. <a href="${origin}/kvkk-aydinlatma-metni/">KVKK aydınlatma metni</a></p><p class="comment-form-comment"><label for="comment">Yorum</label><textarea id="comment" name="comment" cols="45" rows="8" maxlength="65525" required></textarea></p><p class="comment-form-author"><label for="author">Ad</label><input id="author" name="author" type="text" autocomplete="name" required></p><p class="comment-form-email"><label for="email">E-posta</label><input id="email" name="email" type="email" autocomplete="email" required></p><p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Yorum gönder"><input type="hidden" name="comment_post_ID" value="123" id="comment_post_ID"></p></form></div></div>` : ""}
</main></div></div></div>
<footer class="site-footer" id="colophon"><div class="ast-small-footer"><p>Telif hakkı © ${YEAR} Usta Isı Sistemleri · <a href="${origin}/kvkk-aydinlatma-metni/">KVKK aydınlatma metni</a> · <a href="${origin}/cerez-politikasi/">Çerez politikası</a></p></div></footer>
</div>
<script src="${origin}/wp-content/themes/astra/assets/js/minified/frontend.min.js?ver=4.6.14" id="astra-theme-js-js" defer></script>
<script src="${origin}/wp-includes/js/comment-reply.min.js?ver=6.5.3" id="comment-reply-js" async data-wp-strategy="async"></script>
</body>`;
  return { path, html: `<!DOCTYPE html>\n<html lang="tr">\n<head>\n${head}\n</head>\n${body}\n</html>` };
}

function wordpressLegalPage(origin: string, path: string, title: string): PlatformPage {
  const page = wordpressPage(origin, path, "page");
  const html = page.html
    .replaceAll("İletişim ve Servis Randevusu - Usta Isı Sistemleri", `${title} - Usta Isı Sistemleri`)
    .replaceAll("İletişim ve servis randevusu", title)
    .replaceAll("Usta Isı Sistemleri servis randevusu: telefon, WhatsApp ya da form ile bize ulaşın; teknisyenimiz aynı gün yanınızda.", `${title}: Usta Isı Sistemleri'nin kişisel verileri ve çerezleri nasıl işlediğini sade bir dille anlatıyoruz.`);
  return { path, html };
}

const PLATFORMS: Record<PlatformName, (origin: string, cdn: string) => PlatformPage[]> = {
  wordpress: (origin) => [
    wordpressPage(origin, "/", "home"),
    wordpressPage(origin, "/kombi-bakimi-nasil-yapilir/", "post"),
    wordpressPage(origin, "/iletisim/", "page"),
    wordpressLegalPage(origin, "/kvkk-aydinlatma-metni/", "KVKK aydınlatma metni"),
    wordpressLegalPage(origin, "/cerez-politikasi/", "Çerez politikası"),
    wordpressLegalPage(origin, "/yazar/mehmet/", "Yazar: Mehmet Usta"),
  ],
  shopify: shopifyPages,
  wix: wixPages,
  ticimax: ticimaxPages,
  "ssr-app": ssrPages,
};

// Shopify (Dawn theme): content_for_header's inline scripts, the product's JSON-LD as Shopify
// writes it, product images on the shop's own host under /cdn/shop/ with `.jpg` addresses and
// width parameters (Shopify serves WebP or AVIF at them to browsers that accept it).
function shopifyPages(origin: string, cdn: string): PlatformPage[] {
  const host = new URL(origin).host;
  const shopHead = (title: string, description: string, url: string, image: string, extra: string): string => `<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="theme-color" content="">
<link rel="canonical" href="${url}">
<link rel="preconnect" href="https://cdn.shopify.com" crossorigin>
<link rel="icon" type="image/png" href="//${host}/cdn/shop/files/favicon.png?crop=center&height=32&v=1700000000&width=32">
<link rel="preconnect" href="https://fonts.shopifycdn.com" crossorigin>
<title>${title}</title>
<meta name="description" content="${description}">
<meta property="og:site_name" content="Moda Butik">
<meta property="og:url" content="${url}">
<meta property="og:title" content="${title}">
<meta property="og:type" content="${extra.includes('"Product"') ? "product" : "website"}">
<meta property="og:description" content="${description}">
<meta property="og:image" content="http:${image}">
<meta property="og:image:secure_url" content="https:${image}">
<meta property="og:image:width" content="1200">
<meta property="og:image:height" content="1200">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:title" content="${title}">
<meta name="twitter:description" content="${description}">
<script src="//${host}/cdn/shop/t/3/assets/constants.js?v=58251544750838685771700000000" defer="defer"></script>
<script src="//${host}/cdn/shop/t/3/assets/pubsub.js?v=158357773527763999511700000000" defer="defer"></script>
<script src="//${host}/cdn/shop/t/3/assets/global.js?v=37284204640041572741700000000" defer="defer"></script>
<script>window.performance && window.performance.mark && window.performance.mark('shopify.content_for_header.start');</script>
<meta name="shopify-checkout-api-token" content="0123456789abcdef0123456789abcdef">
<meta id="shopify-digital-wallet" name="shopify-digital-wallet" content="/12345678/digital_wallets/dialog">
<script async="async" src="/checkouts/internal/preloads.js?locale=tr-TR"></script>
<script id="shopify-features" type="application/json">{"accessToken":"0123456789abcdef0123456789abcdef","betas":["rich-media-storefront-analytics"],"domain":"${host}","predictiveSearch":true,"shopId":12345678,"locale":"tr"}</script>
<script>var Shopify = Shopify || {};
Shopify.shop = "moda-butik.myshopify.com";
Shopify.locale = "tr";
Shopify.currency = {"active":"TRY","rate":"1.0"};
Shopify.country = "TR";
Shopify.theme = {"name":"Dawn","id":140000000000,"schema_name":"Dawn","schema_version":"15.0.0","theme_store_id":887,"role":"main"};
Shopify.routes = Shopify.routes || {};
Shopify.routes.root = "/";</script>
<script type="module">!function(o){(o.Shopify=o.Shopify||{}).modules=!0}(window);</script>
<script>!function(o){function n(){var o=[];function n(){o.push(Array.prototype.slice.apply(arguments))}return n.q=o,n}var t=o.Shopify=o.Shopify||{};t.loadFeatures=n(),t.autoloadFeatures=n()}(window);</script>
<script id="shop-js-analytics" type="application/json">{"pageType":"product"}</script>
<script>window.ShopifyPaypalV4VisibilityTracking = true;</script>
<script id="__st">var __st={"a":12345678,"offset":10800,"reqid":"0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0","pageurl":"${host}","u":"a1b2c3d4e5f6","p":"product","rtyp":"product","rid":8123456789};</script>
<script>window.ShopifyAnalytics = window.ShopifyAnalytics || {}; window.ShopifyAnalytics.meta = window.ShopifyAnalytics.meta || {}; window.ShopifyAnalytics.meta.currency = 'TRY';</script>
<script class="boomerang">(function () { window.BOOMR = window.BOOMR || {}; window.BOOMR.snippetVersion = 12; window.BOOMR.application = "storefront-renderer"; window.BOOMR.themeName = "Dawn"; })();</script>
<script>window.performance && window.performance.mark && window.performance.mark('shopify.content_for_header.end');</script>
<link href="//${host}/cdn/shop/t/3/assets/base.css?v=144968985024194912401700000000" rel="stylesheet" type="text/css" media="all">
<link rel="stylesheet" href="//${host}/cdn/shop/t/3/assets/component-predictive-search.css?v=118923337488134913561700000000" media="print" onload="this.media='all'">
${extra}`;
  // Dawn puts the logo in an H1 on the home page (the banner's title is an H2 there), in a div elsewhere.
  const logo = `<a href="/" class="header__heading-link link link--text focus-inset"><img src="//${host}/cdn/shop/files/logo.png?v=1700000000&width=300" alt="Moda Butik" width="150" height="40" class="header__heading-logo"></a>`;
  const nav = (home: boolean) => `<a class="skip-to-content-link button visually-hidden" href="#MainContent">İçeriğe atla</a>
<header class="header header--middle-left page-width">${home ? `<h1 class="header__heading">${logo}</h1>` : `<div class="header__heading">${logo}</div>`}
<nav class="header__inline-menu"><ul class="list-menu list-menu--inline" role="list"><li><a href="/" class="header__menu-item list-menu__item link link--text focus-inset">Ana sayfa</a></li><li><a href="/collections/ceketler" class="header__menu-item list-menu__item link link--text focus-inset">Ceketler</a></li><li><a href="/products/hakiki-deri-ceket-siyah" class="header__menu-item list-menu__item link link--text focus-inset">Yeni sezon</a></li></ul></nav>
<a href="/cart" class="header__icon header__icon--cart link focus-inset" id="cart-icon-bubble"><span class="visually-hidden">Sepet</span></a></header>`;
  const footer = `<footer class="footer color-scheme-1 gradient section-sections--footer-padding"><ul class="list-unstyled list-social footer__list-social" role="list"><li class="list-social__item"><a href="${cdn}/sosyal/instagram-modabutik" class="link list-social__link"><span class="visually-hidden">Instagram</span></a></li></ul>
<ul class="policies list-unstyled"><li><a href="/pages/iletisim">İletişim</a></li><li><a href="/policies/refund-policy">İade ve değişim</a></li><li><a href="/policies/terms-of-service">Mesafeli satış sözleşmesi</a></li><li><a href="/policies/privacy-policy">KVKK aydınlatma metni</a></li></ul>
<small class="copyright__content">© ${YEAR}, <a href="/" title="">Moda Butik</a></small></footer>`;
  const doc = (head: string, main: string, home = false): string => `<!doctype html>\n<html class="no-js" lang="tr">\n<head>\n${head}\n</head>\n<body class="gradient">\n${nav(home)}\n<main id="MainContent" class="content-for-layout focus-none" role="main" tabindex="-1">\n${main}\n</main>\n${footer}\n</body>\n</html>`;
  const productImage = (name: string) => `//${host}/cdn/shop/files/${name}.jpg?v=1700000000`;
  const product = (slug: string, name: string, color: string): PlatformPage => {
    const url = `${origin}/products/${slug}`;
    const image = productImage(slug);
    const ld = {
      "@context": "http://schema.org/",
      "@type": "Product",
      name,
      url,
      image: [`https:${image}&width=1920`],
      description: JACKET_TEXT.slice(0, 3).join(" "),
      sku: `DC-${color.toUpperCase()}-M`,
      brand: { "@type": "Brand", name: "Moda Butik" },
      offers: [{ "@type": "Offer", sku: `DC-${color.toUpperCase()}-M`, availability: "http://schema.org/InStock", price: 2499.9, priceCurrency: "TRY", url: `${url}?variant=44000000000001` }],
    };
    const main = `<section id="shopify-section-template--main-product" class="shopify-section section"><div class="page-width"><div class="product product--large grid grid--1-col grid--2-col-tablet">
<div class="grid__item product__media-wrapper"><ul class="product__media-list" role="list">
<li class="product__media-item"><div class="product__media media"><img src="${image}&width=1946" srcset="${image}&width=246 246w, ${image}&width=493 493w, ${image}&width=600 600w, ${image}&width=946 946w, ${image}&width=1946 1946w" width="973" height="973" alt="${name}, önden görünüm" sizes="(min-width: 1200px) 715px, calc(100vw - 30px)" fetchpriority="high"></div></li>
<li class="product__media-item"><div class="product__media media"><img src="${productImage(`${slug}-arka`)}&width=1946" srcset="${productImage(`${slug}-arka`)}&width=493 493w, ${productImage(`${slug}-arka`)}&width=946 946w" width="973" height="973" alt="${name}, arkadan görünüm" loading="lazy" sizes="(min-width: 1200px) 715px, calc(100vw - 30px)"></div></li>
</ul></div>
<div class="product__info-wrapper grid__item"><div class="product__title"><h1>${name}</h1></div>
<div class="price"><span class="price-item price-item--regular">2.499,90 TL</span></div>
<form method="post" action="/cart/add" id="product-form-template--main" accept-charset="UTF-8" class="form" enctype="multipart/form-data" novalidate="novalidate" data-type="add-to-cart-form"><input type="hidden" name="form_type" value="product"><input type="hidden" name="utf8" value="✓"><input type="hidden" name="id" value="44000000000001"><button type="submit" name="add" class="product-form__submit button button--full-width button--secondary">Sepete ekle</button></form>
<div class="product__description rte quick-add-hidden"><h2>Ürün açıklaması</h2>${paragraphs(name, JACKET_TEXT)}</div>
</div></div></div></section>`;
    return { path: `/products/${slug}`, html: doc(shopHead(`${name} – Moda Butik`, `${name}: hakiki kuzu derisi, viskon astar, metal fermuar. Aynı gün kargo, 14 gün ücretsiz iade.`, url, image, `<script type="application/ld+json">${json(ld)}</script>`), main) };
  };
  const homeLd = [
    { "@context": "http://schema.org", "@type": "Organization", name: "Moda Butik", logo: `https://${host}/cdn/shop/files/logo.png?v=1700000000&width=500`, sameAs: ["https://www.instagram.com/modabutik"], url: `${origin}` },
    { "@context": "http://schema.org", "@type": "WebSite", name: "Moda Butik", potentialAction: { "@type": "SearchAction", target: `${origin}/search?q={search_term_string}`, "query-input": "required name=search_term_string" }, url: `${origin}` },
  ];
  const home: PlatformPage = {
    path: "/",
    html: doc(
      shopHead("Moda Butik – Hakiki deri ceket ve çanta", "Moda Butik: hakiki deri ceket, çanta ve aksesuar. Aynı gün kargo, peşin fiyatına taksit, 14 gün ücretsiz iade.", `${origin}/`, productImage("vitrin"), homeLd.map((ld) => `<script type="application/ld+json">${json(ld)}</script>`).join("\n")),
      `<section class="banner"><img src="${productImage("vitrin")}&width=1500" srcset="${productImage("vitrin")}&width=750 750w, ${productImage("vitrin")}&width=1500 1500w" width="1500" height="600" alt="Yeni sezon deri ceketler" fetchpriority="high" sizes="100vw"><h2 class="banner__heading">Yeni sezon hakiki deri ceketler</h2></section>
<section class="rich-text"><h2>Neden Moda Butik?</h2>${paragraphs("Moda Butik", JACKET_TEXT)}</section>`,
      true,
    ),
  };
  const collection: PlatformPage = {
    path: "/collections/ceketler",
    html: doc(
      shopHead("Ceketler – Moda Butik", "Moda Butik deri ceket koleksiyonu: siyah, kahverengi ve taba renklerde hakiki deri ceketler, peşin fiyatına taksit.", `${origin}/collections/ceketler`, productImage("vitrin"), ""),
      `<h1 class="collection-hero__title">Ceketler</h1><div class="collection-hero__description rte">${paragraphs("Ceket koleksiyonu", JACKET_TEXT)}</div>
<ul id="product-grid" class="grid product-grid" role="list"><li class="grid__item"><a href="/products/hakiki-deri-ceket-siyah" class="full-unstyled-link">Hakiki deri ceket, siyah</a></li><li class="grid__item"><a href="/products/hakiki-deri-ceket-taba" class="full-unstyled-link">Hakiki deri ceket, taba</a></li></ul>`,
    ),
  };
  const policy = (path: string, title: string): PlatformPage => ({
    path,
    html: doc(shopHead(`${title} – Moda Butik`, `${title}: Moda Butik alışverişlerinizde haklarınızı ve koşulları sade bir dille anlatıyoruz.`, `${origin}${path}`, productImage("vitrin"), ""), `<div class="shopify-policy__container"><h1 class="shopify-policy__title">${title}</h1><div class="shopify-policy__body"><div class="rte">${paragraphs(title, JACKET_TEXT.slice(5))}${paragraphs("Sipariş ve teslimat", JACKET_TEXT.slice(0, 5))}</div></div></div>`),
  });
  return [
    home,
    collection,
    product("hakiki-deri-ceket-siyah", "Hakiki deri ceket, siyah", "sy"),
    product("hakiki-deri-ceket-taba", "Hakiki deri ceket, taba", "tb"),
    policy("/policies/refund-policy", "İade ve değişim"),
    policy("/policies/terms-of-service", "Mesafeli satış sözleşmesi"),
    policy("/policies/privacy-policy", "KVKK aydınlatma metni"),
    policy("/pages/iletisim", "İletişim"),
  ];
}

// Wix: most of the page is inline JavaScript and JSON (the viewer's model, warmup data), the
// content is in the HTML as Wix renders it on its servers, images on the media host (a stand-in
// here) at `.jpg` addresses whose `enc_avif` step serves AVIF.
function wixPages(origin: string, cdn: string): PlatformPage[] {
  const viewerModel = json({
    site: { metaSiteId: "0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0", isHttps: true, externalBaseUrl: origin },
    siteFeatures: Array.from({ length: 60 }, (_, i) => `feature${i}`),
    siteAssets: { modulesParams: Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`module${i}`, { version: `1.${i}.0`, checksum: "a".repeat(40) }])) },
    experiments: Object.fromEntries(Array.from({ length: 400 }, (_, i) => [`specs.thunderbolt.experiment${i}`, i % 2 === 0])),
  });
  const warmup = json({ pages: Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`comp-${i.toString(36)}`, { type: "WRichText", html: `<p class="font_8">Parça ${i}</p>`, layout: { x: i, y: i * 10, width: 980, height: 40 } }])) });
  const image = (name: string, w: number, h: number) => `${cdn}/media/8a1b2c_${name}~mv2.jpg/v1/fill/w_${w},h_${h},al_c,q_85,usm_0.66_1.00_0.01,enc_avif,quality_auto/${name}.jpg`;
  const page = (path: string, title: string, h1: string, description: string, topic: string): PlatformPage => {
    const url = `${origin}${path}`;
    const ld =
      path === "/"
        ? {
            "@context": "https://schema.org/",
            "@type": "Dentist",
            name: "Gülüş Ağız ve Diş Sağlığı Polikliniği",
            url: `${origin}/`,
            image: image("klinik", 1200, 630),
            logo: image("logo", 400, 400),
            telephone: "+90 216 000 00 00",
            address: { "@type": "PostalAddress", streetAddress: "Moda Cd. 10", addressLocality: "Kadıköy", addressRegion: "İstanbul", postalCode: "34710", addressCountry: "TR" },
            geo: { "@type": "GeoCoordinates", latitude: 40.987, longitude: 29.026 },
            openingHours: "Mo-Sa 09:00-19:00",
          }
        : { "@context": "https://schema.org/", "@type": "WebPage", name: title, url };
    const html = `<!DOCTYPE html>
<html lang="tr" dir="ltr">
<head>
<meta charset='utf-8'>
<meta name="viewport" content="width=device-width, initial-scale=1" id="wixDesktopViewport" />
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="generator" content="Wix.com Website Builder"/>
<link rel="icon" sizes="192x192" href="${image("favicon", 192, 192)}" type="image/jpeg"/>
<link rel="shortcut icon" href="${image("favicon", 32, 32)}" type="image/jpeg"/>
<link rel="apple-touch-icon" href="${image("favicon", 180, 180)}" type="image/jpeg"/>
<script type="text/javascript">
window.__browser_deprecation__ = sessionStorage.getItem('__browser_deprecation__') === 'true';
window.fedops = window.fedops || {}; window.fedops.apps = window.fedops.apps || {}; window.fedops.apps['wix-thunderbolt'] = { startLoadTime: performance.now() };
</script>
<script id="wix-viewer-model" type="application/json">${viewerModel}</script>
<script type="text/javascript">
window.viewerModel = JSON.parse(document.getElementById('wix-viewer-model').textContent);
window.commonConfig = viewerModel.commonConfig;
window.clientSideRender = false;
${Array.from({ length: 120 }, (_, i) => `window.__wixModule${i} = function (e, t, n) { "use strict"; var r = n(${i}), o = n.n(r); e.exports = function (a) { return o()(a).map(function (s) { return s * ${i}; }); }; };`).join("\n")}
</script>
<script id="wix-warmup-data" type="application/json">${warmup}</script>
<script src="https://static.parastorage.com/polyfill/v3/polyfill.min.js?features=fetch%2CIntersectionObserver&flags=gated" async></script>
<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.renderer.min.js" async></script>
<style id="css_masterPage">${Array.from({ length: 300 }, (_, i) => `#comp-${i.toString(36)}{--bg:rgba(255,255,255,1);width:980px;height:${40 + i}px}`).join("")}</style>
<title>${title}</title>
<meta name="description" content="${description}"/>
<link rel="canonical" href="${url}"/>
<meta property="og:title" content="${title}"/>
<meta property="og:description" content="${description}"/>
<meta property="og:image" content="${image("klinik", 1200, 630)}"/>
<meta property="og:image:width" content="1200"/>
<meta property="og:image:height" content="630"/>
<meta property="og:url" content="${url}"/>
<meta property="og:site_name" content="Gülüş Diş Polikliniği"/>
<meta property="og:type" content="website"/>
<script type="application/ld+json">${json(ld)}</script>
<meta name="twitter:card" content="summary_large_image"/>
<meta name="twitter:title" content="${title}"/>
</head>
<body>
<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="SCROLL_TO_TOP" class="Vd6aQZ ignore-focus"></div>
<div id="site-root"><div id="masterPage" class="mesh-layout">
<header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1"><div id="comp-logo"><a href="${origin}/" data-testid="linkElement"><img src="${image("logo", 160, 60)}" alt="Gülüş Diş Polikliniği logosu" width="160" height="60" fetchpriority="high"/></a></div>
<nav id="comp-menu" aria-label="Site"><ul><li><a href="${origin}/" data-testid="linkElement">Ana Sayfa</a></li><li><a href="${origin}/tedaviler" data-testid="linkElement">Tedaviler</a></li><li><a href="${origin}/iletisim" data-testid="linkElement">İletişim</a></li></ul></nav></header>
<main id="PAGES_CONTAINER" tabindex="-1" data-main-content="true"><div id="SITE_PAGES"><div class="page-container">
<section id="comp-hero" class="wixui-section"><div data-testid="richTextElement" class="wixui-rich-text"><h1 class="font_0 wixui-rich-text__text">${h1}</h1></div>
<div id="comp-hero-img" class="wixui-image"><img src="${image("klinik", 980, 551)}" alt="Kliniğimizin aydınlık muayene odası" style="width:980px;height:551px;object-fit:cover" width="980" height="551" srcset="${image("klinik", 980, 551)} 1x, ${image("klinik", 1960, 1102)} 2x" fetchpriority="high"/></div></section>
<section id="comp-text" class="wixui-section"><div data-testid="richTextElement" class="wixui-rich-text"><h2 class="font_2 wixui-rich-text__text">${topic}</h2>${paragraphs(topic, CLINIC_TEXT)}</div>
<div id="comp-img2" class="wixui-image"><img src="${image("ekip", 490, 327)}" alt="Hekimlerimiz ve asistanlarımız" style="width:490px;height:327px;object-fit:cover" width="490" height="327" loading="lazy"/></div></section>
</div></div></main>
<footer id="SITE_FOOTER" class="wixui-footer"><p class="font_9">Moda Cd. 10, Kadıköy, İstanbul · Telefon: <a href="tel:+902160000000">0216 000 00 00</a></p><p class="font_9">© ${YEAR} Gülüş Ağız ve Diş Sağlığı Polikliniği · <a href="${origin}/kvkk">KVKK aydınlatma metni</a> · <a href="${cdn}/sosyal/instagram-gulusdis">Instagram</a></p></footer>
</div></div></div></div>
<script type="text/javascript">window.thunderboltTag = "libs-releases-GA-local"; window.thunderboltVersion = "1.14000.0";</script>
</body>
</html>`;
    return { path, html };
  };
  return [
    page("/", "Gülüş Diş Polikliniği | Kadıköy Diş Hekimi, İmplant ve Ortodonti", "Kadıköy'de ağız ve diş sağlığı polikliniği", "Gülüş Diş Polikliniği: Kadıköy'de implant, ortodonti, diş beyazlatma ve çocuk diş hekimliği. Hemen randevu alın.", "Tedavilerimiz"),
    page("/tedaviler", "Tedaviler | Gülüş Diş Polikliniği Kadıköy", "İmplant, ortodonti ve estetik diş tedavileri", "Gülüş Diş Polikliniği tedavileri: implant, şeffaf plak, diş beyazlatma ve çocuk diş hekimliği; fiyat ve süre bilgisi.", "Tedavi seçenekleri"),
    page("/iletisim", "İletişim ve Randevu | Gülüş Diş Polikliniği Kadıköy", "İletişim ve randevu", "Gülüş Diş Polikliniği iletişim: Moda Caddesi, Kadıköy. Telefon, WhatsApp ve form ile randevu; hafta içi ve cumartesi açık.", "Bize ulaşın"),
    page("/kvkk", "KVKK Aydınlatma Metni | Gülüş Diş Polikliniği", "KVKK aydınlatma metni", "Gülüş Diş Polikliniği KVKK aydınlatma metni: hasta verilerinizi hangi amaçla işlediğimizi ve haklarınızı anlatıyoruz.", "Kişisel verileriniz"),
  ];
}

// A Ticimax-style Turkish shop: product pages at the root ("/erkek-deri-ceket-siyah"), images under
// /UrunResimleri/ at .jpg addresses, jQuery from the platform's /Scripts/ (deferred), Google Tag
// Manager with its noscript iframe, instalment and shipping notes, KVKK and distance-selling links.
function ticimaxPages(origin: string, cdn: string): PlatformPage[] {
  const page = (path: string, title: string, h1: string, description: string, product: boolean): PlatformPage => {
    const url = `${origin}${path}`;
    const image = `${origin}/UrunResimleri/buyuk/erkek-deri-ceket-siyah-1234-56-B.jpg`;
    const ld = product
      ? [
          {
            "@context": "https://schema.org",
            "@type": "Product",
            name: h1,
            image: [image],
            description: JACKET_TEXT.slice(0, 2).join(" "),
            sku: "TCX-1234",
            gtin13: "8690000012345",
            brand: { "@type": "Brand", name: "Deri Dünyası" },
            offers: { "@type": "Offer", url, priceCurrency: "TRY", price: "3299.00", priceValidUntil: `${YEAR + 1}-12-31`, availability: "https://schema.org/InStock", itemCondition: "https://schema.org/NewCondition" },
          },
          {
            "@context": "https://schema.org",
            "@type": "BreadcrumbList",
            itemListElement: [
              { "@type": "ListItem", position: 1, name: "Ana Sayfa", item: `${origin}/` },
              { "@type": "ListItem", position: 2, name: "Erkek Ceket", item: `${origin}/erkek-ceket` },
              { "@type": "ListItem", position: 3, name: h1 },
            ],
          },
        ]
      : [{ "@context": "https://schema.org", "@type": "Organization", name: "Deri Dünyası", url: `${origin}/`, logo: `${origin}/Uploads/EditorUploads/logo.png`, contactPoint: { "@type": "ContactPoint", telephone: "+90 850 000 00 00", contactType: "customer service", areaServed: "TR", availableLanguage: "Turkish" } }];
    const html = `<!DOCTYPE html>
<html lang="tr">
<head>
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-ABC1234');</script>
<!-- End Google Tag Manager -->
<!-- Meta Pixel Code -->
<script>!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window, document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init', '123456789012345');fbq('track', 'PageView');</script>
<noscript><img height="1" width="1" style="display:none" src="https://www.facebook.com/tr?id=123456789012345&ev=PageView&noscript=1"/></noscript>
<!-- End Meta Pixel Code -->
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${title}</title>
<meta name="description" content="${description}" />
<link rel="canonical" href="${url}" />
<meta property="og:type" content="${product ? "product" : "website"}" />
<meta property="og:title" content="${title}" />
<meta property="og:description" content="${description}" />
<meta property="og:url" content="${url}" />
<meta property="og:image" content="${image}" />
<meta name="twitter:card" content="summary_large_image" />
<link rel="shortcut icon" href="${origin}/Uploads/EditorUploads/favicon.ico" />
<link href="${origin}/Themes/Default/css/site.min.css?v=26.11.5" rel="stylesheet" />
<script src="${origin}/Scripts/jquery-3.7.1.min.js" defer></script>
<script src="${origin}/Scripts/ticimax.core.min.js?v=26.11.5" defer></script>
<script>var siteSettings = {"ParaBirimi":"TRY","DilKodu":"tr","SepetUrl":"/sepetim","UyeGirisiUrl":"/uye-girisi"}; var productDetailModel = ${product ? json({ productId: 1234, productName: h1, price: 3299, stock: 12 }) : "null"};</script>
${ld.map((value) => `<script type="application/ld+json">${json(value)}</script>`).join("\n")}
</head>
<body>
<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-ABC1234" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
<div class="headerContent"><div class="topBar"><span>500 TL üzeri kargo bedava</span> · <span>Peşin fiyatına 3 taksit</span> · <span>Müşteri hizmetleri: <a href="tel:+908500000000">0850 000 00 00</a></span></div>
<a href="${origin}/" class="logo"><img src="${origin}/Uploads/EditorUploads/logo.png" alt="Deri Dünyası" width="180" height="50" /></a>
<ul class="navUl"><li><a href="${origin}/">Ana Sayfa</a></li><li><a href="${origin}/erkek-ceket">Erkek Ceket</a></li><li><a href="${origin}/erkek-deri-ceket-siyah">Çok Satan</a></li><li><a href="${origin}/sepetim" rel="nofollow">Sepetim</a></li></ul></div>
<div class="mainContent">
${
  product
    ? `<div class="ProductDetail"><div class="productImages"><img id="imgUrunResim" src="${image}" alt="${h1}" width="800" height="1066" fetchpriority="high" /><img src="${origin}/UrunResimleri/buyuk/erkek-deri-ceket-siyah-1234-56-C.jpg" alt="${h1}, arkadan" width="800" height="1066" loading="lazy" /></div>
<div class="productInfo"><h1 class="ProductName">${h1}</h1><div class="productPrice"><span class="indirimliFiyat">3.299,00 TL</span></div>
<div class="taksitBilgi">Kredi kartına 12 aya varan taksit seçenekleri</div>
<form id="sepeteEkleForm" method="post" action="${origin}/Sepet/Ekle"><input type="hidden" name="UrunId" value="1234" /><label for="adet">Adet</label><input id="adet" name="Adet" type="number" value="1" min="1" /><button type="submit" class="sepeteEkleBtn">Sepete Ekle</button></form>
<div class="urunAciklama"><h2>Ürün Açıklaması</h2>${paragraphs(h1, JACKET_TEXT)}</div></div></div>`
    : `<div class="categoryContent"><h1>${h1}</h1>${paragraphs("Erkek ceket", JACKET_TEXT)}<ul class="productList"><li><a href="${origin}/erkek-deri-ceket-siyah">Erkek deri ceket, siyah</a></li></ul></div>`
}
</div>
<div class="footer"><ul><li><a href="${origin}/mesafeli-satis-sozlesmesi">Mesafeli Satış Sözleşmesi</a></li><li><a href="${origin}/iade-ve-degisim">İade ve Değişim</a></li><li><a href="${origin}/kvkk-aydinlatma-metni">KVKK Aydınlatma Metni</a></li><li><a href="${cdn}/sosyal/instagram-deridunyasi">Instagram</a></li></ul>
<p>© ${YEAR} Deri Dünyası. Tüm hakları saklıdır. <a href="${origin}/iletisim">İletişim</a></p></div>
<div id="cerezBildirimi" class="cookie-consent-bar" role="dialog" aria-label="Çerez bildirimi"><p>Sitemizde deneyiminizi iyileştirmek ve reklamlarımızı ölçmek için çerezler kullanıyoruz. Ayrıntılar için <a href="${origin}/kvkk-aydinlatma-metni">KVKK aydınlatma metni</a>.</p><button type="button" class="cerezKabul">Kabul ediyorum</button> <button type="button" class="cerezRed">Reddediyorum</button></div>
</body>
</html>`;
    return { path, html };
  };
  const info = (path: string, title: string) => page(path, `${title} | Deri Dünyası`, title, `${title}: Deri Dünyası alışverişlerinde haklarınız, iade ve teslimat koşulları ile kişisel verilerinizin işlenmesi hakkında bilgi.`, false);
  return [
    page("/", "Deri Dünyası | Hakiki Deri Ceket ve Mont Modelleri", "Hakiki deri ceket ve mont modelleri", "Deri Dünyası: hakiki deri ceket, mont ve yelek modelleri. 500 TL üzeri kargo bedava, peşin fiyatına 3 taksit, 14 gün iade.", false),
    page("/erkek-ceket", "Erkek Ceket Modelleri ve Fiyatları | Deri Dünyası", "Erkek ceket modelleri", "Erkek deri ceket modelleri ve fiyatları: siyah, kahverengi ve taba renkler, hakiki kuzu derisi. Peşin fiyatına taksit imkânı.", false),
    page("/erkek-deri-ceket-siyah", "Erkek Hakiki Deri Ceket Siyah | Deri Dünyası", "Erkek hakiki deri ceket, siyah", "Erkek hakiki deri ceket, siyah: kuzu derisi, viskon astar, metal fermuar. 3.299 TL, aynı gün kargo, 14 gün ücretsiz iade.", true),
    info("/mesafeli-satis-sozlesmesi", "Mesafeli Satış Sözleşmesi"),
    info("/iade-ve-degisim", "İade ve Değişim"),
    info("/kvkk-aydinlatma-metni", "KVKK Aydınlatma Metni"),
    info("/iletisim", "İletişim"),
  ];
}

// A single-page app rendered on the server (Next.js): the content is in the HTML inside the
// mount point, the page's data in __NEXT_DATA__, the bundles deferred.
function ssrPages(origin: string, cdn: string): PlatformPage[] {
  void cdn;
  const page = (path: string, title: string, h1: string, description: string): PlatformPage => {
    const url = `${origin}${path}`;
    const data = { props: { pageProps: { title, h1, sections: SOFTWARE_TEXT } }, page: path === "/" ? "/" : "/[slug]", query: {}, buildId: "k3J9x0aB1c2D3e4F5g6H7", isFallback: false, gssp: true, scriptLoader: [] };
    const html = `<!DOCTYPE html><html lang="tr"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>${title}</title><meta name="description" content="${description}"/><link rel="canonical" href="${url}"/><meta property="og:title" content="${title}"/><meta property="og:description" content="${description}"/><meta property="og:url" content="${url}"/><meta property="og:image" content="${origin}/og/hesapkolay.png"/><meta property="og:type" content="website"/><meta name="twitter:card" content="summary_large_image"/><link rel="icon" href="/favicon.ico"/><script type="application/ld+json">${json(
      path === "/"
        ? { "@context": "https://schema.org", "@type": "Organization", name: "HesapKolay", url: `${origin}/`, logo: `${origin}/logo.png` }
        : { "@context": "https://schema.org", "@type": "WebPage", name: title, url },
    )}</script><link rel="preload" href="/_next/static/css/8c1f2a.css" as="style"/><link rel="stylesheet" href="/_next/static/css/8c1f2a.css" data-n-g=""/><script src="/_next/static/chunks/webpack-59c5c889f52620d6.js" defer=""></script><script src="/_next/static/chunks/framework-ecc4130bc7a58a64.js" defer=""></script><script src="/_next/static/chunks/main-f11614d8aa7ee555.js" defer=""></script><script src="/_next/static/chunks/pages/_app-00b74eae5e8dab51.js" defer=""></script><script src="/_next/static/chunks/pages/index-3b4f0c1d2e5a6b7c.js" defer=""></script><script src="/_next/static/k3J9x0aB1c2D3e4F5g6H7/_buildManifest.js" defer=""></script><script src="/_next/static/k3J9x0aB1c2D3e4F5g6H7/_ssgManifest.js" defer=""></script></head><body><div id="__next"><header class="Header_header__a1b2c"><a href="/" class="Header_logo__c3d4e"><img alt="HesapKolay" src="/logo.svg" width="140" height="32"/></a><nav><a href="/">Ana sayfa</a><a href="/ozellikler">Özellikler</a><a href="/fiyatlar">Fiyatlar</a><a href="/iletisim">İletişim</a></nav></header><main class="Home_main__x9y8z"><h1>${h1}</h1><img alt="Uygulamanın fatura ekranı" src="/_next/image?url=%2Fimg%2Fekran.png&amp;w=1200&amp;q=75" width="1200" height="750" fetchpriority="high" srcSet="/_next/image?url=%2Fimg%2Fekran.png&amp;w=640&amp;q=75 1x, /_next/image?url=%2Fimg%2Fekran.png&amp;w=1200&amp;q=75 2x"/>${SOFTWARE_TEXT.map((sentence, i) => (i % 3 === 0 ? `<h2>${sentence.split(" ").slice(0, 4).join(" ")}</h2><p>${sentence}</p>` : `<p>${sentence}</p>`)).join("")}</main><footer><p>© ${YEAR} HesapKolay Yazılım A.Ş. · <a href="/kvkk">KVKK aydınlatma metni</a></p></footer></div><script id="__NEXT_DATA__" type="application/json">${json(data)}</script></body></html>`;
    return { path, html };
  };
  return [
    page("/", "HesapKolay | Ön Muhasebe ve E-Fatura Programı", "Ön muhasebe ve e-fatura tek uygulamada", "HesapKolay ön muhasebe programı: e-fatura, e-arşiv, cari, stok ve banka mutabakatı tek ekranda. 30 gün ücretsiz deneyin."),
    page("/ozellikler", "Özellikler | HesapKolay Ön Muhasebe Programı", "HesapKolay'ın özellikleri", "HesapKolay özellikleri: e-fatura entegrasyonu, banka eşleştirme, mali müşavir erişimi, mobil tahsilat ve KVKK uyumlu saklama."),
    page("/fiyatlar", "Fiyatlar | HesapKolay Ön Muhasebe Programı", "Paketler ve fiyatlar", "HesapKolay fiyatları: modül bazlı paketler, kullanıcı başına ücret yok, yıllık ödemede iki ay ücretsiz. Hemen ücretsiz deneyin."),
    page("/iletisim", "İletişim | HesapKolay Ön Muhasebe Programı", "Bize ulaşın", "HesapKolay iletişim: satış ve destek ekibimize telefon, e-posta ve canlı sohbetle hafta içi her gün ulaşabilirsiniz."),
    page("/kvkk", "KVKK Aydınlatma Metni | HesapKolay", "KVKK aydınlatma metni", "HesapKolay KVKK aydınlatma metni: müşteri verilerinizi hangi amaçlarla işlediğimizi, nerede sakladığımızı ve haklarınızı anlatıyoruz."),
  ];
}

const PLATFORM_HEADERS: Record<PlatformName, Record<string, string | string[]>> = {
  wordpress: { server: "nginx", "cache-control": "public, max-age=600", "x-content-type-options": "nosniff", "referrer-policy": "strict-origin-when-cross-origin", "x-frame-options": "SAMEORIGIN" },
  shopify: {
    server: "cloudflare",
    "cache-control": "private, max-age=0, must-revalidate",
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "content-security-policy": "block-all-mixed-content; frame-ancestors 'none'; upgrade-insecure-requests;",
    "x-shopid": "12345678",
    "set-cookie": ["localization=TR; path=/; expires=Sun, 28 Nov 2027 10:00:00 GMT; SameSite=Lax", "cart_currency=TRY; path=/; expires=Sat, 12 Dec 2026 10:00:00 GMT; SameSite=Lax", "_shopify_y=a1b2c3d4-e5f6; path=/; expires=Sun, 28 Nov 2027 10:00:00 GMT; SameSite=Lax"],
  },
  wix: { server: "Pepyaka", "cache-control": "private, max-age=0, must-revalidate", "x-content-type-options": "nosniff", "x-wix-request-id": "1732790000.123456789", "content-language": "tr" },
  ticimax: { server: "Microsoft-IIS", "cache-control": "private", "x-content-type-options": "nosniff", "x-frame-options": "SAMEORIGIN", "set-cookie": ["ASP.NET_SessionId=abc123def456; path=/; HttpOnly; SameSite=Lax"] },
  "ssr-app": { "cache-control": "s-maxage=60, stale-while-revalidate", "x-content-type-options": "nosniff", "referrer-policy": "strict-origin-when-cross-origin", "x-frame-options": "SAMEORIGIN", "x-powered-by": "Next.js" },
};

const LONG_CACHE = "public, max-age=31536000, immutable";

/**
 * An image as the platform serves it: Shopify's /cdn/shop/ files and Next.js's image route in WebP
 * to a browser that accepts it (whatever the address's extension), WordPress and the Turkish shop
 * their uploads as they are (JPEG, a true "legacy format" notice). Share images are 1200 pixels wide.
 */
function image(platform: PlatformName, pathname: string, accept: string): Reply {
  const share = /kombi-bakimi\.jpg$|erkek-deri-ceket-siyah-1234-56-B\.jpg$|\/cdn\/shop\/files\/[\w-]+\.jpg$|^\/og\//.test(pathname);
  const negotiated = (platform === "shopify" && pathname.startsWith("/cdn/shop/")) || pathname.startsWith("/_next/image");
  const headers = (type: string) => ({ "content-type": type, "cache-control": LONG_CACHE });
  if (negotiated && /image\/webp/.test(accept)) return { headers: headers("image/webp"), body: share ? webpOfSize(1200, 1200) : webpOfSize(800, 800) };
  if (/\.png$/.test(pathname) || pathname.startsWith("/_next/image")) return { headers: headers("image/png"), body: share ? pngOfSize(1200, 630) : pngOfSize(400, 400) };
  if (/\.ico$/.test(pathname)) return { headers: headers("image/x-icon"), body: Buffer.alloc(1_150, 1) };
  if (/\.svg$/.test(pathname)) return { headers: headers("image/svg+xml"), body: '<svg xmlns="http://www.w3.org/2000/svg" width="140" height="32"/>' };
  // A JPEG's start and a size frame: what a share-image probe reads.
  return { headers: headers("image/jpeg"), body: share ? jpegOfSize(1200, 630) : Buffer.concat([jpegOfSize(800, 600), Buffer.alloc(20 * 1024, 1)]) };
}

/** A JPEG's first bytes: the start marker and a baseline frame header with the given size. */
function jpegOfSize(width: number, height: number): Buffer {
  const frame = Buffer.from([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]);
  frame.writeUInt16BE(height, 7);
  frame.writeUInt16BE(width, 9);
  return frame;
}

/** A platform's whole site: its pages, robots.txt, a sitemap, images and share images, HTML compressed when asked. */
export function platformSite(name: PlatformName, origin: string, cdn: string): Handler {
  const pages = new Map(PLATFORMS[name](origin, cdn).map((page) => [page.path, page]));
  const sitemap = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${[...pages.keys()].map((path) => `<url><loc>${origin}${path}</loc></url>`).join("")}</urlset>\n`;
  return (request) => {
    const pathname = new URL(request.path, "http://fixture.invalid").pathname;
    if (pathname === "/robots.txt") return { headers: { "content-type": "text/plain; charset=utf-8" }, body: `User-agent: *\nDisallow: /sepetim\nDisallow: /cart\nDisallow: /checkouts/\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n` };
    if (pathname === "/sitemap.xml") return { headers: { "content-type": "application/xml" }, body: sitemap };
    if (/\.(js|css)$/.test(pathname)) return { headers: { "content-type": pathname.endsWith(".js") ? "text/javascript" : "text/css", "cache-control": LONG_CACHE }, body: "void 0;\n" };
    if (/\.(jpe?g|png|webp|ico|svg)$/i.test(pathname) || pathname.startsWith("/_next/image")) return image(name, pathname, request.accept);
    const page = pages.get(pathname);
    if (!page) return { status: 404, headers: HTML_TYPE, body: "<!doctype html><title>Sayfa bulunamadı</title><h1>Sayfa bulunamadı</h1>" };
    const reply: Reply = { headers: { ...HTML_TYPE, ...PLATFORM_HEADERS[name], ...page.headers }, body: page.html };
    return /gzip/.test(request.acceptEncoding) ? gzipped(reply, true) : reply;
  };
}
