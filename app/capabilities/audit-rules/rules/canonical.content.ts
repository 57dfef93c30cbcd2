import type { RuleTexts } from "../rule-text";
import type { CANONICAL_RULES } from "./canonical";

const CANONICAL_TOOL = "/seo-araclari/canonical-uretici";

export const CANONICAL_TEXTS: RuleTexts<typeof CANONICAL_RULES> = {
  "canonical/missing": {
    title: "Sayfada canonical etiketi yok",
    why: "Aynı sayfa çoğu zaman birden fazla adresle açılır (sonuna parametre, kampanya kodu ya da eğik çizgi eklenince). Canonical etiketi Google'a asıl adresin hangisi olduğunu söyler; yoksa seçimi Google kendisi yapar.",
    fix: "Her sayfanın <head> bölümüne, sayfanın kendi tam adresini gösteren bir <link rel=\"canonical\"> ekleyin. Canonical aracımız etiketi sizin için yazar.",
    tool: CANONICAL_TOOL,
  },
  "canonical/multiple": {
    title: "Sayfada birden fazla canonical etiketi var",
    why: "Google, birden fazla canonical bildiren bir sayfada bu etiketlerin hepsini yok sayar; asıl adres seçimi yine Google'a kalır. Genellikle tema ile SEO eklentisinin ikisi birden etiket ekliyordur.",
    fix: "Sayfanın kaynağında tek bir <link rel=\"canonical\"> kalsın; etiketi ekleyen araçlardan birini kapatın.",
    tool: CANONICAL_TOOL,
  },
  "canonical/header-conflict": {
    title: "HTTP başlığındaki canonical ile sayfadaki etiket farklı",
    why: "Sunucunuz Link başlığında bir adresi, sayfa ise <link rel=\"canonical\"> etiketinde başka bir adresi asıl adres olarak gösteriyor. Birbiriyle çelişen sinyalleri Google tümüyle yok sayabilir.",
    fix: "İki yerde aynı adresi kullanın ya da birini kaldırın. Link başlığını genellikle sunucu ayarı ya da bir eklenti ekler; geliştiricinize hangisinin kalacağını söyleyin.",
    tool: CANONICAL_TOOL,
  },
  "canonical/relative": {
    title: "Canonical adresi göreli yazılmış",
    why: "Canonical etiketinde \"/hizmetler\" gibi göreli bir adres var. Google tam adres ister: sayfanın bir kopyası başka bir alan adında ya da http:// ile açıldığında göreli adres yanlış sayfayı gösterir.",
    fix: "Canonical adresini https:// ile başlayan tam adres olarak yazın (ör. https://www.siteniz.com/hizmetler).",
    tool: CANONICAL_TOOL,
  },
  "canonical/in-body": {
    title: "Canonical etiketi sayfanın head bölümünde değil",
    why: "Google canonical etiketini yalnızca sayfanın <head> bölümünde okur. Etiket gövdede (body) kaldığında ya da <head> içine bir görsel veya kutu gibi gövde öğesi girip bölümü erkenden kapattığında yok sayılır.",
    fix: "Canonical etiketini <head> bölümüne, gövde öğelerinden önceye taşıyın. <head> içinde <div>, <img> ya da <iframe> gibi öğeler varsa onları <body> içine alın.",
    tool: CANONICAL_TOOL,
  },
  "canonical/noindex-elsewhere": {
    title: "Hem noindex hem başka sayfaya canonical",
    why: "Sayfa Google'a hem \"beni dizine ekleme\" hem de \"asıl sayfam şu\" diyor. Google bu iki sinyalin birlikte kullanılmamasını ister; noindex, canonical ile aktarılmak istenen değeri de boşa çıkarabilir.",
    fix: "Sayfa başka bir sayfanın kopyasıysa yalnızca canonical bırakın ve noindex'i kaldırın. Sayfa hiç görünmesin istiyorsanız canonical etiketini kaldırın.",
    tool: CANONICAL_TOOL,
  },
  "canonical/to-redirect": {
    title: "Canonical, yönlendirilen bir adresi gösteriyor",
    why: "Asıl adres olarak gösterilen sayfa başka bir adrese yönlendiriyor. Google'a çelişkili bir işaret verirsiniz: asıl adres dediğiniz yer aslında asıl adres değil.",
    fix: "Canonical etiketine yönlendirmenin sonundaki son adresi yazın.",
    tool: CANONICAL_TOOL,
  },
  "canonical/to-error": {
    title: "Canonical, açılmayan bir sayfayı gösteriyor",
    why: "Asıl adres olarak gösterilen sayfa hata veriyor (ör. 404 ya da 500). Google bu canonical'ı yok sayar; sayfanızın hangi adresle görüneceği belirsiz kalır.",
    fix: "Canonical etiketini açılan, doğru sayfaya güncelleyin; sayfa kaldırıldıysa canonical'ı sayfanın kendi adresine çevirin.",
    tool: CANONICAL_TOOL,
  },
  "canonical/to-noindex": {
    title: "Canonical, noindex olan bir sayfayı gösteriyor",
    why: "Asıl adres olarak gösterilen sayfa Google'a \"beni dizine ekleme\" diyor. Sonuçta ne bu sayfa ne de asıl sayfa arama sonucunda görünebilir.",
    fix: "Ya asıl sayfadaki noindex'i kaldırın ya da canonical etiketini dizine eklenebilen doğru sayfaya yönlendirin.",
    tool: CANONICAL_TOOL,
  },
  "canonical/chain": {
    title: "Canonical zinciri: gösterilen sayfa da başka bir sayfayı gösteriyor",
    why: "Bu sayfanın asıl adres dediği sayfa, kendi canonical etiketinde başka bir adresi gösteriyor. Google zincirleri takip etmeyebilir ve sizin seçmediğiniz bir adresi asıl kabul edebilir.",
    fix: "Zincirdeki tüm sayfaların canonical etiketini doğrudan son asıl adrese yazın; asıl sayfa da kendi adresini göstersin.",
    tool: CANONICAL_TOOL,
  },
  "canonical/other-host": {
    title: "Canonical başka bir alan adını gösteriyor",
    why: "Sayfa, asıl adres olarak başka bir alan adındaki bir sayfayı gösteriyor. Google bu sayfanın yerine o adresi gösterir; içerik başka bir siteden alınmadıysa bu genellikle alan adı değişikliğinden kalan bir taşıma ya da ayar hatasıdır.",
    fix: "Canonical etiketinde sitenizin kullandığı alan adını yazın. İçeriği başka bir siteden bilerek yayınlıyorsanız bu uyarıyı göz ardı edebilirsiniz.",
    tool: CANONICAL_TOOL,
  },
  "canonical/to-http": {
    title: "Güvenli sayfanın canonical'ı http:// adres",
    why: "Sayfanız HTTPS ile açılıyor ama canonical etiketi güvensiz http:// adresini asıl adres olarak gösteriyor. Google'a eski, güvensiz adresi göstermesini söylemiş olursunuz.",
    fix: "Canonical adresini https:// ile başlayacak şekilde güncelleyin; çoğu zaman site ayarlarındaki site adresini https'e çevirmek yeter.",
    tool: CANONICAL_TOOL,
  },
};
