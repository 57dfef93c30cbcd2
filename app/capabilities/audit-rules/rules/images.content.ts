import type { RuleTexts } from "../rule-text";
import type { IMAGE_RULES } from "./images";

export const IMAGE_TEXTS: RuleTexts<typeof IMAGE_RULES> = {
  "images/alt-missing": {
    title: "Görsellerde alternatif metin (alt) yok",
    why: "Alt metni, görmeyen ziyaretçilere ekran okuyucunun görseli anlatmasını ve Google'ın görselin ne gösterdiğini anlamasını sağlar. Alt metni olmayan görseller Google Görseller'de zor bulunur; ekran okuyucu ise dosya adını okur.",
    fix: "Her içerik görseline ne gösterdiğini anlatan kısa bir alt metni yazın (ör. alt=\"Kadıköy ofisimizde ekip toplantısı\"). Yalnızca süs amaçlı görsellere boş alt=\"\" verin; bu doğru bir kullanımdır.",
  },
  "images/alt-file-name": {
    title: "Alt metni bir dosya adı",
    why: "\"IMG_2041.jpg\" ya da \"gorsel-3\" gibi bir alt metni görseli anlatmaz: ekran okuyucu bunu olduğu gibi okur, Google da görselin konusunu çıkaramaz.",
    fix: "Dosya adını, görselde ne olduğunu bir cümleyle anlatan bir metinle değiştirin. Çoğu site yönetim panelinde bu alan görselin \"Alternatif metin\" ayarıdır.",
  },
  "images/alt-too-long": {
    title: "Alt metni çok uzun",
    why: "Ekran okuyucular alt metnini bir solukta okur; paragraf uzunluğundaki bir metin ziyaretçiyi yorar ve anahtar kelime doldurma gibi görünebilir.",
    fix: "Alt metnini görselin ne gösterdiğini anlatan tek bir cümleye (en fazla 150 karakter) indirin; uzun açıklamayı görselin altına metin olarak yazın.",
  },
  "images/dimensions-missing": {
    title: "Görsellerin genişlik ve yüksekliği belirtilmemiş",
    why: "Tarayıcı görselin boyutunu önceden bilmezse ona yer ayıramaz; görsel yüklendiğinde metin aşağı kayar ve ziyaretçi yanlış yere dokunabilir. Bu kayma, Google'ın ölçtüğü Core Web Vitals değerlerinden CLS'yi bozar.",
    fix: "Her <img> etiketine görselin gerçek piksel boyutlarını yazın (ör. width=\"800\" height=\"600\"). Görsel CSS ile küçülse bile tarayıcı doğru oranda yer ayırır.",
  },
  "images/lazy-above-fold": {
    title: "Sayfanın üstündeki görsel geç yükleniyor (lazy)",
    why: "loading=\"lazy\", tarayıcıya görseli ekrana gelince yüklemesini söyler. Sayfa açılır açılmaz görünen ana görsel için bu, görselin gecikmesine yol açar ve Google'ın ölçtüğü en büyük içerik çizimi (LCP) süresini uzatır.",
    fix: "Sayfanın ilk ekranında görünen görselden loading=\"lazy\" özelliğini kaldırın; ana görsel için fetchpriority=\"high\" eklemeyi düşünün. Geç yüklemeyi aşağıdaki görsellere bırakın.",
  },
  "images/not-lazy-below-fold": {
    title: "Sayfanın altındaki görseller hemen yükleniyor",
    why: "Ziyaretçi belki hiç aşağı kaydırmayacak; yine de sayfanın altındaki tüm görseller açılışta indiriliyor. Bu, özellikle mobil veride sayfanın açılışını yavaşlatır.",
    fix: "Sayfanın ilk ekranından sonra gelen görsellere loading=\"lazy\" ekleyin. Çoğu site altyapısında (WordPress gibi) bu bir ayar ya da eklentiyle yapılır.",
  },
  "images/legacy-format": {
    title: "Görseller eski formatlarda (JPEG, PNG, GIF)",
    why: "WebP ve AVIF, aynı görünümü JPEG ve PNG'ye göre çoğu zaman yüzde 25-50 daha az veriyle sunar. Büyük görseller sayfanın yavaş açılmasının en sık nedenidir.",
    fix: "Görselleri WebP ya da AVIF olarak kaydedin veya <picture> etiketiyle WebP sürümünü de sunun; bir görsel CDN'i ya da görsel optimizasyon eklentisi bunu kendiliğinden yapabilir. Küçük simgeler için gerekmez.",
  },
};
