import type { RuleTexts } from "../rule-text";
import type { ANALYTICS_RULES } from "./analytics";

export const ANALYTICS_TEXTS: RuleTexts<typeof ANALYTICS_RULES> = {
  "analytics/measurement-missing": {
    title: "Sitede ziyaretçi ölçümü yok",
    why: "Sitenizde Google Analytics, Google Tag Manager ya da benzeri bir ölçüm aracı bulunamadı. Kaç kişinin geldiğini, nereden geldiğini, hangi sayfalardan ayrıldığını ve reklamlarınızın kaç müşteri getirdiğini bilmeden yapılan her pazarlama harcaması tahmine dayanır.",
    fix: "Ücretsiz bir Google Analytics 4 hesabı açın ve kodunu Google Tag Manager ile sitenize ekleyin; WordPress'te Site Kit eklentisi, Shopify ve Ticimax gibi altyapılarda panelin entegrasyonlar bölümü bunu birkaç dakikada yapar. Ölçümle birlikte bir çerez izin aracı da kurun.",
  },
  "analytics/page-unmeasured": {
    title: "Bu sayfada ölçüm kodu yok",
    why: "Sitenizin çoğu sayfasında ölçüm kodu var, bu sayfada yok. Bu sayfaya gelen ziyaretçiler raporlarınızda görünmez; reklamdan gelen biri burada form doldurursa o dönüşüm de kaybolur.",
    fix: "Ölçüm kodunun (Google Tag Manager ya da Google Analytics) sitenin ortak şablonunda, her sayfada yüklendiğinden emin olun. Ayrı bir açılış sayfası aracıyla (landing page) hazırlanan sayfalara kodu ayrıca eklemek gerekir.",
  },
  "analytics/consent-mode-missing": {
    title: "Google etiketleri izin modu (Consent Mode) olmadan yükleniyor",
    why: "Bu sayfa Google Analytics ya da Google Ads kodunu yüklüyor, ama ziyaretçinin çerez tercihini Google'a bildiren izin modu (Consent Mode) ayarı görünmüyor. Google, Avrupa'daki ziyaretçiler için Mart 2024'ten beri bunu istiyor; olmadan reklam kitleleri ve dönüşüm ölçümü kısıtlanır, KVKK açısından da onaysız ölçüm yapılmış olur.",
    fix: "Google'ın sertifikalı bir çerez izin aracını (Cookiebot, CookieYes, Complianz, Usercentrics gibi) kurup Google izin modu seçeneğini açın. Geliştiriciniz için: Google etiketlerinden önce gtag('consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }) çalışmalı, onay gelince 'update' ile güncellenmeli.",
  },
  "analytics/consent-mode-gtm-unseen": {
    title: "Tag Manager var, izin modu ayarı sayfada görünmüyor",
    why: "Bu sayfa Google Tag Manager yüklüyor, ama sayfanın kodunda izin modu (Consent Mode) ayarı ya da bilinen bir çerez izin aracı yok. Çerez bandınız ve izin ayarınız Tag Manager'ın içinden kurulduysa sorun yoktur; kurulmadıysa Tag Manager'daki ölçüm ve reklam etiketleriniz ziyaretçinin onayını beklemeden çalışıyor, bu da hem KVKK hem Google'ın kuralları açısından risklidir.",
    fix: "Sitenizi gizli sekmede açın: çerez bandı çıkıyor mu bakın. Ardından Tag Manager'da önizleme modunu açıp sayfayı yükleyin ve \"Consent\" sekmesinde varsayılan izin durumlarının (denied) ilk olayda ayarlandığını kontrol edin. Ayarlı değilse Tag Manager galerisinden çerez izin aracınızın (Cookiebot, CookieYes gibi) şablonunu \"Consent Initialization\" tetikleyicisiyle ekleyin.",
  },
};
