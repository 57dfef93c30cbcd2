import type { RuleTexts } from "../rule-text";
import type { SECURITY_RULES } from "./security";

export const SECURITY_TEXTS: RuleTexts<typeof SECURITY_RULES> = {
  "security/http-page": {
    title: "Sayfa şifresiz HTTP ile açılıyor",
    why: "Tarayıcılar HTTPS olmayan sayfaları adres çubuğunda \"Güvenli değil\" diye işaretler; ziyaretçi formu doldurmaktan vazgeçebilir. Google da HTTPS'i sıralamada bir sinyal olarak kullanır ve aynı sayfanın HTTPS sürümünü tercih eder.",
    fix: "Sitenize bir SSL sertifikası kurun (çoğu barındırma firması ücretsiz Let's Encrypt sertifikası sunar) ve tüm http:// adreslerini kalıcı (301) yönlendirmeyle https:// sürümüne gönderin.",
  },
  "security/mixed-content-blocked": {
    title: "HTTPS sayfada tarayıcının engellediği http:// dosyalar var",
    why: "Güvenli bir sayfa şifresiz (http://) adresten script, stil dosyası veya iframe yüklemeye çalıştığında tarayıcı bunları hiç yüklemez. Sayfanın bir bölümü (menü, video, form, tasarım) ziyaretçide bozuk görünür.",
    fix: "Bulgudaki adresi https:// ile yazın (dosya o adreste de varsa) ya da dosyayı kendi sitenize taşıyın. Tema veya eklenti ayarlarında eski http:// adresleri arayıp değiştirin. Geliştiriciniz için: \"Content-Security-Policy: upgrade-insecure-requests\" başlığı (ya da aynı politikayı taşıyan bir meta etiketi) tarayıcıya sayfadaki tüm http:// adresleri https:// ile istemesini söyler ve geçiş döneminde sorunu hemen kapatır; dosya https:// adresinde yoksa yine yüklenmez.",
  },
  "security/mixed-content": {
    title: "HTTPS sayfada http:// ile yüklenen görsel veya medya var",
    why: "Tarayıcılar bu görselleri ve videoları kendiliğinden https:// ile yüklemeyi dener; dosya o adreste yoksa görsel ziyaretçide boş kalır. Şifresiz bir adres ayrıca sayfanın tamamen güvenli sayılmasını engeller.",
    fix: "Görsel ve video adreslerini https:// ile (ya da sitenizin içindeyse \"/img/...\" gibi göreli adresle) yazın. WordPress'te veritabanındaki eski http:// adresleri bir \"arama-değiştirme\" eklentisiyle topluca düzeltilebilir. Geliştiriciniz için: \"Content-Security-Policy: upgrade-insecure-requests\" başlığı (ya da aynı politikayı taşıyan bir meta etiketi) tarayıcıya sayfadaki tüm http:// adresleri https:// ile istemesini söyler ve geçiş döneminde sorunu hemen kapatır; dosya https:// adresinde yoksa yine yüklenmez.",
  },
  "security/form-to-http": {
    title: "Form bilgileri şifresiz (http://) adrese gönderiliyor",
    why: "Sayfa HTTPS olsa da form http:// bir adrese gönderildiğinde ziyaretçinin adı, telefonu veya şifresi ağda açık metin olarak gider. Chrome bu durumda gönderimden önce tam sayfa bir \"güvenli değil\" uyarısı gösterir; ziyaretçilerin çoğu orada vazgeçer.",
    fix: "Formun action adresini https:// ile ya da göreli olarak (\"/iletisim\" gibi) yazın. Form bir dış hizmete gidiyorsa o hizmetin https:// adresini kullanın.",
  },
  "security/certificate-expiring": {
    title: "Sitenizin SSL sertifikasının süresi doluyor",
    why: "Sitenizin güvenlik sertifikası 14 gün içinde doluyor (ayrıntıda kalan gün ve son tarih). Süresi dolduğunda tarayıcılar ziyaretçilerinize sitenizi açmadan önce tam sayfa \"Bağlantınız gizli değil\" uyarısı gösterir; çoğu ziyaretçi geri döner, Google da siteye ulaşamaz. Otomatik yenileme çoğu zaman sessizce bozulur.",
    fix: "Sertifikanızı hemen yenileyin: barındırma panelinizde (cPanel, Plesk) SSL/TLS bölümünden ya da Let's Encrypt kullanıyorsanız sunucuda certbot renew ile. Otomatik yenilemenin neden çalışmadığını barındırma firmanıza sorun; CDN kullanıyorsanız (Cloudflare gibi) sertifikayı oradan yönetin.",
  },
  "security/hsts-missing": {
    title: "HSTS başlığı yok (tarayıcıya \"hep HTTPS kullan\" denmiyor)",
    why: "Strict-Transport-Security başlığı olmadan bir ziyaretçi sitenize http:// ile geldiğinde ilk istek şifresiz gider; ortak Wi-Fi gibi ağlarda bu istek araya girilerek sahte bir sayfaya çevrilebilir. Değeri max-age=0 olan ya da max-age içermeyen bir başlık da hiç yokmuş gibi sayılır.",
    fix: "Sunucunuzun HTTPS yanıtlarına \"Strict-Transport-Security: max-age=31536000; includeSubDomains\" başlığını ekleyin (önce tüm alt alan adlarınızın HTTPS çalıştığından emin olun). Cloudflare gibi bir CDN kullanıyorsanız bu ayar panelinde tek tıkla açılır.",
  },
  "security/hsts-short": {
    title: "HSTS süresi çok kısa",
    why: "HSTS, tarayıcıya sitenizi max-age kadar süre boyunca yalnızca HTTPS ile açmasını söyler. Süre birkaç gün gibi kısa olunca, sitenize arada bir gelen ziyaretçi her seferinde korumasız başlar.",
    fix: "max-age değerini en az altı ay (15768000 saniye), tercihen bir yıl (31536000) yapın.",
  },
  "security/csp-missing": {
    title: "Sitenizde zararlı kodlara karşı ikinci kilit (CSP) yok",
    why: "Bir eklentideki açık ya da bir form yoluyla sitenize zararlı bir kod sızarsa, bu kod ziyaretçilerinizin bilgilerini başka yere gönderebilir ya da onları sahte bir sayfaya yönlendirebilir. İçerik güvenlik politikası (CSP), tarayıcıya sitenizde yalnızca sizin onayladığınız yerlerden gelen kodların çalışabileceğini söyler ve böyle bir kodu durdurur. Tek başına bir açık değildir; kapıdaki kilidin yanına eklenen bir alarm gibidir.",
    fix: "Geliştiricinizden ya da sitenizi yöneten firmadan bir CSP eklemesini isteyin. Sitenizin kullandığı dış hizmetler (Google Analytics, reklam etiketleri, canlı destek) bu politikada tek tek izinli olmalıdır, yoksa çalışmazlar; bu yüzden önce deneme modunda başlamak güvenlidir. Geliştiriciniz için: Content-Security-Policy başlığını önce Content-Security-Policy-Report-Only olarak yayınlayın, bildirilen ihlalleri giderip asıl başlığa geçin; hedef, nonce tabanlı sıkı bir politikadır (script-src 'nonce-…' 'strict-dynamic'; object-src 'none'; base-uri 'none').",
  },
  "security/csp-allows-any-script": {
    title: "Zararlı kod koruması (CSP) var ama her kodun çalışmasına izin veriyor",
    why: "Sitenizde bir içerik güvenlik politikası (CSP) tanımlı, ama izinleri o kadar geniş ki sayfaya sızan zararlı bir kod da rahatça çalışabilir: kilit takılı, anahtarı üstünde. Bulgu, bu geniş izni gösterir.",
    fix: "Geliştiricinizden politikayı sıkılaştırmasını isteyin. Bu çoğu zaman sitenin kodunda küçük değişiklikler ister; acil değildir, ama bir sonraki bakımda yapılmaya değer. Geliştiriciniz için: script-src'den 'unsafe-inline' (nonce ya da hash olmadan), *, https: ve data: izinlerini kaldırın; her yanıtta değişen bir nonce ya da script özetleri (hash) kullanın. web.dev'in \"strict CSP\" önerisi (script-src 'nonce-…' 'strict-dynamic') iyi bir başlangıçtır.",
  },
  "security/frame-protection-missing": {
    title: "Formlu sayfa başka sitelerde çerçeve içinde açılabiliyor",
    why: "Sayfanız başka bir siteye görünmez bir çerçeve (iframe) içinde yerleştirilebiliyor. Bu \"tıklama korsanlığı\" (clickjacking) ile ziyaretçi, başka bir şeye tıkladığını sanırken sizin formunuzu gönderebilir veya bir işlemi onaylayabilir.",
    fix: "Sunucu yanıtlarına \"X-Frame-Options: SAMEORIGIN\" ya da Content-Security-Policy başlığına \"frame-ancestors 'self'\" ekleyin. frame-ancestors'ın yalnızca HTTP başlığında çalıştığını, meta etiketinde yok sayıldığını unutmayın.",
  },
  "security/nosniff-missing": {
    title: "X-Content-Type-Options: nosniff başlığı yok",
    why: "Bu başlık olmadan tarayıcı, bir dosyanın türünü içeriğine bakarak tahmin edebilir; örneğin yüklenen bir metin dosyasını script gibi çalıştırabilir. Başlığı eklemek bu tahmini kapatır ve hiçbir şeyi bozmaz.",
    fix: "Sunucunuzun tüm yanıtlarına \"X-Content-Type-Options: nosniff\" başlığını ekleyin (Apache'de .htaccess, Nginx'te add_header satırıyla ya da CDN panelinden).",
  },
  "security/referrer-policy-leaky": {
    title: "Referrer-Policy, sayfa adresinin tamamını başka sitelere gönderiyor",
    why: "\"unsafe-url\" veya \"no-referrer-when-downgrade\" ayarıyla, ziyaretçi sayfanızdan başka bir siteye geçtiğinde bulunduğu sayfanın tam adresi (arama terimleri, sipariş numarası gibi adres parametreleri dahil) o siteye iletilir.",
    fix: "Başlığı \"Referrer-Policy: strict-origin-when-cross-origin\" yapın ya da tamamen kaldırın: tarayıcılar başlık yoksa zaten bu güvenli ayarı kullanır.",
  },
  "security/cookie-samesite-none-insecure": {
    title: "SameSite=None çerezi \"Secure\" işareti olmadığı için reddediliyor",
    why: "Başka sitelerde de çalışması istenen (SameSite=None) bir çerezi tarayıcılar Secure işareti olmadan hiç kaydetmez. Bu çerezin taşıdığı bilgi (sepet, gömülü bir formun ya da ödeme penceresinin oturumu) ziyaretçide kaybolur ve o özellik çalışmaz.",
    fix: "Çereze \"Secure\" işaretini ekleyin (\"SameSite=None; Secure\"). Çerez bir eklentiden veya dış hizmetten geliyorsa o aracı güncelleyin.",
  },
  "security/cookie-not-secure": {
    title: "Çerez \"Secure\" işareti olmadan gönderiliyor",
    why: "Secure işareti olmayan bir çerez, ziyaretçi bir gün sitenizin http:// adresine gittiğinde şifresiz gönderilir ve ağda okunabilir.",
    fix: "Sunucunuzun veya eklentinizin oluşturduğu tüm çerezlere \"Secure\" işaretini ekleyin; site tamamen HTTPS olduğu için bu hiçbir şeyi bozmaz.",
  },
  "security/session-cookie-readable": {
    title: "Oturum çerezi sayfadaki script'lerce okunabiliyor",
    why: "Giriş veya oturum bilgisini taşıyan bir çerezde HttpOnly işareti yoksa, sayfaya sızan zararlı bir kod bu çerezi okuyup ziyaretçinin (ya da yönetici panelinizin) oturumunu ele geçirebilir.",
    fix: "Oturum çerezine \"HttpOnly\" işaretini ekleyin; PHP'de session.cookie_httponly ayarı, çoğu altyapıda da tek bir yapılandırma satırıdır.",
  },
  "security/version-disclosed": {
    title: "Sunucu, yazılımının sürümünü herkese söylüyor",
    why: "\"Server\" veya \"X-Powered-By\" başlığında yazılım adı ve sürümü (örneğin PHP/7.4.3) görünüyor. Saldırganlar bu bilgiyle, o sürümün bilinen açıklarını doğrudan deneyebilir.",
    fix: "Sürüm bilgisini başlıklardan kaldırın: PHP'de expose_php = Off, Apache'de ServerTokens Prod, Nginx'te server_tokens off. Ayrıca sunucu yazılımlarınızı güncel tutun.",
  },
};
