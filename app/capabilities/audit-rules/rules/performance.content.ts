import type { Opportunity } from "~/capabilities/browser/browser-facts";
import { formatBytes, formatNumber } from "~/shared/format";
import type { RuleTexts } from "../rule-text";
import type { PERFORMANCE_RULES } from "./performance";

const seconds = (ms: number): string => `${formatNumber(ms / 1000, 1)} sn`;

/** What a hit says beside its page: the measured figure, in Turkish number format. */
export const PERFORMANCE_DETAIL = {
  lcpMs: (ms: number) => `LCP ${seconds(ms)}`,
  cls: (value: number) => `CLS ${formatNumber(value, 2)}`,
  tbtMs: (ms: number) => `TBT ${formatNumber(Math.round(ms))} ms`,
  opportunity: (found: Opportunity): string => {
    const saving = [found.savingsMs ? `~${seconds(found.savingsMs)} kazanç` : null, found.savingsBytes ? `~${formatBytes(found.savingsBytes)} tasarruf` : null].filter(Boolean).join(", ");
    const first = found.items[0];
    return [saving, first ? `${first}${found.items.length > 1 ? ` ve ${found.items.length - 1} dosya daha` : ""}` : null].filter(Boolean).join(" · ");
  },
} as const;

const LAB =
  "Ölçüm, Google'ın Lighthouse aracıyla, PageSpeed Insights'ın kullandığı mobil profilde (yavaş bir 4G bağlantısı ve orta hızda bir telefon) yapıldı.";

export const PERFORMANCE_TEXTS: RuleTexts<typeof PERFORMANCE_RULES> = {
  "performance/lcp-poor": {
    title: "Sayfanın ana içeriği telefonda çok geç görünüyor (LCP 4 saniyeden uzun)",
    why: `Sayfanın en büyük görseli ya da metin bloğu (Largest Contentful Paint) 4 saniyeden sonra ekrana geliyor. Google bu süreyi "kötü" sayar ve sıralamada sayfa deneyimi sinyali olarak kullanır; ziyaretçilerin büyük kısmı bu kadar beklemeden geri döner. ${LAB}`,
    fix: "En büyük görseli küçültün ve WebP/AVIF biçimine çevirin, ona fetchpriority=\"high\" verin, sayfanın başındaki script ve stil dosyalarını azaltın ya da erteleyin, sunucu yanıtını önbellekle hızlandırın. WordPress'te bir görsel optimizasyonu ve önbellek eklentisi çoğunu halleder.",
  },
  "performance/lcp-slow": {
    title: "Sayfanın ana içeriği telefonda geç görünüyor (LCP 2,5–4 saniye)",
    why: `Sayfanın en büyük görseli ya da metin bloğu 2,5 ile 4 saniye arasında ekrana geliyor. Google 2,5 saniyenin altını "iyi" sayar; bu sayfa "iyileştirilmeli" aralığında. ${LAB}`,
    fix: "En büyük görseli sıkıştırın ve doğru boyutta sunun, ona fetchpriority=\"high\" verin (tembel yüklemeyin), sayfanın başındaki bekleten dosyaları erteleyin.",
  },
  "performance/cls-poor": {
    title: "Sayfa yüklenirken içerik çok kayıyor (CLS 0,25'ten büyük)",
    why: `Sayfa açılırken metinler ve düğmeler yer değiştiriyor (Cumulative Layout Shift 0,25'in üzerinde, Google'a göre "kötü"). Ziyaretçi okuduğu satırı kaybeder, yanlış düğmeye basar. ${LAB}`,
    fix: "Görsellere ve videolara genişlik ve yükseklik verin, reklam ve gömülü içerik alanlarına sabit yer ayırın, yazı tiplerinde font-display: swap ile birlikte benzer boyutta yedek yazı tipi kullanın; sonradan açılan çerez ve kampanya bantlarını içeriğin üstüne binecek şekilde gösterin.",
  },
  "performance/cls-high": {
    title: "Sayfa yüklenirken içerik kayıyor (CLS 0,1–0,25)",
    why: `Sayfa açılırken içerik yer değiştiriyor (Cumulative Layout Shift 0,1 ile 0,25 arasında; Google 0,1'in altını "iyi" sayar). ${LAB}`,
    fix: "Görsellere genişlik ve yükseklik verin, sonradan yüklenen bantlar ve reklamlar için yer ayırın.",
  },
  "performance/tbt-poor": {
    title: "Sayfa açılırken telefonda uzun süre donuyor (TBT 600 ms'den uzun)",
    why: `Sayfa yüklenirken JavaScript telefonun işlemcisini toplam 600 milisaniyeden uzun süre meşgul ediyor (Total Blocking Time, Google'a göre "kötü"): bu sürede dokunuşlara ve kaydırmaya tepki gelmez. ${LAB}`,
    fix: "Kullanmadığınız eklentileri, sohbet ve izleme kodlarını kaldırın; kalanları defer ile erteleyin ya da ziyaretçi etkileşince yükleyin. Büyük tema ve sayfa oluşturucu betiklerini geliştiricinizle gözden geçirin.",
  },
  "performance/tbt-high": {
    title: "Sayfa açılırken telefonda takılıyor (TBT 200–600 ms)",
    why: `Sayfa yüklenirken JavaScript telefonun işlemcisini 200 ile 600 milisaniye meşgul ediyor (Google 200 ms'nin altını "iyi" sayar); dokunuşlara geç tepki verilir. ${LAB}`,
    fix: "Gereksiz script'leri kaldırın, kalanları erteleyin; üçüncü taraf kodlarını (sohbet, reklam, izleme) sayfa açıldıktan sonra yükleyin.",
  },
  "performance/render-blocking": {
    title: "Sayfanın görünmesini bekleten dosyalar ölçüldü",
    why: `Tarayıcı, bu sayfanın başındaki bazı script ve stil dosyalarını indirip çalıştırmadan ekrana hiçbir şey çizmedi; sayfanın ilk görüntüsü telefonda 1,8 saniyeyi aştı ve Lighthouse bu bekleyişin onu belirgin biçimde geciktirdiğini ölçtü (ayrıntıda tahmini kazanç ve ilk dosya). ${LAB}`,
    fix: "Bu script'lere defer veya async ekleyin ya da sayfanın sonuna taşıyın; stil dosyalarını birleştirin, sayfanın üst kısmı için gereken küçük stili sayfaya gömün. WordPress'te hız eklentilerinin \"JavaScript'i ertele\" ve \"kritik CSS\" ayarları bunu yapar.",
  },
  "performance/image-delivery": {
    title: "Görseller gerektiğinden çok büyük ya da ağır gönderiliyor",
    why: `Bu sayfadaki görseller ekranda gösterildiklerinden çok büyük boyutta ya da eski biçimlerde (JPEG, PNG) gönderiliyor; Lighthouse 100 KB'tan fazla gereksiz veri ölçtü. Telefonla gelen ziyaretçi bu veriyi boşuna indirir, sayfa geç açılır. ${LAB}`,
    fix: "Görselleri gösterildikleri boyuta küçültün, WebP veya AVIF'e çevirin ve srcset ile ekran boyutuna göre sunun. WordPress'te bir görsel optimizasyonu eklentisi, Shopify ve Wix'te platformun kendi görsel ayarları bunu otomatik yapar.",
  },
  "performance/unused-javascript": {
    title: "Sayfa kullanmadığı JavaScript'i indiriyor",
    why: `Bu sayfada yüklenen JavaScript'in önemli bir kısmı (50 KB'tan fazla) sayfa açılırken hiç çalışmıyor; yine de her ziyaretçi onu indirir ve telefonu onu işler. ${LAB}`,
    fix: "Bu sayfada işe yaramayan eklentilerin script'lerini yalnızca gereken sayfalarda yükletin (WordPress'te Asset CleanUp gibi eklentiler), büyük kütüphaneleri parçalara bölün, kullanılmayan kodları kaldırın.",
  },
  "performance/text-compression": {
    title: "Script, stil veya sayfa dosyaları sıkıştırılmadan gönderiliyor",
    why: `Bu sayfanın metin dosyaları (HTML, CSS, JavaScript) gzip veya Brotli ile sıkıştırılmadan geliyor; sıkıştırma bu dosyaları genellikle üçte birine indirir. Lighthouse 10 KB'tan fazla gereksiz veri ölçtü. ${LAB}`,
    fix: "Sunucunuzda veya CDN'inizde gzip ya da Brotli sıkıştırmayı tüm metin dosyaları için açın (yalnızca HTML için değil); çoğu barındırma panelinde tek bir ayardır.",
  },
  "performance/lcp-lazy-loaded": {
    title: "Sayfanın en büyük görseli tembel yükleniyor (loading=\"lazy\")",
    why: `Sayfanın ana görseli loading="lazy" ile işaretli: tarayıcı onu sayfanın geri kalanı hazır olana dek indirmeye başlamıyor, bu yüzden ana içerik geç görünüyor (LCP). ${LAB}`,
    fix: "İlk ekranda görünen ana görselden loading=\"lazy\" özelliğini kaldırın ve ona fetchpriority=\"high\" verin; tembel yüklemeyi yalnızca sayfanın aşağısındaki görsellere bırakın.",
  },
  "performance/unsized-images": {
    title: "Genişliği ve yüksekliği belirtilmemiş görseller sayfayı kaydırıyor",
    why: `Bu sayfadaki bazı görsellerin genişliği ve yüksekliği yok: tarayıcı görsel inene kadar onlara yer ayıramıyor, görsel gelince altındaki içerik aşağı kayıyor (CLS). Lighthouse ölçtüğü sayfada bunu buldu. ${LAB}`,
    fix: "Her <img> etiketine gerçek width ve height değerlerini yazın (ya da CSS'te aspect-ratio verin); tema ve sayfa oluşturucular bunu çoğu zaman bir ayarla yapar.",
  },
};
