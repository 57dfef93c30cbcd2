import type { PlatformId, ServerTopic } from "./platform";

/** The platforms' names as their owners write them. */
export const PLATFORM_NAMES: Record<PlatformId, string> = {
  wordpress: "WordPress",
  wix: "Wix",
  shopify: "Shopify",
  joomla: "Joomla",
  drupal: "Drupal",
  webflow: "Webflow",
  squarespace: "Squarespace",
  ticimax: "Ticimax",
  ideasoft: "IdeaSoft",
  tsoft: "T-Soft",
  ikas: "ikas",
};

/**
 * What the owner does: "panel" a setting or a plugin they reach themselves, "support" a request
 * to the platform's support team, "none" nothing (the platform decides it, and no owner can
 * change it). A finding whose advice is "none" is left out of the report's first fixes.
 */
export type OwnerAction = "panel" | "support" | "none";

export interface PlatformAdvice {
  text: string;
  owner: OwnerAction;
}

/** The platforms whose owners get their own advice for fixes that assume a web server of one's own. */
export const ADVISED_PLATFORMS = ["wordpress", "wix", "shopify", "ticimax", "ideasoft"] as const satisfies readonly PlatformId[];
export type AdvisedPlatform = (typeof ADVISED_PLATFORMS)[number];

/** A hosted Turkish shop platform: the server is the platform's, its panel has the shop's SEO settings. `inName`: "Ticimax'ta". */
function turkishShop(name: string, inName: string): Record<ServerTopic, PlatformAdvice> {
  return {
    https: {
      text: `${name}, mağazanızın SSL sertifikasını kendisi tanımlar. Sayfalarınız hâlâ http:// ile açılıyorsa ${name} destek ekibinden tüm adreslerin kalıcı (301) olarak https:// adresine yönlendirilmesini isteyin.`,
      owner: "support",
    },
    "security-headers": {
      text: `${inName} sunucu başlıklarını altyapı firması yönetir; panelde bunun için bir ayar yoktur. Bu bulguyu ve eksik başlığın adını ${name} destek ekibine iletip eklenmesini isteyin.`,
      owner: "support",
    },
    caching: {
      text: `${inName} önbellek ayarlarını altyapı firması yönetir; panelde bunun için bir ayar yoktur. Bu bulguyu ${name} destek ekibine iletip sayfalar için bir önbellek süresi tanımlanmasını isteyin.`,
      owner: "support",
    },
    compression: {
      text: `${inName} sıkıştırmayı altyapı firması yönetir; panelde bunun için bir ayar yoktur. Bu bulguyu ${name} destek ekibine iletip sayfaların Gzip veya Brotli ile sıkıştırılarak gönderilmesini isteyin.`,
      owner: "support",
    },
    "security-txt": {
      text: `Sitenizin köküne dosya koymak için ${name} destek ekibinden yardım isteyin: .well-known/security.txt dosyasına bir iletişim e-postası (Contact:) ve son geçerlilik tarihi (Expires:) satırı yazılması yeterlidir.`,
      owner: "support",
    },
    redirects: {
      text: `${name} yönetim panelinizdeki 301 yönlendirme ayarından eski adresi doğrudan son adrese yönlendirin ve aradaki adımları silin; ayarı bulamazsanız ${name} destek ekibine sorun.`,
      owner: "panel",
    },
  };
}

/**
 * Advice for an owner of each platform, replacing the Apache or Nginx steps of the rules' own
 * fixes (which stay on the page for a developer with a server of their own).
 */
export const PLATFORM_ADVICE: Record<AdvisedPlatform, Record<ServerTopic, PlatformAdvice>> = {
  wordpress: {
    https: {
      text: "Barındırma firmanızın panelinden ücretsiz SSL sertifikasını (çoğunda Let's Encrypt) açın, sonra WordPress panelinde Ayarlar > Genel'deki iki site adresini https:// ile yazın. Eski http:// bağlantıları ve yönlendirmeyi bir SSL eklentisi (ör. Really Simple Security) sizin için düzenleyebilir.",
      owner: "panel",
    },
    "security-headers": {
      text: "WordPress'te bu başlıkları bir güvenlik başlıkları eklentisiyle ya da barındırma firmanızın panelinden ekleyebilirsiniz; paylaşımlı barındırmada .htaccess dosyasına birkaç satır eklemek de yeter. Siteniz WordPress.com'da barındırılıyorsa başlıkları WordPress.com belirler; destek ekibine sorun.",
      owner: "panel",
    },
    caching: {
      text: "Bir önbellek eklentisi (ör. LiteSpeed Cache, WP Super Cache veya W3 Total Cache) kurup tarayıcı önbelleği ayarını açın: eklenti önbellek başlıklarını sizin için yazar. Sayfalar \"no-store\" ile geliyorsa bunu yazan eklentiyi ya da barındırma ayarını bulup kapatın.",
      owner: "panel",
    },
    compression: {
      text: "Barındırma firmanızın panelinde Gzip veya Brotli sıkıştırmasını açın (cPanel'de \"Optimize Website\"); önbellek eklentilerinin çoğunda da bir sıkıştırma seçeneği vardır.",
      owner: "panel",
    },
    "security-txt": {
      text: "Barındırma panelinizin dosya yöneticisiyle ya da FTP ile sitenizin ana klasöründe .well-known/security.txt dosyasını oluşturun; içine bir iletişim e-postası (Contact:) ve son geçerlilik tarihi (Expires:) satırı yazın.",
      owner: "panel",
    },
    redirects: {
      text: "Yönlendirmeleri Redirection gibi bir yönlendirme eklentisinden yönetin: eski adresi tek adımda (301) son adrese gönderin ve aradaki adımları silin. SEO eklentiniz de (ör. Rank Math) yönlendirme tutuyorsa aynı adres için iki ayrı kural bırakmayın.",
      owner: "panel",
    },
  },
  wix: {
    https: {
      text: "Wix, bağladığınız alan adına SSL sertifikasını kendisi kurar. Wix panelinin ayarlarında HTTPS'in açık olduğunu kontrol edin; alan adınız başka bir firmada duruyorsa DNS kayıtlarının Wix'i gösterdiğinden emin olun.",
      owner: "panel",
    },
    "security-headers": {
      text: "Wix sunucu başlıklarını kendisi yönetir ve site sahiplerinin bu başlıkları eklemesine izin vermez. Panelde yapabileceğiniz bir ayar yoktur; önemli görüyorsanız Wix destek ekibine iletebilirsiniz.",
      owner: "none",
    },
    caching: {
      text: "Wix sayfalarınızın ve dosyalarınızın önbelleğini kendi altyapısında yönetir; sunucu ayarlarına erişiminiz yoktur. Bulgu sürerse Wix destek ekibine bildirin.",
      owner: "none",
    },
    compression: {
      text: "Wix dosyaları kendi sunucularında sıkıştırır; bu ayar site sahiplerine açık değildir. Bulgu sürerse Wix destek ekibine bildirin.",
      owner: "none",
    },
    "security-txt": {
      text: "Wix, sitenizin köküne (.well-known klasörüne) dosya koymanıza izin vermez. Güvenlik bildirimleri için iletişim sayfanızda bir e-posta adresi bulundurmanız yeterlidir.",
      owner: "none",
    },
    redirects: {
      text: "Wix panelinin SEO araçlarındaki URL Yönlendirme Yöneticisi'nden eski adresi doğrudan son adrese yönlendirin ve aradaki adımları silin.",
      owner: "panel",
    },
  },
  shopify: {
    https: {
      text: "Shopify, mağazanıza bağlı alan adlarına SSL sertifikasını kendisi kurar. Yönetim panelinde Ayarlar > Alan adları bölümünden alan adınızın durumunu kontrol edin; sertifika bekliyorsa DNS kayıtlarının Shopify'ı gösterdiğinden emin olun.",
      owner: "panel",
    },
    "security-headers": {
      text: "Shopify mağazaların güvenlik başlıklarını kendisi gönderir ve mağaza sahibinin değiştirmesine izin vermez. Bu bulgu çıktıysa alan adınız araya giren bir hizmetten (ör. Cloudflare) geçiyor olabilir: başlığı o hizmetin panelinden ekleyin ya da Shopify desteğine danışın.",
      owner: "none",
    },
    caching: {
      text: "Shopify sayfaların ve dosyaların önbelleğini kendi altyapısında yönetir; mağaza sahibi bu ayarları değiştiremez.",
      owner: "none",
    },
    compression: {
      text: "Shopify dosyaları kendi sunucularında sıkıştırarak gönderir; bu ayar mağaza sahiplerine açık değildir. Bulgu sürerse Shopify desteğine bildirin.",
      owner: "none",
    },
    "security-txt": {
      text: "Shopify, mağazanızın köküne (.well-known klasörüne) dosya koymanıza izin vermez. Güvenlik bildirimleri için iletişim sayfanızda bir e-posta adresi bulundurmanız yeterlidir.",
      owner: "none",
    },
    redirects: {
      text: "Shopify yönetim panelindeki URL yönlendirmeleri listesinden eski adresi doğrudan son adrese yönlendirin ve aradaki adımları silin. Bir ürünün ya da koleksiyonun adresini değiştirirken \"URL yönlendirmesi oluştur\" kutusunu işaretli bırakın.",
      owner: "panel",
    },
  },
  ticimax: turkishShop("Ticimax", "Ticimax'ta"),
  ideasoft: turkishShop("IdeaSoft", "IdeaSoft'ta"),
};
