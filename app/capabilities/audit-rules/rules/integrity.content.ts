import type { RuleTexts } from "../rule-text";
import type { INTEGRITY_RULES } from "./integrity";

export const INTEGRITY_TEXTS: RuleTexts<typeof INTEGRITY_RULES> = {
  "integrity/spam-content": {
    title: "Sayfada bahis, casino ya da ilaç spam'i var: site hacklenmiş olabilir",
    why: "Bu sayfanın metninde, başlığında ya da bağlantılarında \"deneme bonusu\", \"canlı bahis\", \"casino\" gibi ifadeler var. Güncellenmemiş WordPress sitelerine sızanlar bu metinleri çoğu zaman gizlice ekler: Google siteyi \"saldırıya uğramış\" diye işaretleyip sıralamadan düşürebilir, arama sonuçlarında ziyaretçiyi uyarabilir; yasa dışı bahis içeriği erişim engeline de yol açabilir.",
    fix: "Bu metinleri siz eklemediyseniz siteyi hemen bir uzmana temizletin: tüm eklenti, tema ve WordPress çekirdeğini güncelleyin, tanımadığınız yönetici hesaplarını silin, şifreleri değiştirin ve sunucudaki değişmiş dosyaları temiz yedekle değiştirin. Ardından Google Search Console'da \"Güvenlik sorunları\" bölümünü kontrol edip temizlik sonrası inceleme isteyin.",
  },
  "integrity/hidden-links": {
    title: "Ziyaretçiden gizlenmiş, başka sitelere giden bağlantılar var",
    why: "Bu sayfada görünmez yapılmış (gizli ya da ekran dışına itilmiş) bir alanın içinde başka sitelere giden bağlantılar var. Ziyaretçi bunları görmez ama Google görür: bu, hacklenmiş sitelere eklenen bağlantı spam'inin en bilinen biçimidir ve Google'ın spam politikalarına aykırıdır.",
    fix: "Bağlantıların hangi sitelere gittiğine bakın. Tanımıyorsanız site büyük olasılıkla ele geçirilmiştir: temizlik için bir uzmana başvurun, tüm eklenti ve temaları güncelleyin. Bağlantılar sizinse (örneğin gizli bir açılır pencerede iş ortağınız), görünür bir yere taşıyın. Geliştiriciniz için: style=\"display:none\", visibility:hidden, font-size:0 ya da eksi konumlu öğelerin içindeki dış bağlantılar sayıldı; sosyal medya, WhatsApp ve harita bağlantıları sayılmadı.",
  },
  "integrity/cloaking": {
    title: "Googlebot'a ziyaretçiden farklı bir ana sayfa gösteriliyor",
    why: "Ana sayfanızı bir kez Google'ın tarayıcısı (Googlebot) gibi istedik ve ziyaretçinin gördüğünden farklı bir sayfa geldi: başka bir başlık, fazladan metin, başka sitelere bağlantılar ya da başka bir siteye yönlendirme. Buna \"cloaking\" denir; hacklenmiş sitelerde bahis bağlantıları çoğu zaman yalnızca Google'a gösterilir ki site sahibi fark etmesin. Google bunu ağır bir ihlal sayar ve siteyi dizinden çıkarabilir.",
    fix: "Google Search Console'da URL Denetimi aracıyla ana sayfanızı \"Canlı URL'yi test et\" ile açıp Google'ın gördüğü sayfaya bakın. Orada yabancı içerik varsa site ele geçirilmiştir: bir uzmana temizletin ve sunucudaki .htaccess, index.php ve tema dosyalarını kontrol ettirin. Geliştiriciniz için: istek, Googlebot kullanıcı aracısıyla bir kez yapıldı; başlık, kelime sayısı, dış bağlantı alan adları ve spam ifadeleri karşılaştırıldı.",
  },
  "integrity/doorway-pages": {
    title: "Yalnızca şehir ya da ilçe adı değişen kopya sayfalar var",
    why: "Sitede aynı metnin, yalnızca il ya da ilçe adı değiştirilerek çoğaltıldığı sayfalar var (\"Kadıköy tesisatçı\", \"Çankaya tesisatçı\" gibi). Google bunlara \"giriş sayfası\" (doorway) der ve spam sayar: bu sayfalar sıralama kazanmaz, sitenin tamamının güvenilirliğine de zarar verebilir. Bu sayfaları siz hazırlatmadıysanız site hacklenmiş de olabilir.",
    fix: "Gerçekten hizmet verdiğiniz bölgeler için her sayfaya o bölgeye özgü içerik yazın (o bölgedeki işleriniz, ekibiniz, ulaşım, müşteri yorumları) ya da kopya sayfaları silip tek bir \"Hizmet bölgelerimiz\" sayfasında toplayın. Google İşletme Profilinizde hizmet bölgelerinizi ayrıca belirtin.",
  },
};
