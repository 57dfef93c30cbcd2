import type { RuleTexts } from "../rule-text";
import type { RESOURCE_RULES } from "./resources";

export const RESOURCE_TEXTS: RuleTexts<typeof RESOURCE_RULES> = {
  "links/broken-external": {
    title: "Başka sitelere verilen bağlantılar çalışmıyor",
    why: "Sayfanızdaki bir bağlantı, artık açılmayan ya da hata veren bir sayfaya gidiyor. Tıklayan ziyaretçi hata sayfasıyla karşılaşır ve sitenizin bakımsız olduğunu düşünebilir; arama motorları da kırık bağlantıları sayfanın güncel tutulmadığına dair bir işaret olarak görür.",
    fix: "Bulgudaki adresleri tek tek açıp kontrol edin. Taşınmış bir sayfanın yeni adresini yazın, kaldırılmış bir sayfaya verilen bağlantıyı silin ya da aynı konuyu anlatan başka bir kaynağa yönlendirin.",
  },
  "images/heavy": {
    title: "Çok büyük (ağır) görseller var",
    why: "200 KB'ı aşan bir görsel, özellikle mobil bağlantıda sayfanın geç açılmasına yol açar. Yavaş açılan sayfalardan ziyaretçiler beklemeden ayrılır ve Google da sayfa hızını sıralamada dikkate alır.",
    fix: "Görseli sayfada göründüğü boyuta küçültün ve WebP ya da AVIF biçiminde kaydedin; Squoosh gibi ücretsiz araçlar ya da WordPress'teki görsel optimizasyonu eklentileri bunu birkaç tıklamayla yapar. Çoğu görsel bu şekilde 100 KB'ın altına iner.",
  },
  "images/broken": {
    title: "Açılmayan (kırık) görseller var",
    why: "Sayfadaki bazı görseller artık yok ya da sunucu hata veriyor; ziyaretçi görselin yerinde boş bir kutu ya da kırık simge görür. Ürün ya da hizmet görseli eksik bir sayfa güven vermez ve satışı düşürür; Google Görseller'de de bu görseller görünmez.",
    fix: "Bulgudaki görsel adresini tarayıcıda açın. Görsel silindiyse ya da taşındıysa sayfadaki görseli yeniden yükleyin veya adresini güncelleyin; görsel başka bir sitedeyse kendi sitenize yükleyip oradan gösterin.",
  },
  "delivery/animated-gif": {
    title: "Büyük GIF görseller (hareketli bannerlar) sayfayı yavaşlatıyor",
    why: "100 KB'ı aşan bir GIF neredeyse her zaman hareketli bir banner ya da animasyondur. GIF çok eski bir biçimdir: aynı animasyon video (MP4) ya da hareketli WebP olarak çoğu zaman on kat daha az veriyle gösterilir. Büyük GIF'ler özellikle mobilde sayfanın geç açılmasına yol açar.",
    fix: "Hareketli banner'ı MP4 videoya ya da hareketli WebP'ye çevirin (ücretsiz çevrimiçi dönüştürücüler birkaç saniyede yapar) ve sayfaya sessiz, kendiliğinden oynayan bir video olarak koyun. Hareket gerekmiyorsa tek kareyi WebP ya da JPEG olarak kaydedin. Geliştiriciniz için: <video autoplay loop muted playsinline> ile GIF gibi davranan bir video gösterilir.",
  },
  "delivery/asset-cache-short": {
    title: "Sitenin dosyaları tarayıcıda kısa süre saklanıyor",
    why: "Sitenizin stil, script ve görsel dosyaları tarayıcıya \"bunu uzun süre sakla\" denmeden gönderiliyor ya da yalnızca birkaç saat saklanıyor. Ziyaretçi ikinci sayfayı açtığında ya da ertesi gün geri geldiğinde aynı dosyalar yeniden indirilir; sayfalar olması gerekenden yavaş açılır ve sunucunuz boşuna yorulur.",
    fix: "Barındırma panelinizde ya da önbellek eklentinizde (WP Rocket, LiteSpeed Cache, W3 Total Cache gibi) \"tarayıcı önbelleği\" ayarını açın ve statik dosyalar için en az bir hafta, tercihen bir yıl seçin. Cloudflare kullanıyorsanız \"Browser Cache TTL\" ayarını yükseltin. Geliştiriciniz için: CSS, JS ve görsellere \"Cache-Control: public, max-age=31536000\" verin; dosya adları sürümlüyse immutable da ekleyin.",
  },
  "core/favicon-missing": {
    title: "Sitenin simgesi (favicon) yok",
    why: "Google, arama sonuçlarında sitenizin adının yanında küçük bir simge gösterir; simge bulunamazsa yerine sıradan bir dünya simgesi çıkar ve sonucunuz rakiplerinizin arasında daha az fark edilir. Tarayıcı sekmesinde ve yer imlerinde de sitenizin simgesi görünmez.",
    fix: "Logonuzdan kare bir simge hazırlayın (en az 48×48 piksel, tercihen 192×192) ve ana sayfanın <head> bölümüne <link rel=\"icon\" href=\"/favicon.png\"> satırını ekleyin. WordPress'te bu \"Görünüm > Özelleştir > Site kimliği > Site simgesi\" ayarıdır; Wix, Shopify, Ticimax ve İdeaSoft'ta da tema ya da mağaza ayarlarında bir \"favicon\" alanı vardır.",
  },
  "security/http-to-https": {
    title: "Sitenin http:// adresi güvenli (https://) adrese yönlenmiyor",
    why: "Sitenizin adresini başında https olmadan yazan, eski bir bağlantıya tıklayan ya da eski bir kartvizitteki adresi kullanan ziyaretçi şifresiz http:// sürümünde kalıyor. Tarayıcı bu sayfayı \"Güvenli değil\" diye işaretler; aynı sayfanın iki sürümü olduğu için Google'ın sayfanıza verdiği değer de ikiye bölünebilir.",
    fix: "http:// ile gelen tüm ziyaretleri kalıcı (301) yönlendirmeyle aynı sayfanın https:// adresine gönderin. Çoğu barındırma panelinde bu \"HTTPS'e zorla\" ya da \"Force HTTPS\" seçeneğidir; Cloudflare'de \"Always Use HTTPS\" ayarıdır. Wix, Shopify, Ticimax ve İdeaSoft bunu kendiliğinden yapar; yapmıyorsa alan adı ayarlarınızı destek ekibine kontrol ettirin.",
  },
  "security/http-to-https-temporary": {
    title: "http:// adresi https://'e geçici yönlendirmeyle gidiyor",
    why: "Sitenizin http:// adresi güvenli adrese gidiyor ama \"geçici\" (302 ya da 307) yönlendirmeyle. Geçici yönlendirme Google'a eski adresin geri döneceğini söyler; Google bir süre http:// adresini de tutabilir ve sayfanın değeri iki adres arasında bölünebilir.",
    fix: "Yönlendirmeyi kalıcı (301) yapın. Barındırma panelinizdeki \"HTTPS'e zorla\" ayarı çoğu zaman bunu doğru yapar; elle yazılmış bir kural varsa geliştiricinizden 302 yerine 301 kullanmasını isteyin.",
  },
  "social/og-image-broken": {
    title: "Paylaşım görseli (og:image) açılmıyor",
    why: "Sayfanız paylaşıldığında Facebook, LinkedIn ve WhatsApp görseli og:image etiketindeki adresten indirir. Bu adres hata veriyorsa paylaşım görselsiz, sıradan bir bağlantı olarak görünür ve çok daha az tıklanır.",
    fix: "og:image etiketindeki adresi tarayıcıda açıp görselin yüklendiğini kontrol edin. Görsel taşındıysa ya da silindiyse etiketi yeni adresle güncelleyin; WordPress'te bu genellikle SEO eklentisinin sosyal medya ayarlarındadır.",
  },
  "social/og-image-size": {
    title: "Paylaşım görseli (og:image) çok küçük ya da çok büyük",
    why: "600×315 pikselden küçük bir paylaşım görseli Facebook ve LinkedIn'de büyük kart yerine küçük bir kare olarak gösterilir ve paylaşım gözden kaçar. 5 MB'ı aşan bir görseli ise X (Twitter) hiç göstermez.",
    fix: "Paylaşım görselini 1200×630 piksel boyutunda hazırlayın ve 1 MB'ın altında kalacak şekilde JPEG ya da PNG olarak kaydedin; ardından og:image etiketinde bu görselin adresini verin.",
  },
  "security/security-txt-missing": {
    title: "Güvenlik iletişim dosyası (security.txt) yok",
    why: "Sitenizde bir güvenlik açığı bulan iyi niyetli bir araştırmacı, bunu kime bildireceğini /.well-known/security.txt dosyasında arar. Dosya yoksa uyarı size ulaşmayabilir ve açık, kötü niyetli biri tarafından kullanılana kadar fark edilmeyebilir.",
    fix: "Sitenizin /.well-known/security.txt adresine, düz metin olarak en az iki satır içeren bir dosya koyun: bir Contact satırı (ör. Contact: mailto:guvenlik@alanadiniz.com) ve bir yıl sonrasını gösteren bir Expires satırı (ör. Expires: 2027-12-31T23:59:59Z).",
  },
  "security/security-txt-invalid": {
    title: "Güvenlik iletişim dosyası (security.txt) eksik ya da süresi dolmuş",
    why: "security.txt dosyanız var ama zorunlu Contact ya da Expires satırı eksik, tarih geçerli biçimde yazılmamış ya da süresi dolmuş. Süresi dolmuş bir dosyadaki bilgilere güvenilmemesi gerekir; güvenlik açığı bildirmek isteyen biri size ulaşamayabilir.",
    fix: "Dosyada bir Contact satırı (e-posta ya da form adresi) ve Expires satırı bulunduğundan emin olun. Expires tarihini 2027-12-31T23:59:59Z biçiminde, bir yıldan kısa bir süre sonrasına ayarlayın ve takviminize yenileme hatırlatıcısı koyun.",
  },
};
