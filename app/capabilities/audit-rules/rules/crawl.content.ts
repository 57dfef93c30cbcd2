import type { SitemapProblem } from "../audit-page";
import type { RuleTexts } from "../rule-text";
import type { CRAWL_RULES } from "./crawl";

/** What crawl/sitemap-invalid's detail says of each unusable sitemap, in the owner's words (the reason's code stays out of sight). */
export const SITEMAP_PROBLEM_DETAIL: Record<SitemapProblem["problem"], (status: number | null) => string> = {
  status: (status) => `sunucu ${status ?? "hata"} yanıtı verdi`,
  "too-large": () => "çok büyük: 50 MB ya da 50.000 adres sınırını aşıyor",
  "not-sitemap": () => "site haritası biçiminde değil",
  "nested-index": () => "site haritası dizininin içinde bir dizin daha var",
  empty: () => "hiç adres listelemiyor",
};

const SITEMAP_TOOL = "/seo-araclari/sitemap-uretici";
const ROBOTS_TOOL = "/seo-araclari/gptbot-simulatoru";

export const CRAWL_TEXTS: RuleTexts<typeof CRAWL_RULES> = {
  "crawl/robots-txt-missing": {
    title: "robots.txt dosyası yok",
    why: "robots.txt olmadan da siteniz taranır; ama botlara hangi bölümlerin taranmaması gerektiğini ve site haritanızın nerede olduğunu söyleyemezsiniz.",
    fix: "Sitenizin köküne (/robots.txt) en azından site haritanızı gösteren bir robots.txt koyun. GPTBot simülatörümüzdeki hazır şablonlarla başlayabilirsiniz.",
    tool: ROBOTS_TOOL,
  },
  "crawl/robots-txt-unreachable": {
    title: "robots.txt okunamıyor (sunucu hatası)",
    why: "robots.txt 5xx hatası verdiğinde ya da hiç yanıt vermediğinde Google, siteyi taramanın yasak olduğunu varsayar ve sayfalarınızı taramayı durdurur.",
    fix: "Sunucunun /robots.txt adresine 200 (dosya varsa) ya da 404 (yoksa) yanıtı verdiğinden emin olun; güvenlik duvarı veya CDN kurallarını kontrol edin.",
  },
  "crawl/robots-blocks-all": {
    title: "robots.txt sitenizi Google'a kapatıyor",
    why: "robots.txt, Google'ın ana sayfanızı taramasını yasaklıyor; bu çoğu zaman \"Disallow: /\" ile tüm sitenin kapatıldığı anlamına gelir ve sayfalarınız arama sonuçlarından zamanla düşer. Genellikle yayına alınırken kaldırılması unutulan bir geliştirme ayarıdır.",
    fix: "robots.txt'teki \"Disallow: /\" satırını kaldırın ya da yalnızca gerçekten gizli kalması gereken dizinlerle sınırlayın.",
    tool: ROBOTS_TOOL,
  },
  "crawl/sitemap-missing": {
    title: "Site haritası (sitemap) bulunamadı",
    why: "Site haritası, arama motorlarına hangi sayfaların önemli olduğunu ve ne zaman güncellendiğini söyler; yeni sayfaların daha hızlı keşfedilmesini sağlar.",
    fix: "Bir sitemap.xml oluşturup sitenizin köküne koyun ve robots.txt'te \"Sitemap:\" satırıyla gösterin. Sitemap üreticimiz sitenizi tarayıp dosyayı sizin için hazırlar.",
    tool: SITEMAP_TOOL,
  },
  "crawl/sitemap-invalid": {
    title: "Site haritası var ama okunamıyor",
    why: "Site haritası dosyası bulundu (ya da robots.txt onu gösteriyor), fakat arama motorları onu kullanamaz: hata veriyor, çok büyük, site haritası biçiminde değil ya da hiç adres içermiyor. Google bu dosyadaki sayfaları site haritasından öğrenemez; Search Console'da \"Site haritası okunamadı\" hatası görürsünüz.",
    fix: "Listedeki adresi tarayıcıda açıp kontrol edin; her adresin yanında sorunun ne olduğu yazıyor. Sunucu 404 yanıtı veriyorsa dosya yoktur, 500 veriyorsa sunucu hata veriyordur. Dosya çok büyükse onu birkaç site haritasına bölüp bir dizinde toplayın; site haritası biçiminde değilse (çoğu zaman bir hata sayfası ya da ana sayfa döner) eklentinizin site haritası ayarını açın; dizinin içinde bir dizin daha varsa iç içe dizini kaldırıp site haritalarını doğrudan tek dizinde listeleyin; hiç adres listelemiyorsa site haritası eklentinizin hangi sayfa türlerini eklediğine bakın. Sitemap üreticimiz geçerli bir dosya hazırlar.",
    tool: SITEMAP_TOOL,
  },
  "crawl/sitemap-foreign-urls": {
    title: "Site haritasında başka alan adına ya da test sunucusuna ait adresler var",
    why: "Site haritası yalnızca sitenizin kendi adreslerini içermeli. Başka bir alan adındaki adresleri Google bu haritadan kabul etmez; \"staging\" diye işaretli adresler ise sitenizin test kopyasına (staging., dev., localhost, IP adresi, vercel.app gibi önizleme adresleri) ait: bu kopya arama sonuçlarına girerse asıl sitenizle yarışır ve yayına hazır olmayan içerikler görünür.",
    fix: "Site haritasını canlı sitenin kendi adresiyle yeniden oluşturun; eklentinizde ya da panelinizde \"site adresi\" ayarının canlı alan adını gösterdiğinden emin olun. Test sunucusunu şifreyle koruyun ya da noindex ile dizine kapatın.",
    tool: SITEMAP_TOOL,
  },
  "crawl/sitemap-not-in-robots": {
    title: "Site haritası robots.txt'te belirtilmemiş",
    why: "Site haritasının yeri robots.txt'te yazılı olursa tüm arama motorları ve yapay zekâ botları onu kendiliğinden bulur.",
    fix: "robots.txt dosyasının sonuna site haritanızın tam adresini içeren bir satır ekleyin: Sitemap: https://alanadiniz.com/sitemap.xml",
    tool: SITEMAP_TOOL,
  },
  "crawl/client-error": {
    title: "Sayfa bulunamadı (4xx hatası)",
    why: "Bu adresler ziyaretçiye hata sayfası gösteriyor ve sitenizde onlara bağlantı veren bir sayfa yok: site haritasından ya da eski bir adresten gelen ziyaretçi ve arama motoru boş döner. (Sitenizdeki bir bağlantının gittiği kayıp sayfalar \"Kırık iç bağlantılar\" bulgusunda, bağlantının bulunduğu sayfayla birlikte listelenir.)",
    fix: "Sayfa taşındıysa eski adresi 301 ile yeni adrese yönlendirin; kaldırıldıysa site haritasındaki kaydını silin.",
  },
  "crawl/access-refused": {
    title: "Bazı sayfalar tarayıcımızı içeri almadı (401, 403, 429)",
    why: "Bu sayfalar tarayıcımıza \"giriş yapın\" (401), \"yasak\" (403) ya da \"çok fazla istek\" (429) yanıtı verdi; bu yüzden incelenemediler. Üye girişi isteyen sayfalar için bu doğaldır. Ama bir güvenlik duvarı ya da hız sınırı botları durduruyorsa Google ve yapay zekâ botları da aynı engele takılabilir.",
    fix: "Listedeki sayfalar herkese açık olmalıysa güvenlik duvarı, CDN (ör. Cloudflare) ya da güvenlik eklentinizin bot ve hız sınırı ayarlarını gözden geçirin; Googlebot'un engellenmediğini Search Console'daki URL denetimiyle doğrulayın.",
  },
  "crawl/server-error": {
    title: "Sunucu hatası (5xx)",
    why: "Sunucu hatası veren sayfalar ziyaretçiye açılmaz; süreklilik kazanırsa Google bu sayfaları dizinden çıkarır ve sitenizi daha seyrek tarar.",
    fix: "Hata kayıtlarına bakarak sayfanın neden hata verdiğini bulun (eklenti, veritabanı, zaman aşımı) ve düzeltin; barındırma firmanızdan destek isteyin.",
  },
  "crawl/redirect-chain": {
    title: "Yönlendirme zinciri",
    why: "Bir adres başka bir yönlendirmeye gidip oradan yeniden yönleniyorsa her adım sayfanın açılışını geciktirir ve arama motorları zincirin sonuna kadar gitmeyebilir.",
    fix: "İlk adresi doğrudan son adrese tek bir 301 yönlendirmesiyle bağlayın ve sitedeki bağlantıları son adrese güncelleyin.",
  },
  "crawl/noindex": {
    title: "Sayfa arama sonuçlarına kapalı (noindex)",
    why: "noindex, Google'a bu sayfayı arama sonuçlarında göstermemesini söyler. Teşekkür veya sepet sayfaları için doğrudur; hizmet ve içerik sayfalarında unutulduysa trafik kaybettirir.",
    fix: "Listedeki sayfaların gerçekten gizli kalması gerekip gerekmediğini kontrol edin; gerekmeyenlerden meta robots \"noindex\" etiketini ya da X-Robots-Tag başlığını kaldırın.",
  },
  "crawl/noindex-in-sitemap": {
    title: "Site haritasında dizine kapalı sayfalar var",
    why: "Site haritası \"bu sayfaları dizine ekle\" der, sayfanın kendisi \"ekleme\" der. Çelişkili sinyal Search Console'da hata olarak görünür ve tarama bütçesini boşa harcar.",
    fix: "noindex sayfaları site haritasından çıkarın ya da dizine girmesi gereken sayfalardan noindex'i kaldırın.",
    tool: SITEMAP_TOOL,
  },
  "crawl/sitemap-not-ok": {
    title: "Site haritasında hata veren ya da yönlenen adresler var",
    why: "Site haritası yalnızca doğrudan açılan (200) asıl adresleri içermeli. Yönlenen ya da hata veren adresler arama motorunun güvenini ve tarama bütçesini azaltır.",
    fix: "Site haritasındaki eski adresleri son adresleriyle değiştirin, kaldırılan sayfaları silin. Sitemap üreticimiz yalnızca sağlıklı sayfalardan yeni bir harita üretir.",
    tool: SITEMAP_TOOL,
  },
  "crawl/sitemap-blocked": {
    title: "Site haritasındaki adresler robots.txt ile Google'a kapatılmış",
    why: "Site haritası bu sayfaları önerirken robots.txt, Googlebot'un onları taramasını yasaklıyor (Googlebot için geçerli kurallara göre değerlendirdik); Google bu çelişkiyi Search Console'da uyarı olarak gösterir.",
    fix: "Bu adreslerin taranması gerekiyorsa robots.txt kuralını daraltın; gerekmiyorsa onları site haritasından çıkarın.",
  },
  "crawl/orphan-page": {
    title: "Hiçbir sayfadan bağlantı verilmeyen (yetim) sayfalar",
    why: "Bu sayfalar yalnızca site haritasında var; sitenin içinden hiçbir bağlantı onlara gitmiyor (sitenizdeki bütün bağlantıları izledikten sonra vardığımız sonuçtur). Ziyaretçi bu sayfalara ulaşamaz, arama motorları da onları önemsiz sayar.",
    fix: "Her sayfaya menüden, ilgili içeriklerden ya da kategori sayfalarından en az bir bağlantı verin; artık gerekmeyen sayfaları kaldırın.",
  },
  "crawl/soft-404": {
    title: "\"Bulunamadı\" diyen ama hata kodu vermeyen sayfalar (soft 404)",
    why: "Bu sayfalar ziyaretçiye \"Ürün bulunamadı\", \"Sayfa bulunamadı\" ya da \"404\" yazıyor, ama sunucu \"her şey yolunda\" (200) yanıtı veriyor. Google bunları \"soft 404\" sayar: boş sayfaları taramaya bütçe harcar, kaldırılmış ürünler arama sonuçlarında kalabilir ve ziyaretçi boş bir sayfaya düşer.",
    fix: "Kaldırılan ürün ya da sayfa için sunucunun 404 (ya da kalıcı olarak kaldırıldıysa 410) vermesini sağlayın; ürünün yerine geçen bir ürün veya kategori varsa eski adresi oraya 301 ile yönlendirin. Stoğu geçici olarak biten ürünün sayfasını ise kaldırmayın: \"stokta yok\" yazarak yayında tutun.",
  },
  "crawl/missing-page-answers-200": {
    title: "Olmayan adresler \"bulunamadı\" (404) hatası vermiyor",
    why: "Sitenizde hiç olmayan, uydurma bir adres istedik (/pusula-404-kontrol-…); sunucu 404 yerine \"her şey yolunda\" (200) yanıtı verdi ya da ana sayfaya yönlendirdi. Bu, silinen her ürünün ve sayfanın da 200 verdiği anlamına gelir: Google bunları \"soft 404\" olarak işaretler, kırık bağlantılar hiçbir raporda görünmez ve eski adresler dizinde kalır.",
    fix: "Olmayan adreslere 404 durum koduyla bir \"Sayfa bulunamadı\" sayfası gösterilmesini sağlayın; tüm bilinmeyen adresleri ana sayfaya yönlendirme ayarı varsa kapatın. Geliştiriciniz için: tek sayfa uygulamalarında (React, Vue) sunucu tarafında bilinmeyen rotalara 404 döndürün.",
  },
  "crawl/links-need-javascript": {
    title: "Bazı iç bağlantılar yalnızca JavaScript çalışınca ortaya çıkıyor",
    why: "Sayfayı gerçek bir tarayıcıda açtık: menüde veya içerikte, sayfanın HTML'inde olmayan ve JavaScript ile sonradan eklenen iç bağlantılar var (ayrıntıda sayısı ve ilkleri). Google sayfaları JavaScript'i çalıştırarak da okur ama bunu daha geç ve her zaman değil yapar; yapay zekâ botları ve çoğu başka tarayıcı hiç çalıştırmaz. Bu bağlantıların götürdüğü sayfalar geç bulunur ya da hiç bulunmaz.",
    fix: "Menü ve kategori bağlantılarının HTML'de gerçek <a href> bağlantıları olarak gelmesini sağlayın: geliştiricinizden sunucu tarafında işleme (SSR) veya ön oluşturmayı açmasını isteyin. Bağlantıları tıklamayla açılan JavaScript işlevlerine bağlamayın.",
  },
  "crawl/title-changed-by-javascript": {
    title: "Sayfa başlığı JavaScript ile değiştiriliyor ya da siliniyor",
    why: "Sayfanın HTML'indeki <title> ile tarayıcıda JavaScript çalıştıktan sonraki başlık farklı ya da JavaScript başlığı tümüyle siliyor (ayrıntıda önce ve sonra; \"—\" başlık yok demek). Google çoğu zaman sonrakini kullanır, ama bazen HTML'dekini; sosyal medya ve yapay zekâ botları yalnızca HTML'dekini görür. Arama sonucunda hangi başlığın görüneceği belirsizleşir.",
    fix: "Başlığı sunucuda, sayfanın HTML'inde doğru yazın; JavaScript ile değiştirmeyin ya da silmeyin. WordPress'te bir SEO eklentisi, tek sayfa uygulamalarında sunucu tarafında işleme bunu sağlar.",
    tool: "/seo-araclari/meta-uretici",
  },
  "crawl/robots-changed-by-javascript": {
    title: "Dizine ekleme kuralı (meta robots) JavaScript ile değiştiriliyor",
    why: "Sayfanın HTML'indeki robots kuralı ile JavaScript çalıştıktan sonraki farklı (ayrıntıda önce ve sonra). Google, HTML'de noindex gördüğü sayfayı JavaScript'i çalıştırmadan dizinden çıkarabilir; JavaScript ile eklenen noindex ise sayfayı sizin farkınız olmadan aramadan siler. Her iki durumda da sayfanın aramada görünüp görünmeyeceği sizin elinizden çıkar.",
    fix: "Meta robots etiketini yalnızca sunucuda, HTML'de belirleyin ve JavaScript ile değiştirmeyin. Bir eklenti veya etiket yöneticisi (Google Tag Manager) bu etiketi ekliyorsa kaldırın.",
  },
  "crawl/canonical-changed-by-javascript": {
    title: "Canonical adresi JavaScript ile değiştiriliyor ya da siliniyor",
    why: "Sayfanın HTML'indeki canonical ile JavaScript çalıştıktan sonraki farklı ya da JavaScript canonical etiketini siliyor (ayrıntıda önce ve sonra; \"—\" etiket yok demek). Google iki farklı sinyal görünce hangisine uyacağını kendisi seçer; yanlış adres dizine girebilir ve sayfanın gücü bölünür.",
    fix: "Canonical etiketini sunucuda, HTML'de tek ve doğru olarak yazın; JavaScript'le eklemeyin, değiştirmeyin ya da silmeyin.",
    tool: "/seo-araclari/canonical-uretici",
  },
};
