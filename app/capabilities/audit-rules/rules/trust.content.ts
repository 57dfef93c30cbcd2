import type { RuleTexts } from "../rule-text";
import type { TRUST_RULES } from "./trust";

export const TRUST_TEXTS: RuleTexts<typeof TRUST_RULES> = {
  "trust/privacy-notice-missing": {
    title: "Kişisel veri isteyen formun sayfasında aydınlatma metni bağlantısı ya da notu yok",
    why: "Bu sayfadaki form ziyaretçiden adını, e-postasını, telefonunu ya da mesajını istiyor, ama sayfanın hiçbir yerinde (formun altında ya da sitenin alt kısmında) KVKK aydınlatma metnine (gizlilik politikasına) giden bir bağlantı, formun içinde de bir aydınlatma notu yok. KVKK, kişiyi verisi toplanırken bilgilendirmenizi ister; bunun yaygın yolu, formun bulunduğu sayfada aydınlatma metnine bağlantı vermektir. Bu eksik Kişisel Verileri Koruma Kurumu'nun para cezası verdiği konulardandır; ziyaretçi de bilgisinin ne olacağını göremeyince formu doldurmaktan vazgeçebilir.",
    fix: "Formun altına \"Kişisel verileriniz KVKK Aydınlatma Metni kapsamında işlenir\" gibi kısa bir not ve aydınlatma metninize bağlantı ekleyin; sitenin alt kısmına (footer) da \"KVKK Aydınlatma Metni\" ya da \"Gizlilik Politikası\" bağlantısı koyun. Aydınlatma metniniz yoksa bir hukukçuya hazırlatın. Geliştiriciniz için: bağlantının metni ya da adresi \"kvkk\", \"aydınlatma\" veya \"gizlilik\" içermeli; form içindeki onay kutusunun etiketi de sayılır.",
  },
  "trust/cookie-notice-missing": {
    title: "Ölçüm ve reklam kodları var, çerez bildirimi yok",
    why: "Bu sayfa Google Analytics, Meta Pikseli gibi ziyaretçiyi tanıyan kodlar yüklüyor, ama ziyaretçiye çerezler hakkında bir bildirim ya da izin penceresi göstermiyor. Kurumun çerez rehberine göre zorunlu olmayan çerezler için ziyaretçinin onayı gerekir; onaysız ölçüm hem ceza riski taşır hem de Google reklamlarında ölçümünüzü kısıtlayabilir.",
    fix: "Sitenize bir çerez izin aracı ekleyin (Cookiebot, CookieYes, Complianz gibi; WordPress'te eklenti olarak kurulur) ya da \"Sitemizde çerezler kullanılmaktadır\" diyen, kabul ve ret seçenekleri olan bir bant koyun. Ölçüm kodlarının ancak onaydan sonra çalışmasını sağlayın.",
  },
  "trust/contact-page-missing": {
    title: "Ana sayfadan iletişim sayfasına bağlantı yok",
    why: "Müşteri size nasıl ulaşacağını bulamazsa başka firmaya gider. Açık bir iletişim sayfası güven de verir: Google'ın kalite değerlendiricileri de bir sitenin arkasında kimin olduğunu ve nasıl ulaşılacağını arar.",
    fix: "Ana sayfanın menüsüne ve alt kısmına \"İletişim\" bağlantısı ekleyin. İletişim sayfasında telefon, e-posta, adres ve çalışma saatleriniz yazsın; mümkünse bir harita da koyun.",
  },
  "trust/distance-sales-missing": {
    title: "Mağazada mesafeli satış sözleşmesi bağlantısı yok",
    why: "İnternetten satış yapan her işletme, 6502 sayılı Tüketicinin Korunması Hakkında Kanun ve Mesafeli Sözleşmeler Yönetmeliği gereği mesafeli satış sözleşmesini ve ön bilgilendirme formunu müşteriye sunmak zorundadır. Bu sayfada sözleşmeye giden bir bağlantı yok; ödeme kuruluşları (iyzico, PayTR gibi) da bu sayfaları görmeden üye iş yeri başvurusunu onaylamaz.",
    fix: "Sitenin alt kısmına \"Mesafeli Satış Sözleşmesi\" bağlantısı ekleyin. Ticimax, IdeaSoft, T-Soft, ikas ve Shopify'da bu sayfa yönetim panelindeki sözleşmeler ya da politikalar bölümünden oluşturulup menüye eklenir; WooCommerce'te bir sayfa açıp alt menüye bağlayın. Metni bir hukukçuya kontrol ettirin.",
  },
  "trust/return-policy-missing": {
    title: "Mağazada iade ve cayma hakkı koşullarına bağlantı yok",
    why: "Tüketici, internetten aldığı üründe 14 gün içinde cayma hakkına sahiptir ve bunun nasıl kullanılacağı açıkça yazılmalıdır. İade koşullarını bulamayan müşteri alışverişi yarıda bırakır; koşulları görünür olan mağazalar daha çok güven ve satış kazanır.",
    fix: "\"İade ve Değişim Koşulları\" (ya da \"Cayma Hakkı\") adında bir sayfa hazırlayıp sitenin alt kısmından ve ürün sayfalarından bağlantı verin. Hazır e-ticaret altyapılarında bu sayfa panelin sözleşmeler ya da politikalar bölümündedir.",
  },
};
