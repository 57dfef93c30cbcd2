/**
 * The route table as data: every indexable page with its SEO fields, H1 and introduction.
 * `app/routes.ts`, the prerender list, `/sitemap.xml`, `/robots.txt` and `/llms.txt` all read
 * from here (through pages.ts), so they cannot drift apart (a unit test checks `routes.ts`
 * against this list).
 */

import type { ChangeFrequency } from "../shared/sitemaps-org";

/** Where a page is listed in the site's llms.txt; "Optional" is the llmstxt.org skippable section. */
export type PageGroup = "kurumsal" | "hizmet" | "arac" | "kaynak" | "yasal";

export interface PageDefinition {
  path: string;
  /** Title without the brand suffix; the meta helper appends it. */
  title: string;
  /** Meta description, 50-160 characters. */
  description: string;
  h1: string;
  intro: string;
  /** Short label for breadcrumbs and llms.txt links. */
  label: string;
  group: PageGroup;
  /** Parent path for breadcrumbs (the home page is always the first crumb). */
  parent?: string;
  sitemap: { changefreq: ChangeFrequency; priority: number };
  /**
   * Query parameters that change what the page shows (a blog filter). A request carrying one is
   * server-rendered instead of answered with the prerendered file.
   */
  dynamicQuery?: readonly string[];
}

export const TOOLS_PATH = "/seo-araclari";

function tool(
  slug: string,
  fields: Omit<PageDefinition, "path" | "group" | "parent" | "sitemap">,
): PageDefinition {
  return {
    ...fields,
    path: `${TOOLS_PATH}/${slug}`,
    group: "arac",
    parent: TOOLS_PATH,
    sitemap: { changefreq: "monthly", priority: 0.7 },
  };
}

const CONTENT_WRITER_SUMMARY =
  "Sayfa türüne göre SEO başlığı, meta açıklama, başlık yapısı, metin ve SSS içeren Türkçe içerik taslağı yazdırın ya da kural tabanlı içerik özeti alın.";

/** In the order of the route table of docs/requirements.md R2.1, then the legal pages linked from the footer. */
export const PAGES = [
  {
    path: "/",
    title: "Web Tasarım, SEO ve Dijital Reklam Ajansı",
    description:
      "Web tasarım, SEO, Google Ads, sosyal medya ve video prodüksiyonla işletmenizi ölçülebilir biçimde büyüten dijital pazarlama ajansı.",
    h1: "İşletmenizi dijitalde ölçülebilir biçimde büyütüyoruz",
    intro:
      "Hızlı ve dönüşüm odaklı web siteleri kuruyor, Google'da üst sıralara taşıyor, reklam bütçenizi satışa çeviriyoruz. Her adımı raporlarla ölçüyor, neyin işe yaradığını size açıkça gösteriyoruz.",
    label: "Ana Sayfa",
    group: "kurumsal",
    sitemap: { changefreq: "weekly", priority: 1 },
  },
  {
    path: "/hakkimizda",
    title: "Hakkımızda",
    description:
      "Pusula Dijital'i tanıyın: 2014'ten beri KOBİ'lere web tasarım, SEO ve reklam hizmeti veren ekibimiz, değerlerimiz ve çalışma biçimimiz.",
    h1: "Hakkımızda",
    intro:
      "Pusula Dijital, küçük ve orta ölçekli işletmelerin dijitalde büyük markalarla aynı kalitede var olabilmesi için kuruldu. Tasarımcı, yazılımcı, SEO uzmanı ve reklam yöneticilerinden oluşan ekibimizle her projeyi tek bir hedefe bağlarız: size gelen müşteri sayısını artırmak.",
    label: "Hakkımızda",
    group: "kurumsal",
    sitemap: { changefreq: "monthly", priority: 0.6 },
  },
  {
    path: "/web-tasarim",
    title: "Web Tasarım ve Geliştirme",
    description:
      "Hızlı, mobil uyumlu ve SEO altyapısı hazır kurumsal web siteleri ile e-ticaret siteleri. Paketler 8.000 TL'den başlar, teslim 10-15 gün.",
    h1: "Web Tasarım ve Geliştirme",
    intro:
      "Ziyaretçiyi müşteriye çeviren web siteleri tasarlıyoruz: saniyeler içinde açılan, telefonda kusursuz görünen, Google'ın sevdiği teknik altyapıyla kurulan siteler. Kurumsal tanıtım sitesinden e-ticarete kadar her projeyi sabit fiyat ve net takvimle teslim ediyoruz.",
    label: "Web Tasarım",
    group: "hizmet",
    sitemap: { changefreq: "monthly", priority: 0.9 },
  },
  {
    path: "/seo",
    title: "SEO Hizmetleri",
    description:
      "Teknik SEO, içerik stratejisi ve bağlantı kurma ile Google'da üst sıralara çıkın. Şeffaf aylık raporlarla ölçülebilir organik trafik artışı.",
    h1: "SEO Hizmetleri",
    intro:
      "Arama motoru optimizasyonu, reklam bütçesi harcamadan her gün yeni müşteri getiren en kalıcı kanaldır. Sitenizin teknik altyapısını düzeltiyor, müşterilerinizin aradığı sorulara yanıt veren içerikler üretiyor ve güvenilir bağlantılarla otoritenizi büyütüyoruz.",
    label: "SEO",
    group: "hizmet",
    sitemap: { changefreq: "monthly", priority: 0.9 },
  },
  {
    path: "/akademi",
    title: "16 Saatlik Dijital Pazarlama Eğitimi",
    description:
      "Hafta sonu iki günde 16 saatlik uygulamalı dijital pazarlama eğitimi: SEO, Google Ads, sosyal medya ve analitik. Yalnızca 4 kişilik sınıflar.",
    h1: "Pusula Akademi: Uygulamalı Dijital Pazarlama Eğitimi",
    intro:
      "Cumartesi ve pazar günleri toplam 16 saat süren, en fazla 4 katılımcılı yüz yüze eğitimimizde kendi işletmeniz veya müşterileriniz üzerinde çalışarak SEO, reklam ve sosyal medya yönetimini öğrenirsiniz. Eğitimin ardından bir hafta çevrim içi mentorluk ve altı ay ücretsiz danışma hakkı sunuyoruz.",
    label: "Akademi",
    group: "kaynak",
    sitemap: { changefreq: "weekly", priority: 0.8 },
  },
  {
    path: "/hizmetler",
    title: "Hizmetlerimiz",
    description:
      "Web tasarım, SEO, Google Ads, sosyal medya reklamı ve yönetimi, video prodüksiyon: işletmenizi büyüten dijital pazarlama hizmetleri tek çatıda.",
    h1: "Hizmetlerimiz",
    intro:
      "Dijital pazarlamanın her parçasını tek ekipte topluyoruz. İster yalnızca yeni bir web sitesine, ister sitenizi, reklamlarınızı ve sosyal medyanızı birlikte yönetecek bir ortağa ihtiyacınız olsun, hedefinize uygun hizmeti buradan seçebilirsiniz.",
    label: "Hizmetler",
    group: "hizmet",
    sitemap: { changefreq: "monthly", priority: 0.8 },
  },
  {
    path: "/portfolyo",
    title: "Müşteri Portfolyomuz",
    description:
      "Web tasarım, SEO ve reklam projelerinde birlikte çalıştığımız markalar. Farklı sektörlerden müşterilerimizin portfolyosunu inceleyin.",
    h1: "Müşteri Portfolyomuz",
    intro:
      "Perakendeden sağlığa, turizmden üretime kadar farklı sektörlerde onlarca işletmeyle çalıştık. Aşağıda web sitelerini kurduğumuz, aramada büyüttüğümüz ve reklamlarını yönettiğimiz markalardan bazılarını görebilirsiniz.",
    label: "Portfolyo",
    group: "kurumsal",
    sitemap: { changefreq: "monthly", priority: 0.6 },
  },
  {
    path: "/blog",
    title: "Blog: SEO ve Dijital Pazarlama Rehberleri",
    description:
      "SEO, sosyal medya, e-ticaret, web tasarım ve analitik üzerine uygulanabilir Türkçe rehberler. İşletmenizi büyütecek ipuçları her ay yeni yazılarla.",
    h1: "Dijital Pazarlama Blogu",
    intro:
      "Sahada denediğimiz yöntemleri adım adım anlatıyoruz: Google'da nasıl yükselirsiniz, reklam bütçesi nasıl verimli harcanır, sosyal medyada hangi içerik işe yarar. Teknik jargon yerine uygulayabileceğiniz öneriler bulacaksınız.",
    label: "Blog",
    group: "kaynak",
    sitemap: { changefreq: "weekly", priority: 0.7 },
    dynamicQuery: ["kategori", "sayfa"],
  },
  {
    path: "/google-ads",
    title: "Google Ads Yönetimi",
    description:
      "Arama, görüntülü, alışveriş ve Performance Max kampanyalarıyla reklam bütçenizi satışa çevirin. Sertifikalı uzmanlarla Google Ads yönetimi.",
    h1: "Google Ads Yönetimi",
    intro:
      "Google'da sizi arayan müşterinin karşısına tam doğru anda çıkarız. Anahtar kelime araştırmasından dönüşüm takibine kadar kampanyalarınızı kuruyor, her hafta optimize ediyor ve harcadığınız her liranın ne getirdiğini raporluyoruz.",
    label: "Google Ads",
    group: "hizmet",
    parent: "/hizmetler",
    sitemap: { changefreq: "monthly", priority: 0.8 },
  },
  {
    path: "/sosyal-medya-reklam",
    title: "Sosyal Medya Reklamları",
    description:
      "Facebook, Instagram ve LinkedIn reklamları ile yeniden pazarlama kampanyaları. Doğru kitleye ulaşan, ölçülebilir sosyal medya reklam yönetimi.",
    h1: "Sosyal Medya Reklamları",
    intro:
      "Meta ve LinkedIn reklamlarıyla ürününüzü ilgilenecek kişilere gösteriyor, sitenizi ziyaret edip alışverişi yarım bırakanları geri kazanıyoruz. Kreatif üretimden hedeflemeye, bütçe dağılımından raporlamaya kadar tüm süreci biz yönetiyoruz.",
    label: "Sosyal Medya Reklamları",
    group: "hizmet",
    parent: "/hizmetler",
    sitemap: { changefreq: "monthly", priority: 0.8 },
  },
  {
    path: "/sosyal-medya-yonetim",
    title: "Sosyal Medya Yönetimi",
    description:
      "İçerik üretimi, yayın planlaması, topluluk yönetimi ve aylık analizlerle markanızın sosyal medya hesaplarını profesyonelce yönetiyoruz.",
    h1: "Sosyal Medya Yönetimi",
    intro:
      "Düzenli, markanıza yakışan ve etkileşim getiren paylaşımlar için içerik takvimi hazırlıyor, görselleri ve videoları üretiyor, yorum ve mesajlara zamanında yanıt veriyoruz. Her ay neyin işe yaradığını rakamlarla paylaşıyoruz.",
    label: "Sosyal Medya Yönetimi",
    group: "hizmet",
    parent: "/hizmetler",
    sitemap: { changefreq: "monthly", priority: 0.8 },
  },
  {
    path: "/video-produksiyon",
    title: "Video Prodüksiyon",
    description:
      "Tanıtım filmi, ürün videosu, sosyal medya için kısa video ve röportaj çekimleri. Senaryodan kurguya profesyonel video prodüksiyon hizmeti.",
    h1: "Video Prodüksiyon",
    intro:
      "Markanızı anlatan tanıtım filmlerinden reklamlarda kullanılacak kısa dikey videolara kadar senaryo, çekim, kurgu ve renk düzenlemesini tek ekiple üstleniyoruz. Videolarınızı hangi platformda yayınlayacaksanız o platformun kurallarına göre hazırlıyoruz.",
    label: "Video Prodüksiyon",
    group: "hizmet",
    parent: "/hizmetler",
    sitemap: { changefreq: "monthly", priority: 0.8 },
  },
  {
    path: "/iletisim",
    title: "İletişim",
    description:
      "Pusula Dijital ile iletişime geçin: telefon, WhatsApp, e-posta ve iletişim formu. Hafta içi 09:00-18:00, cumartesi 10:00-15:00 arası yanıt veriyoruz.",
    h1: "İletişim",
    intro:
      "Projenizi dinlemek ve size uygun yol haritasını birlikte çıkarmak için buradayız. Formu doldurun, WhatsApp'tan yazın ya da arayın; çalışma saatleri içinde aynı gün dönüş yapıyoruz.",
    label: "İletişim",
    group: "kurumsal",
    sitemap: { changefreq: "yearly", priority: 0.7 },
  },
  {
    path: TOOLS_PATH,
    title: "Ücretsiz SEO Araçları",
    description:
      "llms.txt, hreflang, canonical, sitemap, meta etiketi, anahtar kelime gruplama, GPTBot simülatörü ve sıra bulucu: ücretsiz Türkçe SEO araçları.",
    h1: "Ücretsiz SEO Araçları",
    intro:
      "Sitenizin teknik SEO'sunu güçlendirmek için her gün kullandığımız araçları ücretsiz açtık. Kayıt olmadan kullanın; ürettiğiniz dosyaları kopyalayın ya da indirin.",
    label: "SEO Araçları",
    group: "arac",
    sitemap: { changefreq: "monthly", priority: 0.8 },
  },
  tool("llms-txt-uretici", {
    title: "llms.txt Oluşturucu (Ücretsiz)",
    description:
      "Sitenizi ChatGPT, Claude ve Perplexity gibi yapay zekâ asistanlarına tanıtan llms.txt dosyasını llmstxt.org standardına uygun olarak oluşturun.",
    h1: "llms.txt Oluşturucu",
    intro:
      "llms.txt, büyük dil modellerine sitenizin en önemli sayfalarını özetleyen bir Markdown dosyasıdır. Site bilgilerinizi ve önemli sayfalarınızı girin; llmstxt.org biçimine uygun dosyanız anında hazırlansın.",
    label: "llms.txt Oluşturucu",
  }),
  tool("hreflang-uretici", {
    title: "Hreflang Etiketi Oluşturucu",
    description:
      "Çok dilli ve çok ülkeli siteler için hreflang etiketlerini Google kurallarına uygun oluşturun: HTML, HTTP Link başlığı ve sitemap biçimleri.",
    h1: "Hreflang Etiketi Oluşturucu",
    intro:
      "Sayfanızın farklı dil ve ülke sürümlerini Google'a doğru tanıtmak için hreflang etiketleri gerekir. Dilleri ve adresleri girin; x-default dahil eksiksiz etiket setini hatalara karşı kontrol ederek oluşturalım.",
    label: "Hreflang Oluşturucu",
  }),
  tool("canonical-uretici", {
    title: "Canonical Etiketi Oluşturucu",
    description:
      "Kopya içerik sorunlarını önleyen canonical etiketlerini oluşturun. Adresleri doğrular, başka alan adına veya ana sayfaya işaret eden hataları uyarır.",
    h1: "Canonical Etiketi Oluşturucu",
    intro:
      "Aynı içeriğe birden fazla adresten ulaşılıyorsa Google'a hangisinin asıl sayfa olduğunu canonical etiketiyle söylersiniz. Sayfa ve canonical adreslerini girin, doğrulanmış etiketleri kopyalayın.",
    label: "Canonical Oluşturucu",
  }),
  tool("sitemap-uretici", {
    title: "XML Sitemap Oluşturucu",
    description:
      "sitemaps.org şemasına uygun XML site haritası oluşturun. Binlerce adresi toplu yapıştırın; 50.000 adresi aşan siteler için sitemap index üretin.",
    h1: "XML Sitemap Oluşturucu",
    intro:
      "Site haritası, arama motorlarına taranmasını istediğiniz sayfaları listeler. Adreslerinizi tek tek ekleyin ya da toplu yapıştırın; şemaya uygun sitemap.xml dosyanızı indirin.",
    label: "Sitemap Oluşturucu",
  }),
  tool("utm-uretici", {
    title: "UTM Link Oluşturucu",
    description:
      "Kampanya bağlantılarınıza GA4 kurallarına uygun UTM parametreleri ekleyin, hangi kanal grubuna düşeceğini görün ve kampanya adı önerileri alın.",
    h1: "UTM Link Oluşturucu",
    intro:
      "UTM parametreleri, ziyaretçilerin hangi kampanyadan geldiğini Google Analytics'te görmenizi sağlar. Bilgileri girin; bağlantınızı doğru biçimde oluşturup GA4 kanal grubunu birlikte kontrol edelim.",
    label: "UTM Oluşturucu",
  }),
  tool("meta-uretici", {
    title: "Meta Başlık ve Açıklama Oluşturucu",
    description:
      "SEO uyumlu meta başlık ve açıklama önerileri alın, karakter ve piksel genişliğini ölçün, Google arama sonucunda nasıl görüneceğini önizleyin.",
    h1: "Meta Başlık ve Açıklama Oluşturucu",
    intro:
      "Arama sonucunda ilk görülen şey başlığınız ve açıklamanızdır. Anahtar kelimenizi ve hedef kitlenizi girin; üç farklı öneri alın, kendi metninizi yazın ve Google'daki görünümünü anında kontrol edin.",
    label: "Meta Etiketi Oluşturucu",
  }),
  tool("kelime-gruplayici", {
    title: "Anahtar Kelime Gruplayıcı",
    description:
      "Binlerce anahtar kelimeyi anlam ve kelime benzerliğine göre saniyeler içinde gruplayın. Her grup için ana kelime ve zorluk tahmini alın.",
    h1: "Anahtar Kelime Gruplayıcı",
    intro:
      "Anahtar kelime listenizi yapıştırın; benzer aramaları aynı sayfada hedefleyebileceğiniz gruplara ayıralım. Her grup bir içerik fikri, her ana kelime bir sayfa başlığı adayıdır.",
    label: "Kelime Gruplayıcı",
  }),
  tool("gptbot-simulatoru", {
    title: "GPTBot Simülatörü ve Yapay Zekâ Bot Testi",
    description:
      "Sayfanızı GPTBot gibi bir yapay zekâ tarayıcısının gözüyle görün: robots.txt izinleri, meta etiketler, başlıklar, okunabilirlik ve SEO puanı.",
    h1: "GPTBot Simülatörü",
    intro:
      "Yapay zekâ tarayıcıları JavaScript çalıştırmadan sayfanızın HTML'ini okur. Adresinizi girin; robots.txt izinlerinden içerik yapısına kadar bir botun sayfanızda ne gördüğünü gösterelim.",
    label: "GPTBot Simülatörü",
  }),
  tool("sira-bulucu", {
    title: "Google Sıra Bulucu",
    description:
      "Search Console verinizle sorgularınızın Google'daki ortalama konumunu görün; canlı kontrol açıksa ilk 100'deki sıranızı bulun.",
    h1: "Google Sıra Bulucu",
    intro:
      "Search Console dışa aktarımınızı bırakın, sorgularınızın ortalama konumunu görün; canlı kontrol açıksa sıranızı da bulun.",
    label: "Sıra Bulucu",
  }),
  tool("icerik-yazari", {
    title: "AI İçerik Yazarı",
    description: CONTENT_WRITER_SUMMARY,
    h1: "AI İçerik Yazarı",
    // The summary again: one string in the bundle every tool page loads (its JS budget is tight).
    intro: CONTENT_WRITER_SUMMARY,
    label: "AI İçerik Yazarı",
  }),
  {
    path: "/indir",
    title: "Ücretsiz Kaynaklar ve İndirmeler",
    description:
      "Sitemizin llms.txt dosyasını ve dijital varlık yol haritası PDF rehberini ücretsiz indirin. Markanızı yapay zekâ aramalarına hazırlayın.",
    h1: "Ücretsiz Kaynaklar",
    intro:
      "Ekibimizin kendi işinde kullandığı kaynakları paylaşıyoruz. Dosyaları indirip kendi sitenize uyarlayabilir, sorularınız için bize WhatsApp'tan yazabilirsiniz.",
    label: "İndirmeler",
    group: "kaynak",
    sitemap: { changefreq: "monthly", priority: 0.5 },
  },
  {
    path: "/seo-analizi",
    title: "Ücretsiz SEO Analizi ve Site Denetimi",
    description:
      "Site adresinizi yazın; 150'yi aşkın kontrolle teknik SEO, içerik, hız, güvenlik ve yapay zekâ uyumunu tarayıp Türkçe rapor ve çözüm alın.",
    h1: "Ücretsiz SEO Analizi",
    intro:
      "Tek bir adres yazın: sayfalarınızı tarayalım, 150'yi aşkın kontrolle neyin iyi gittiğini, neyin size müşteri kaybettirdiğini ve nasıl düzelteceğinizi sade bir Türkçe raporda gösterelim. Üyelik gerekmez.",
    label: "Ücretsiz SEO Analizi",
    group: "arac",
    parent: TOOLS_PATH,
    sitemap: { changefreq: "monthly", priority: 0.8 },
  },
  {
    path: "/kvkk",
    title: "KVKK Aydınlatma Metni",
    description:
      "6698 sayılı Kişisel Verilerin Korunması Kanunu kapsamında Pusula Dijital'in kişisel verileri hangi amaçla ve nasıl işlediğine dair aydınlatma metni.",
    h1: "KVKK Aydınlatma Metni",
    intro:
      "İletişim formu, WhatsApp ve e-bülten aracılığıyla bizimle paylaştığınız kişisel verileri 6698 sayılı Kanun'a uygun olarak, yalnızca size dönüş yapmak ve talep ettiğiniz hizmeti sunmak amacıyla işliyoruz.",
    label: "KVKK",
    group: "yasal",
    sitemap: { changefreq: "yearly", priority: 0.2 },
  },
  {
    path: "/gizlilik-politikasi",
    title: "Gizlilik Politikası",
    description:
      "Pusula Dijital web sitesini kullanırken hangi bilgilerin toplandığını, nasıl korunduğunu ve haklarınızı açıklayan gizlilik politikamız.",
    h1: "Gizlilik Politikası",
    intro:
      "Sitemizi ziyaret ettiğinizde yalnızca hizmeti sunmak için gerekli olan bilgileri topluyor, bunları satmıyor ve reklam amacıyla üçüncü kişilerle paylaşmıyoruz.",
    label: "Gizlilik",
    group: "yasal",
    sitemap: { changefreq: "yearly", priority: 0.2 },
  },
  {
    path: "/cerez-politikasi",
    title: "Çerez Politikası",
    description:
      "Pusula Dijital web sitesinde kullanılan çerezler, kullanım amaçları ve tarayıcınızdan çerez tercihlerinizi nasıl yönetebileceğiniz.",
    h1: "Çerez Politikası",
    intro:
      "Sitemiz, çalışması için zorunlu olanlar dışında çerez kullanmaz; ziyaretçileri izleyen reklam çerezleri yerleştirmeyiz.",
    label: "Çerezler",
    group: "yasal",
    sitemap: { changefreq: "yearly", priority: 0.2 },
  },
  {
    path: "/kullanim-kosullari",
    title: "Kullanım Koşulları",
    description:
      "Pusula Dijital web sitesinin, ücretsiz SEO araçlarının ve indirilebilir kaynakların kullanımına ilişkin koşullar ve sorumluluk sınırları.",
    h1: "Kullanım Koşulları",
    intro:
      "Bu siteyi ve ücretsiz araçlarımızı kullanarak aşağıdaki koşulları kabul etmiş olursunuz. Araçların ürettiği sonuçlar bilgilendirme amaçlıdır ve profesyonel danışmanlığın yerini tutmaz.",
    label: "Kullanım Koşulları",
    group: "yasal",
    sitemap: { changefreq: "yearly", priority: 0.2 },
  },
] as const satisfies readonly PageDefinition[];
