import type { RuleTexts } from "../rule-text";
import type { DELIVERY_RULES } from "./delivery";

export const DELIVERY_TEXTS: RuleTexts<typeof DELIVERY_RULES> = {
  "delivery/ttfb-slow": {
    title: "Sunucu yanıt vermekte biraz yavaş (0,8 saniyeden uzun)",
    why: "Sunucunun ilk baytı göndermesi (TTFB) sitenizin sayfalarında ortanca olarak 0,8 saniyeyi geçiyor; sayfanın ekranda görünmesi de o kadar gecikir. Tek bir ölçüme değil, taradığımız tüm sayfaların ortanca (medyan) değerine bakıyoruz; ayrıntıdaki sayı bu değer, parantez içindeki ise ölçülen sayfa sayısıdır. Google, hızlı açılan sayfaları ziyaretçi deneyimi ölçütlerinde daha iyi değerlendirir.",
    fix: "Sayfa önbelleğini (WordPress'te bir önbellek eklentisi) açın, yavaş eklentileri ve veritabanı sorgularını gözden geçirin; ziyaretçileriniz Türkiye'deyse Türkiye'ye yakın bir sunucu veya CDN kullanın.",
  },
  "delivery/ttfb-very-slow": {
    title: "Sunucu çok yavaş yanıt veriyor (1,8 saniyeden uzun)",
    why: "Taradığımız sayfaların ortanca (medyan) ilk bayt süresi 1,8 saniyeyi geçiyor (ayrıntıda bu değer ve ölçülen sayfa sayısı var): ziyaretçi, sayfadan tek bir şey görmeden önce neredeyse iki saniye bekliyor; mobilde bu bekleyişte birçok kişi sayfayı kapatır. Çok yavaş sunucular Google'ın sitenizi daha az taramasına da yol açar.",
    fix: "Tam sayfa önbelleği kurun, barındırma paketinizin kaynaklarını (işlemci, bellek, PHP sürümü) kontrol edin ve gerekirse daha hızlı bir sunucuya veya CDN'e geçin. Barındırma firmanızdan yavaşlığın nedenini isteyebilirsiniz.",
  },
  "delivery/not-compressed": {
    title: "Sayfa sıkıştırılmadan gönderiliyor",
    why: "HTML, gzip veya Brotli ile sıkıştırıldığında genellikle beşte birine iner. Sıkıştırma yoksa her ziyaretçi gereğinden çok veri indirir; özellikle mobil bağlantılarda sayfa geç açılır.",
    fix: "Sunucunuzda gzip veya Brotli sıkıştırmayı açın (Apache'de mod_deflate, Nginx'te gzip on; çoğu barındırma panelinde ve CDN'de tek bir ayardır).",
  },
  "delivery/vary-accept-encoding-missing": {
    title: "Sıkıştırılmış sayfada \"Vary: Accept-Encoding\" başlığı yok",
    why: "Arada bir önbellek (CDN veya vekil sunucu) varsa, bu başlık olmadan sıkıştırılmış kopyayı sıkıştırmayı desteklemeyen bir ziyaretçiye verebilir; o ziyaretçi anlamsız karakterler görür.",
    fix: "Sıkıştırılmış yanıtlara \"Vary: Accept-Encoding\" başlığını ekleyin (Nginx'te gzip_vary on; Apache'de mod_deflate bunu genellikle kendisi ekler).",
  },
  "delivery/cache-policy-missing": {
    title: "Sayfanın önbellek kuralı (Cache-Control) yok",
    why: "Cache-Control olmadan tarayıcılar ve CDN'ler sayfanın ne kadar saklanacağını kendileri tahmin eder: kimi ziyaretçi güncellediğiniz sayfanın eski hâlini görür, kimi her seferinde sayfayı baştan indirir.",
    fix: "HTML sayfalarınız için bilinçli bir kural seçin: sık değişen sayfalarda \"Cache-Control: no-cache\" (her seferinde kısa bir kontrolle güncel kopya), nadiren değişenlerde \"Cache-Control: public, max-age=300\" gibi kısa bir süre.",
  },
  "delivery/no-store": {
    title: "Sayfa hiçbir yerde saklanamıyor (Cache-Control: no-store)",
    why: "no-store, sayfanın her ziyarette sıfırdan indirilmesini ister ve tarayıcının \"geri\" düğmesinde sayfayı anında göstermesini (geri-ileri önbelleği) de çoğu zaman engeller. Kişisel bilgi göstermeyen bir sayfada bu yalnızca yavaşlık demektir.",
    fix: "no-store'u yalnızca hesap, sepet veya ödeme gibi kişiye özel sayfalarda kullanın; diğer sayfalarda \"no-cache\" ya da kısa bir max-age yeterlidir.",
  },
  "delivery/html-over-googlebot-limit": {
    title: "Sayfanın HTML'i Google'ın okuduğu 2 MB sınırını aşıyor",
    why: "Googlebot bir HTML dosyasının yalnızca ilk 2 MB'ını dizine ekler; sonrasını hiç görmez. Sayfanın alt kısmındaki metinler, bağlantılar ve yapılandırılmış veri Google için yok sayılır.",
    fix: "Sayfaya gömülü büyük script'leri, stilleri ve base64 görselleri ayrı dosyalara taşıyın; çok uzun listeleri sayfalara bölün. Önemli içerik ve bağlantılar HTML'in başında kalsın.",
  },
  "delivery/html-heavy": {
    title: "Sayfanın HTML'i çok büyük",
    why: "Tipik bir sayfanın HTML'i 30 KB civarındadır; bu sayfa on katından büyük. Büyük HTML, telefonda hem indirmesi hem işlenmesi uzun süren, geç açılan bir sayfa demektir.",
    fix: "Sayfaya gömülü script, stil ve base64 görselleri ayrı dosyalara taşıyın; sayfa oluşturucunun eklediği gereksiz iç içe katmanları ve gizli bölümleri azaltın.",
  },
  "delivery/render-blocking-script": {
    title: "Sayfanın başındaki script'ler görüntülenmeyi bekletiyor",
    why: "<head> içinde async veya defer olmadan yüklenen her script, indirilip çalışana kadar tarayıcının sayfayı çizmesini durdurur. Ziyaretçi bu sürede boş bir ekrana bakar.",
    fix: "Bu script'lere \"defer\" (sırası önemliyse) ya da \"async\" (bağımsız ölçüm kodları için) ekleyin veya onları sayfanın sonuna taşıyın. WordPress'te çoğu hız eklentisi bunu tek bir ayarla yapar.",
  },
  "delivery/render-blocking-stylesheets": {
    title: "Sayfa, görünmeden önce çok sayıda stil dosyası bekliyor",
    why: "Tarayıcı, <head> içindeki her stil dosyasını indirmeden sayfayı çizmez. Dört-beş ayrı dosya, özellikle mobilde her biri ayrı bir bekleme demektir.",
    fix: "Stil dosyalarını bir ya da iki dosyada birleştirin, kullanılmayan eklenti stillerini kaldırın; sayfanın üst kısmı için gereken küçük bir bölümü sayfaya gömüp kalanını sonradan yükleyebilirsiniz.",
  },
  "delivery/too-many-scripts": {
    title: "Sayfa çok sayıda script dosyası yüklüyor",
    why: "Her script ayrı bir indirme ve çalıştırma demektir; çok sayıda eklenti ve izleme kodu sayfanın açılmasını ve tıklamalara tepki vermesini yavaşlatır.",
    fix: "Kullanmadığınız eklentileri ve izleme kodlarını kaldırın, kalanları birleştirin; izleme kodlarını tek bir Google Tag Manager kapsayıcısından yönetin.",
  },
  "delivery/inline-scripts-heavy": {
    title: "Sayfaya çok büyük script kodu gömülmüş",
    why: "HTML'in içine yazılan script'ler tarayıcı önbelleğinde saklanamaz; ziyaretçi her sayfa açışında bu kodu yeniden indirir.",
    fix: "Büyük script bloklarını ayrı .js dosyalarına taşıyın; böylece tarayıcı onları bir kez indirip sonraki sayfalarda önbellekten kullanır.",
  },
  "delivery/inline-styles-heavy": {
    title: "Sayfaya çok büyük stil kodu gömülmüş",
    why: "Sayfanın üst kısmı için gereken birkaç KB stili sayfaya gömmek hızlandırır; ama 100 KB'ı aşan gömülü stil her sayfa açışında yeniden indirilir ve önbellekten yararlanamaz.",
    fix: "Gömülü stillerin büyük kısmını ayrı bir .css dosyasına taşıyın; sayfa oluşturucunuzda \"harici dosya olarak yazdır\" gibi bir ayar varsa açın.",
  },
  "delivery/old-jquery": {
    title: "Sayfada eski bir jQuery sürümü (1.x ya da 2.x) kullanılıyor",
    why: "jQuery, sitelerin menü, kaydırıcı ve form gibi parçalarında kullanılan bir kod kütüphanesidir. 1.x ve 2.x sürümlerinde yıllardır bilinen güvenlik açıkları var; saldırganlar bu açıkları otomatik araçlarla arar. Eski sürüm ayrıca yenisinden ağırdır ve sayfayı yavaşlatır.",
    fix: "Siteniz WordPress ise WordPress'i, temanızı ve eklentilerinizi güncelleyin: güncel WordPress jQuery 3 kullanır. Eski sürümü tema ya da bir eklenti ayrıca yüklüyorsa geliştiricinizden kaldırmasını isteyin. Geliştiriciniz için: jQuery'yi 3.5 ya da üstüne yükseltin; eski eklentiler için geçiş döneminde jQuery Migrate kullanılabilir.",
  },
  "delivery/duplicate-scripts": {
    title: "Aynı script sayfada iki kez yükleniyor",
    why: "Aynı dosya ya da aynı kütüphane (ör. iki ayrı jQuery) sayfada iki kez yüklendiğinde tarayıcı onu iki kez indirir ve çalıştırır; sayfa yavaşlar. İki jQuery üst üste yüklenince menü, kaydırıcı ya da sepet gibi parçalar bozulabilir.",
    fix: "Bulgudaki iki adresten birini kaldırın. Bu çoğu zaman bir temanın ve bir eklentinin aynı kütüphaneyi ayrı ayrı eklemesinden olur: eklentinin ayarlarında \"kütüphaneyi yükleme\" seçeneğini kapatın ya da geliştiricinizden tek kopya bırakmasını isteyin.",
  },
};
