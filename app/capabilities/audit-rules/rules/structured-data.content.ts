import type { RuleTexts } from "../rule-text";
import type { STRUCTURED_DATA_RULES } from "./structured-data";

export const STRUCTURED_DATA_TEXTS: RuleTexts<typeof STRUCTURED_DATA_RULES> = {
  "structured-data/json-ld-invalid": {
    title: "Yapılandırılmış veri (JSON-LD) okunamıyor",
    why: "Sayfadaki JSON-LD bloğunda bir yazım hatası var (eksik virgül, fazladan tırnak gibi). Google bloğun tamamını yok sayar; yıldızlar, fiyat ya da SSS gibi zengin sonuçlar görünmez.",
    fix: "Bloğu Google'ın Zengin Sonuçlar Testi'ne yapıştırıp hatanın yerini bulun ve düzeltin. Blok bir eklentiden geliyorsa eklentiyi güncelleyin; elle yazıldıysa geliştiricinize iletin.",
  },
  "structured-data/context-missing": {
    title: "Yapılandırılmış veride schema.org bağlamı yok",
    why: "\"@context\": \"https://schema.org\" satırı, bloktaki kelimelerin schema.org sözlüğünden olduğunu söyler. Bu satır yoksa ya da başka bir adresi gösteriyorsa Google bloğu anlayamaz.",
    fix: "Her JSON-LD bloğunun en üstüne \"@context\": \"https://schema.org\" satırını ekleyin.",
  },
  "structured-data/type-missing": {
    title: "Yapılandırılmış veride tür (@type) belirtilmemiş",
    why: "@type, bloğun neyi anlattığını söyler: bir işletme mi, ürün mü, makale mi? Türü olmayan bir blok Google için anlamsızdır ve hiçbir zengin sonuca katılamaz.",
    fix: "Bloğa anlattığı şeyin schema.org türünü ekleyin, ör. \"@type\": \"LocalBusiness\" ya da \"@type\": \"Product\".",
  },
  "structured-data/type-unknown": {
    title: "Yapılandırılmış veride tanınmayan tür adı",
    why: "schema.org tür adları büyük-küçük harfe duyarlıdır ve boşluk içermez. \"localBusiness\" ya da \"Yerel İşletme\" gibi bir yazım Google tarafından tanınmaz; blok boşa gider.",
    fix: "Türü schema.org'daki yazımıyla birebir aynı yazın (ör. LocalBusiness, FAQPage, BlogPosting). Bulgudaki öneri doğru yazımı gösterir.",
  },
  "structured-data/local-business-required": {
    title: "İşletme bilgisinde zorunlu alanlar eksik",
    why: "Google yerel işletme bilgisini kullanmak için en az işletmenin adını ve adresini ister. Bunlar eksikse işletmeniz bu bilgiyle arama sonuçlarında ve haritalarda öne çıkamaz.",
    fix: "LocalBusiness bloğuna işletmenin adını (name) ve açık adresini (address: sokak, ilçe, il, posta kodu, ülke) ekleyin. Bilgiler Google İşletme Profilinizdekiyle aynı olsun.",
  },
  "structured-data/organization-recommended": {
    title: "İşletme bilgisi eksik kalmış",
    why: "Telefon, çalışma saatleri, konum, web adresi ve logo gibi bilgiler zorunlu değildir ama Google bunları arama sonucunda ve bilgi panelinde gösterebilir; eksik kaldıkça müşterinin sizi bulup aramasını zorlaştırır.",
    fix: "İşletme bloğunu tamamlayın: işletmeler için url, telephone, openingHoursSpecification ve geo (enlem-boylam); kurumlar için name, url ve logo.",
  },
  "structured-data/website-required": {
    title: "Site bilgisinde (WebSite) ad ya da adres eksik",
    why: "Google arama sonucunda adresin yanında sitenizin adını gösterir ve bu adı WebSite bilgisinden alır. Ad ya da adres eksikse Google yanlış bir ad seçebilir.",
    fix: "Ana sayfanızdaki WebSite bloğuna sitenizin adını (name) ve ana sayfa adresini (url) ekleyin.",
  },
  "structured-data/article-recommended": {
    title: "Makale bilgisinde önerilen alanlar eksik",
    why: "Başlık, görsel, yayın tarihi ve yazar bilgisi, Google'ın yazınızı Haberler ve Discover gibi alanlarda doğru göstermesine yardım eder; yazarın belli olması içeriğe güveni de artırır.",
    fix: "Article ya da BlogPosting bloğuna headline, image, datePublished ve author (yazarın adı ve profil sayfası) ekleyin.",
  },
  "structured-data/faq-required": {
    title: "Sık sorulan sorular bilgisinde zorunlu alanlar eksik",
    why: "FAQPage bloğundaki her soru, adıyla ve yanıt metniyle birlikte verilmelidir; eksik bir soru bloğu geçersiz kılar. Google SSS görünümünü artık çoğunlukla resmî ve sağlık sitelerinde gösterse de doğru işaretleme içeriğinizin anlaşılmasına yardım eder.",
    fix: "mainEntity altında her soru için bir Question ekleyin: name alanına soruyu, acceptedAnswer içindeki text alanına yanıtı yazın. Yanıt sayfada da görünür olmalı.",
  },
  "structured-data/breadcrumb-required": {
    title: "İçerik yolu (breadcrumb) bilgisinde zorunlu alanlar eksik",
    why: "Google arama sonucunda adres yerine \"Ana sayfa › Hizmetler › SEO\" gibi bir yol gösterebilir. Bunun için her adımın sırası, adı ve (sonuncusu hariç) adresi gerekir; biri eksikse yol gösterilmez.",
    fix: "BreadcrumbList içindeki her ListItem'a position (1, 2, 3 …), name ve item (sayfanın adresi) ekleyin; son adımda adres verilmeyebilir.",
  },
  "structured-data/product-required": {
    title: "Ürün bilgisinde zorunlu alanlar eksik",
    why: "Google ürünün yanında fiyat, stok ya da yıldız göstermek için ürün adını ve en az bir teklif (fiyat), değerlendirme ya da puan ister. Fiyatı olmayan bir teklif de geçersizdir.",
    fix: "Product bloğuna name ve offers ekleyin; offers içinde price (ör. \"1499.90\", nokta ile) ve priceCurrency (\"TRY\") olsun. Birden çok fiyat varsa AggregateOffer ile lowPrice verin.",
  },
  "structured-data/product-recommended": {
    title: "Ürün bilgisinde önerilen alanlar eksik",
    why: "Görsel, açıklama, para birimi ve stok durumu, ürününüzün Google'da ve Google Alışveriş'te daha dolu ve güven veren bir kartla görünmesini sağlar.",
    fix: "Product bloğuna image ve description; offers içine priceCurrency (\"TRY\") ve availability (ör. \"https://schema.org/InStock\") ekleyin.",
  },
  "structured-data/rating-required": {
    title: "Puan (yıldız) bilgisi eksik ya da hatalı",
    why: "Yıldızların arama sonucunda görünmesi için puanın kendisi (ratingValue) ve kaç değerlendirmeye dayandığı (ratingCount ya da reviewCount) gerekir. Puan ölçeğin dışındaysa ya da virgülle yazılmışsa (4,8) Google onu okuyamaz.",
    fix: "aggregateRating içine ratingValue (ör. 4.8, nokta ile) ve ratingCount ya da reviewCount ekleyin. Ölçek 5 değilse bestRating ile belirtin. Yalnızca sayfada gerçekten görünen değerlendirmeleri işaretleyin.",
  },
  "structured-data/self-serving-rating": {
    title: "İşletmenin kendisi için verilmiş puan işaretlemesi",
    why: "Google, bir işletmenin kendi sitesinde kendisi hakkında yayımladığı puan ve yorumlar için arama sonucunda yıldız göstermez. Bu işaretleme yıldız getirmez; emeğiniz boşa gider.",
    fix: "Puanı işletme (LocalBusiness ya da Organization) bilgisinden kaldırın. Yıldızları ürün, hizmet paketi ya da etkinlik sayfalarında, o ürün için gerçekten toplanmış yorumlarla işaretleyin; işletme yorumlarınızı Google İşletme Profilinizde toplayın.",
  },
  "structured-data/faq-not-visible": {
    title: "İşaretlenen sorular sayfada görünmüyor",
    why: "Google'ın kurallarına göre yapılandırılmış verideki her soru ve yanıt sayfada ziyaretçinin de okuyabileceği şekilde yer almalıdır. Sayfada olmayan içeriği işaretlemek kurallara aykırıdır ve Google bu işaretlemeyi yok sayabilir.",
    fix: "Sorulara ve yanıtlarına sayfada da yer verin (açılır kapanır bir soru listesi de olur) ya da sayfada olmayan soruları işaretlemeden çıkarın.",
  },
  "structured-data/event-required": {
    title: "Etkinlik bilgisinde zorunlu alanlar eksik",
    why: "Google etkinliğinizi arama sonucunda ve etkinlik listelerinde göstermek için adını, başlangıç tarihini ve yerini (adresiyle birlikte) ister. Biri eksikse etkinlik listelenmez.",
    fix: "Event bloğuna name, startDate (ör. 2026-12-05T19:00+03:00) ve location ekleyin. Yer bir mekânsa Place içinde address verin; çevrim içi etkinlikte VirtualLocation içinde url verin.",
  },
  "structured-data/event-recommended": {
    title: "Etkinlik bilgisinde önerilen alanlar eksik",
    why: "Açıklama, bitiş tarihi, görsel, bilet bilgisi ve düzenleyen, etkinliğinizin Google'da daha dikkat çekici ve anlaşılır görünmesini sağlar.",
    fix: "Event bloğuna description, endDate, image, offers (bilet fiyatı ve satış adresi) ve organizer ekleyin.",
  },
  "structured-data/video-required": {
    title: "Video bilgisinde zorunlu alanlar eksik",
    why: "Google bir videoyu arama sonucunda küçük resmiyle göstermek için videonun adını, küçük resim adresini ve yüklenme tarihini ister; biri eksikse video sonucu çıkmaz.",
    fix: "VideoObject bloğuna name, thumbnailUrl ve uploadDate (ör. 2026-11-20T10:00+03:00) ekleyin.",
  },
  "structured-data/video-recommended": {
    title: "Video bilgisinde önerilen alanlar eksik",
    why: "Açıklama, süre ve video dosyasının ya da oynatıcının adresi, Google'ın videonuzu anlamasını ve önizleme göstermesini sağlar.",
    fix: "VideoObject bloğuna description, duration (ör. PT2M30S = 2 dakika 30 saniye) ve contentUrl ya da embedUrl ekleyin.",
  },
  "structured-data/date-invalid": {
    title: "Yapılandırılmış veride tarih biçimi hatalı",
    why: "Yapılandırılmış verideki tarihler uluslararası biçimde (yıl-ay-gün) yazılmalıdır. \"20.11.2026\" ya da \"20 Kasım 2026\" gibi bir tarih Google tarafından okunamaz; yayın ya da etkinlik tarihi yanlış görünebilir.",
    fix: "Tarihleri 2026-11-20 ya da saatiyle birlikte 2026-11-20T09:00:00+03:00 biçiminde yazın.",
  },
  "structured-data/home-organization-missing": {
    title: "Ana sayfada işletme bilgisi (Organization) yok",
    why: "Ana sayfadaki Organization ya da LocalBusiness bilgisi, Google'a sitenin arkasındaki işletmeyi tanıtır: logonuz, adınız, iletişim bilgileriniz ve sosyal medya hesaplarınız bilgi panelinde bu bilgiden beslenir.",
    fix: "Ana sayfanıza işletmenizin adını, adresini, logosunu, telefonunu ve sosyal medya hesaplarını (sameAs) içeren bir Organization ya da LocalBusiness bloğu ekleyin.",
  },
};
