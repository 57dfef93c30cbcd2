import type { RuleTexts } from "../rule-text";
import type { CONTENT_RULES } from "./content";

const META_TOOL = "/seo-araclari/meta-uretici";
const CANONICAL_TOOL = "/seo-araclari/canonical-uretici";

/** content/thin's finding: the page's words and the least the audit looks for on this site. */
export const thinDetail = (words: number, floor: number): string => `${words} kelime (en az ${floor} bekleniyor)`;

export const CONTENT_TEXTS: RuleTexts<typeof CONTENT_RULES> = {
  "content/duplicate-title": {
    title: "Birden fazla sayfada aynı başlık (title)",
    why: "Aynı başlığı taşıyan sayfalar arama sonucunda birbirinden ayırt edilemez; Google hangisini göstereceğini kendisi seçer ve çoğu zaman başlıklardan birini yeniden yazar.",
    fix: "Her sayfaya, o sayfaya özgü konuyu anlatan bir başlık yazın (ör. hizmetin ya da ilçenin adını ekleyin). Sayfalar gerçekten aynıysa birini canonical etiketiyle asıl sayfaya bağlayın.",
    tool: META_TOOL,
  },
  "content/duplicate-description": {
    title: "Birden fazla sayfada aynı meta açıklama",
    why: "Aynı açıklama her sayfada tekrarlanınca arama sonucundaki metin ziyaretçiye o sayfada ne bulacağını söylemez; Google da böyle açıklamaları genellikle yok sayar.",
    fix: "Her sayfa için içeriğini özetleyen ayrı bir açıklama yazın. Meta etiket aracımız sayfanın konusuna göre öneri üretir.",
    tool: META_TOOL,
  },
  "content/duplicate-body": {
    title: "Birden fazla sayfada birebir aynı içerik",
    why: "Aynı metin birden fazla adreste yayınlanınca Google yalnızca birini gösterir; hangisini seçeceğine o karar verir ve bağlantıların değeri adresler arasında bölünür.",
    fix: "Kopya sayfalardan birini asıl sayfa yapın: diğerlerini ona 301 ile yönlendirin ya da canonical etiketiyle asıl sayfayı gösterin. Farklı olması gereken sayfalara kendi içeriklerini yazın.",
    tool: CANONICAL_TOOL,
  },
  "content/thin": {
    title: "İçeriği az olan sayfalar",
    why: "Birkaç cümlelik bir sayfa, aranan soruya yanıt vermeye çoğu zaman yetmez; Google böyle sayfaları daha az gösterir. Bulgu, sayfadaki kelime sayısını ve aradığımız en az sayıyı gösterir: 150 kelime, sitenizin sayfaları genelde uzunsa tipik bir sayfanızın üçte biri.",
    fix: "Sayfaya ziyaretçinin sorabileceği soruların yanıtlarını ekleyin: hizmetin kapsamı, süreç, fiyatı etkileyen etkenler, örnekler. Gereksiz sayfaları kaldırın ya da benzer bir sayfayla birleştirin.",
  },
  "content/heading-skip": {
    title: "Başlık sırası atlanıyor",
    why: "Başlıklar (H1, H2, H3 …) sayfanın içindekiler tablosudur. H2'den doğrudan H4'e geçmek bu yapıyı bozar; ekran okuyucu kullanan ziyaretçiler ve arama motorları bölümlerin ilişkisini yanlış anlar.",
    fix: "Alt başlıkları sırayla kullanın: H2'nin altı H3, onun altı H4. Bir yazıyı küçük göstermek için başlık seviyesini değil, tasarımdaki yazı boyutunu değiştirin.",
  },
  "content/empty-heading": {
    title: "İçi boş başlık etiketi",
    why: "Metni olmayan bir başlık, ekran okuyucularda adı olmayan bir bölüm olarak okunur ve sayfanın başlık yapısını anlamsızlaştırır. Genellikle temadan kalan boş bir etikettir.",
    fix: "Boş başlık etiketini kaldırın ya da içine bölümün adını yazın. Başlıkta yalnızca bir görsel varsa görsele açıklayıcı bir alt metni ekleyin.",
  },
  "content/mojibake": {
    title: "Bozuk görünen Türkçe karakterler",
    why: "ö, ı, ş gibi harflerin yerinde anlamsız iki karakter görünüyor. Bu, ziyaretçiye özensiz bir site izlenimi verir; bozuk metin arama sonucunda da aynen görünebilir.",
    fix: "Metin bir yerden kopyalanırken ya da veritabanı taşınırken yanlış kodlamayla kaydedilmiş. Metni düzeltip yeniden kaydedin; sayfanın ve veritabanının UTF-8 kullandığını geliştiricinize kontrol ettirin.",
  },
  "content/placeholder-text": {
    title: "Sayfada yer tutucu metin (Lorem ipsum) kalmış",
    why: "Tasarım aşamasında kullanılan anlamsız deneme metni yayında kalmış. Ziyaretçiye sitenin bitmediğini düşündürür ve sayfanın konusunu arama motorlarına anlatmaz.",
    fix: "Deneme metnini sayfanın gerçek içeriğiyle değiştirin; yayına almadan önce tüm sayfalarda “lorem” kelimesini aratın.",
  },
  "content/stale-copyright": {
    title: "Telif yılı güncel değil",
    why: "Sayfanın altındaki © yılı eski kalınca ziyaretçi sitenin uzun süredir ilgilenilmediğini düşünebilir. Sıralamayı etkilemez ama güveni etkiler.",
    fix: "Alt bilgideki yılı güncelleyin. En kalıcı çözüm, yılı sitenin her yıl kendiliğinden yazmasıdır; geliştiriciniz bunu tek satırla ayarlayabilir.",
  },
};
