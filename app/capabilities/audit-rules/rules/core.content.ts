import type { RuleTexts } from "../rule-text";
import type { CORE_RULES } from "./core";

const META_TOOL = "/seo-araclari/meta-uretici";

export const CORE_TEXTS: RuleTexts<typeof CORE_RULES> = {
  "core/title-missing": {
    title: "Sayfa başlığı (title) yok",
    why: "Google arama sonucunda sayfanızı başlığıyla gösterir. Başlık yoksa Google sayfadaki bir metni kendisi seçer; bu çoğu zaman tıklanmayan, ne sunduğunuzu anlatmayan bir satır olur.",
    fix: "Her sayfaya, içeriğini anlatan ve anahtar kelimesini içeren tek bir <title> etiketi ekleyin. Meta etiket aracımız sayfanız için başlık önerir.",
    tool: META_TOOL,
  },
  "core/title-multiple": {
    title: "Sayfada birden fazla başlık (title) var",
    why: "Arama motorları yalnızca birini kullanır; hangisinin seçileceği belli değildir ve çoğu zaman tema ya da eklenti kaynaklı bir tekrardır.",
    fix: "Sayfanın kaynağında yalnızca bir <title> etiketi kalsın. Genellikle tema ile SEO eklentisinin ikisi birden başlık ekliyordur; birini kapatın.",
  },
  "core/title-too-long": {
    title: "Sayfa başlığı arama sonucuna sığmıyor",
    why: "Google masaüstünde yaklaşık 580 piksel genişliğinde başlık gösterir; fazlası üç noktayla kesilir. Kesilen başlık, teklifinizin en önemli kısmını gizleyebilir.",
    fix: "Başlığı kısaltın ve en önemli kelimeleri başa alın. Meta etiket aracımız başlığın arama sonucunda nasıl görüneceğini piksel piksel gösterir.",
    tool: META_TOOL,
  },
  "core/title-too-short": {
    title: "Sayfa başlığı çok kısa",
    why: "Birkaç kelimelik bir başlık, sayfanın ne sunduğunu ve neden tıklanması gerektiğini anlatmaya yetmez; Google da böyle başlıkları sık sık kendisi yeniden yazar.",
    fix: "Başlığa hizmetinizi, bölgenizi ya da öne çıkan faydanızı ekleyerek 50-60 karakter civarına getirin.",
    tool: META_TOOL,
  },
  "core/description-missing": {
    title: "Meta açıklama yok",
    why: "Arama sonucunda başlığın altında görünen iki satır, ziyaretçiyi tıklamaya ikna eden metindir. Açıklama yoksa Google sayfadan rastgele bir cümle alır.",
    fix: "Her sayfaya, içeriği özetleyen ve bir harekete çağıran 120-155 karakterlik bir meta açıklama yazın.",
    tool: META_TOOL,
  },
  "core/description-multiple": {
    title: "Sayfada birden fazla meta açıklama var",
    why: "Arama motorları yalnızca birini kullanır ve hangisini seçeceği belli değildir; bu genellikle tema ile eklentinin çakıştığını gösterir.",
    fix: "Sayfanın kaynağında tek bir <meta name=\"description\"> kalsın; açıklamayı ekleyen araçlardan birini kapatın.",
  },
  "core/description-too-long": {
    title: "Meta açıklama arama sonucuna sığmıyor",
    why: "Google açıklamayı yaklaşık iki satırda keser; mesajınızın sonu, çoğu zaman da harekete çağrı kısmı görünmez.",
    fix: "Açıklamayı 155 karakter civarına indirin ve en önemli bilgiyi ilk cümleye koyun.",
    tool: META_TOOL,
  },
  "core/description-too-short": {
    title: "Meta açıklama çok kısa",
    why: "Kısa bir açıklama arama sonucundaki alanı boş bırakır ve ziyaretçiye sizi seçmesi için bir neden vermez.",
    fix: "Açıklamayı faydanızı, farkınızı ve bir çağrıyı anlatan 120-155 karakterlik bir metne genişletin.",
    tool: META_TOOL,
  },
  "core/nosnippet": {
    title: "Sayfa Google'dan arama sonucunda açıklama göstermemesini istiyor",
    why: "Sayfada \"nosnippet\" ya da \"max-snippet:0\" kuralı var: Google sayfanızı arama sonucunda yalnızca başlığıyla, altındaki açıklama satırları olmadan gösterir. Ziyaretçiyi tıklamaya ikna eden metin kaybolur; bu kural çoğu zaman bir SEO eklentisinde ya da tema ayarında yanlışlıkla açık kalır.",
    fix: "Sayfanın açıklamasının arama sonucunda görünmesini istiyorsanız bu kuralı kaldırın. WordPress'te Yoast'ta sayfanın \"Gelişmiş\" bölümündeki ya da Rank Math'te \"Gelişmiş Robots Meta\" ayarlarındaki \"snippet yok\" (No Snippet) ve \"en fazla snippet\" (Max Snippet) seçeneklerine bakın; Max Snippet için 0 yerine -1 (sınırsız) seçin. Kural sunucunun X-Robots-Tag başlığından geliyorsa barındırma firmanızdan ya da geliştiricinizden kaldırmasını isteyin. Yalnızca belirli bir bölümün görünmesini istemiyorsanız o bölümü data-nosnippet ile işaretlemek yeterlidir.",
  },
  "core/h1-missing": {
    title: "Sayfada H1 ana başlığı yok",
    why: "H1, sayfanın konusunu hem ziyaretçiye hem arama motorlarına ilk bakışta söyleyen başlıktır. Yoksa sayfanın neyle ilgili olduğu daha zor anlaşılır.",
    fix: "Sayfanın en üstüne, konusunu anlatan tek bir H1 başlığı ekleyin; logoyu ya da menüyü H1 yapmayın.",
  },
  "core/h1-multiple": {
    title: "Sayfada birden fazla H1 var",
    why: "Birden fazla ana başlık, sayfanın asıl konusunu bulanıklaştırır. Zarar vermez ama tek bir H1 ile yapı daha nettir.",
    fix: "Sayfanın ana konusunu H1 olarak bırakın, diğer başlıkları H2 ve H3 yapın.",
  },
  "core/lang-missing": {
    title: "Sayfanın dili belirtilmemiş",
    why: "<html lang=\"tr\"> ekran okuyuculara ve tarayıcılara sayfanın Türkçe olduğunu söyler; yoksa metin yanlış telaffuz edilir ve tarayıcı gereksiz çeviri önerir.",
    fix: "Sayfanın <html> etiketine dilini ekleyin: Türkçe sayfalar için <html lang=\"tr\">.",
  },
  "core/charset-missing": {
    title: "Karakter kodlaması belirtilmemiş",
    why: "Kodlama belirtilmezse tarayıcı onu tahmin eder; tahmin yanlışsa ç, ğ, ı, ö, ş, ü harfleri bozuk karakterler olarak görünür.",
    fix: "<head> içine ilk satırlardan biri olarak <meta charset=\"utf-8\"> ekleyin ya da sunucunun Content-Type başlığında charset=utf-8 gönderin.",
  },
  "core/meta-refresh": {
    title: "Sayfa meta refresh ile yönlendiriyor",
    why: "Meta refresh yönlendirmesi yavaştır, geri tuşunu bozar ve arama motorları onu gerçek bir yönlendirme kadar güvenilir saymaz.",
    fix: "Yönlendirmeyi sunucuda 301 (kalıcı) yönlendirme olarak yapın ve meta refresh etiketini kaldırın.",
  },
};
