import type { RuleTexts } from "../rule-text";
import type { INTERNATIONAL_RULES } from "./international";

const HREFLANG_TOOL = "/seo-araclari/hreflang-uretici";

export const INTERNATIONAL_TEXTS: RuleTexts<typeof INTERNATIONAL_RULES> = {
  "international/invalid-code": {
    title: "Geçersiz hreflang dil ya da ülke kodu",
    why: "hreflang değeri bir dil kodu (ISO 639-1, ör. tr, en) ve isterseniz ardından bir ülke kodu (ISO 3166-1, ör. TR, GB) olmalıdır. \"en-UK\", \"tr_TR\" ya da yalnızca \"TR\" gibi değerleri Google tanımaz ve o sürümü yok sayar.",
    fix: "Değeri düzeltin: İngiltere için \"en-GB\", Türkçe için \"tr\" ya da \"tr-TR\"; alt çizgi yerine tire kullanın. hreflang aracımız doğru kodlarla eksiksiz etiket setini yazar.",
    tool: HREFLANG_TOOL,
  },
  "international/relative-href": {
    title: "hreflang adresi tam yazılmamış",
    why: "hreflang etiketinde \"/en/\" ya da \"//siteniz.com/en/\" gibi eksik bir adres var. Google, dil sürümlerinin adreslerinin https:// ile başlayan tam adres olmasını ister; eksik adresler yanlış okunabilir ve sürüm setten düşebilir.",
    fix: "hreflang etiketlerindeki her adresi https:// ile başlayan tam adres olarak yazın (ör. https://www.siteniz.com/en/).",
    tool: HREFLANG_TOOL,
  },
  "international/missing-self": {
    title: "Sayfa hreflang listesinde kendini göstermiyor",
    why: "Google, her dil sürümünün hreflang listesinde diğer sürümlerle birlikte kendisini de göstermesini ister. Kendi adresi eksik olan listede bu sayfanın hangi dile ait olduğu belli olmaz.",
    fix: "Sayfanın hreflang etiketlerine, kendi diline ait değerle kendi tam adresini de ekleyin.",
    tool: HREFLANG_TOOL,
  },
  "international/duplicate-value": {
    title: "Aynı hreflang değeri birden fazla adrese verilmiş",
    why: "Sayfa aynı dil ya da ülke değerini iki farklı adrese veriyor. Google hangisinin o dilin sürümü olduğunu bilemez ve bu etiketleri yok sayabilir.",
    fix: "Her dil-ülke değerini tek bir adrese verin. İki sayfa gerçekten aynı kitleye yönelikse birini asıl sayfa yapın.",
    tool: HREFLANG_TOOL,
  },
  "international/no-x-default": {
    title: "hreflang listesinde x-default yok",
    why: "x-default, dili ya da ülkesi sürümlerinizden hiçbirine uymayan ziyaretçilere hangi sayfanın gösterileceğini söyler. Google bunu önerir; yoksa bu ziyaretçilere hangi sürümün gösterileceğine Google karar verir.",
    fix: "Listeye hreflang=\"x-default\" ile bir varsayılan sürüm ekleyin: genellikle dil seçim sayfası ya da ana dildeki sayfa.",
    tool: HREFLANG_TOOL,
  },
  "international/lang-mismatch": {
    title: "Sayfanın dili (lang) hreflang değeriyle uyuşmuyor",
    why: "<html lang> özniteliği bir dili, sayfanın kendisine verdiği hreflang değeri başka bir dili söylüyor. Google dili hreflang'den ve içerikten anlar, ama ekran okuyucular, tarayıcıların çeviri önerisi ve diğer arama motorları lang özniteliğine bakar.",
    fix: "<html lang> değerini sayfanın gerçek diliyle aynı yapın (ör. İngilizce sayfada lang=\"en\"); çoğu zaman tema her dilde aynı değeri yazıyordur.",
    tool: HREFLANG_TOOL,
  },
  "international/missing-return": {
    title: "Dil sürümleri birbirini karşılıklı göstermiyor",
    why: "Bir dil sürümü bu sayfayı gösteriyor, ama bu sayfa ona geri bağlantı vermiyor. Google, iki sayfa birbirini karşılıklı göstermedikçe bu hreflang etiketlerini yok sayar.",
    fix: "Her dil sürümüne, diğer bütün sürümleri (kendisi dahil) gösteren aynı hreflang listesini ekleyin. hreflang aracımızın düzeltme paketi her sayfada eksik kalan etiketleri listeler.",
    tool: HREFLANG_TOOL,
  },
  "international/alternate-redirects": {
    title: "hreflang, yönlendirilen bir adresi gösteriyor",
    why: "hreflang listesindeki bir adres başka bir adrese yönlendiriyor. Google'ın göstermesini istediğiniz sürüm, listede yazan adres değil; bu sinyali zayıflatır ve karşılıklı bağlantıları bozar.",
    fix: "hreflang etiketlerinde her sürümün yönlendirmesiz son adresini yazın.",
    tool: HREFLANG_TOOL,
  },
  "international/alternate-error": {
    title: "hreflang, açılmayan bir sayfayı gösteriyor",
    why: "hreflang listesindeki bir dil sürümü hata veriyor (ör. 404). Google bu sürümü kullanamaz; o dildeki ziyaretçiler doğru sayfaya yönlendirilmez.",
    fix: "Sayfayı yeniden yayınlayın ya da hreflang listesinden çıkarın; adres değiştiyse yeni adresi yazın.",
    tool: HREFLANG_TOOL,
  },
  "international/alternate-noindex": {
    title: "hreflang, noindex olan bir sayfayı gösteriyor",
    why: "hreflang listesindeki bir dil sürümü Google'a \"beni dizine ekleme\" diyor. Dizinde olmayan bir sayfa o dildeki aramalarda gösterilemez; hreflang seti eksik kalır.",
    fix: "O sürüm görünsün istiyorsanız noindex'i kaldırın; görünmesin istiyorsanız hreflang listelerinden çıkarın.",
    tool: HREFLANG_TOOL,
  },
  "international/alternate-not-canonical": {
    title: "hreflang, asıl adresi başka olan bir sayfayı gösteriyor",
    why: "hreflang listesindeki bir sürümün canonical etiketi başka bir adresi gösteriyor. Google hreflang'de yalnızca asıl (canonical) adresleri kullanır; bu sürüm setten düşer.",
    fix: "hreflang etiketlerinde her sürümün canonical adresini yazın ve her sürümün canonical'ı kendi adresini göstersin.",
    tool: HREFLANG_TOOL,
  },
};
