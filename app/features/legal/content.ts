/**
 * Legal texts of /kvkk, /gizlilik-politikasi, /cerez-politikasi and /kullanim-kosullari.
 *
 * HUKUKİ İNCELEME GEREKLİ: these texts were written for a small agency and describe what this
 * site really does (contact form, newsletter, IP-based rate limiting, no tracking cookies). They
 * must be reviewed by the agency's lawyer before going live, in particular: the legal name,
 * MERSİS/VKN and KEP address of the data controller, the e-mail provider actually used and the
 * country of its servers (KVKK m.9 transfer abroad), the retention periods, and the İYS
 * registration for the newsletter. Update `updated` whenever a text changes.
 */
import { site } from "~/site/site.content";

export type LegalBlock =
  | string
  | { list: readonly string[]; ordered?: boolean }
  | { records: readonly { title: string; fields: readonly { label: string; value: string }[] }[] };

export interface LegalSection {
  heading: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  /** YYYY-MM-DD of the last change. */
  updated: string;
  sections: readonly LegalSection[];
}

const CONTROLLER = `${site.legalName}, ${site.address.display}`;
const CONTACT_LINE = `${site.email} adresine e-posta göndererek veya ${site.phone.display} numaralı telefondan`;

export const KVKK_TEXT: LegalDocument = {
  updated: "2026-11-24",
  sections: [
    {
      heading: "1. Veri sorumlusu",
      blocks: [
        `6698 sayılı Kişisel Verilerin Korunması Kanunu ("Kanun") uyarınca kişisel verileriniz, veri sorumlusu sıfatıyla ${CONTROLLER} ("${site.name}") tarafından aşağıda açıklanan kapsamda işlenmektedir.`,
        "Bu aydınlatma metni; web sitemizi ziyaret eden, iletişim formunu dolduran, e-bültenimize abone olan veya bizimle WhatsApp, telefon ve e-posta üzerinden iletişime geçen kişileri kapsar. Müşterilerimizle kurulan sözleşme ilişkisine ilişkin ayrıca bilgilendirme yapılır.",
      ],
    },
    {
      heading: "2. İşlenen kişisel veriler, amaçlar, hukuki sebepler ve saklama süreleri",
      blocks: [
        "Kişisel verileriniz yalnızca aşağıdaki amaçlarla, bu amaçlar için gerekli olduğu ölçüde ve belirtilen süreler boyunca işlenir:",
        {
          records: [
            {
              title: "İletişim formu",
              fields: [
                {
                  label: "İşlenen veriler",
                  value:
                    "Kimlik (ad soyad), iletişim (telefon numarası, e-posta adresi), talep bilgileri (konu ve mesaj), formun gönderildiği sayfa ve işlem güvenliği bilgileri (IP adresi, tarayıcı bilgisi, gönderim zamanı).",
                },
                {
                  label: "Amaç",
                  value:
                    "Talebinize yanıt vermek, teklif hazırlamak, sözleşme öncesi görüşmeleri yürütmek ve formun kötüye kullanılmasını önlemek.",
                },
                {
                  label: "Hukuki sebep",
                  value:
                    "Bir sözleşmenin kurulmasıyla doğrudan ilgili olması (Kanun m.5/2-c) ve ilgili kişinin temel hak ve özgürlüklerine zarar vermemek kaydıyla meşru menfaatimiz (m.5/2-f).",
                },
                {
                  label: "Saklama süresi",
                  value:
                    "Talebin sonuçlanmasından itibaren 2 yıl. Talebiniz bir sözleşmeye dönüşürse veriler, sözleşmenin sona ermesinden itibaren 10 yıllık genel zamanaşımı süresi boyunca saklanır.",
                },
              ],
            },
            {
              title: "E-bülten aboneliği",
              fields: [
                {
                  label: "İşlenen veriler",
                  value:
                    "E-posta adresi, abonelik tarihi, aboneliğin yapıldığı sayfa, IP adresi ve e-postayla gönderilen onay bağlantısının açıldığı tarih (onay kaydı olarak). Adres, bu bağlantıyla onaylanana kadar bülten listesine alınmaz.",
                },
                { label: "Amaç", value: "Ayda 2-3 kez dijital pazarlama ipuçları ve duyurular içeren e-bülten göndermek." },
                {
                  label: "Hukuki sebep",
                  value:
                    "Açık rızanız (Kanun m.5/1) ve 6563 sayılı Elektronik Ticaretin Düzenlenmesi Hakkında Kanun kapsamında ticari elektronik ileti onayınız.",
                },
                {
                  label: "Saklama süresi",
                  value:
                    "Abonelikten çıkana kadar. Onayınıza ilişkin kayıt, mevzuat gereği onayın sona ermesinden itibaren 3 yıl saklanır.",
                },
              ],
            },
            {
              title: "Kötüye kullanımın önlenmesi (hız sınırlama)",
              fields: [
                { label: "İşlenen veriler", value: "IP adresi ve belirli bir süre içinde yapılan gönderim sayısı." },
                {
                  label: "Amaç",
                  value: "Formların otomatik yazılımlarla veya aşırı sayıda gönderilmesini engellemek, sitenin güvenliğini sağlamak.",
                },
                { label: "Hukuki sebep", value: "Meşru menfaatimiz (Kanun m.5/2-f) ve veri güvenliğine ilişkin yükümlülüklerimiz (m.12)." },
                { label: "Saklama süresi", value: "Sayaç kayıtları, ait oldukları zaman aralığının bitiminde (en geç 1 saat sonra) silinir." },
              ],
            },
            {
              title: "WhatsApp, telefon ve e-posta ile iletişim",
              fields: [
                { label: "İşlenen veriler", value: "Ad soyad, telefon numarası veya e-posta adresi ile yazışma ve görüşme içerikleri." },
                { label: "Amaç", value: "Sorularınızı yanıtlamak, teklif ve destek taleplerinizi yürütmek." },
                { label: "Hukuki sebep", value: "Sözleşmenin kurulması veya ifası (Kanun m.5/2-c) ve meşru menfaatimiz (m.5/2-f)." },
                { label: "Saklama süresi", value: "Talebin sonuçlanmasından itibaren 2 yıl; sözleşme kurulursa sözleşme süresi ve 10 yıllık zamanaşımı süresi." },
              ],
            },
          ],
        },
        "Analiz ve reklam çerezleri yalnızca çerez bildiriminde açık onay vermeniz hâlinde kullanılır; ayrıntılar Çerez Politikası'ndadır. Ücretsiz SEO araçlarına girdiğiniz adres ve anahtar kelimeler kişisel veri niteliği taşımamalıdır; lütfen araçlara kişisel bilgi girmeyin.",
      ],
    },
    {
      heading: "3. Kişisel verilerin toplanma yöntemi",
      blocks: [
        "Kişisel verileriniz, web sitemizdeki formlar aracılığıyla elektronik ortamda ve otomatik yollarla; WhatsApp, telefon ve e-posta üzerinden ise bizimle iletişime geçtiğinizde sizin tarafınızdan iletilmesi yoluyla toplanır.",
      ],
    },
    {
      heading: "4. Kişisel verilerin aktarılması",
      blocks: [
        "Kişisel verileriniz satılmaz, kiralanmaz ve reklam amacıyla üçüncü kişilerle paylaşılmaz. Yalnızca aşağıdaki durumlarda ve amaçla sınırlı olarak aktarılabilir:",
        {
          list: [
            "E-posta hizmet sağlayıcımıza: iletişim formu mesajlarının ekibimize e-postayla iletilmesi ve e-bültenin gönderilmesi amacıyla. Hizmet sağlayıcının sunucularının yurt dışında bulunması halinde aktarım, Kanun'un 9. maddesinde öngörülen uygun güvencelerden biri olan standart sözleşme imzalanarak ve Kişisel Verileri Koruma Kurulu'na bildirilerek gerçekleştirilir.",
            "Barındırma (sunucu) hizmeti aldığımız yurt içindeki hizmet sağlayıcıya: web sitesinin ve veritabanının çalıştırılması amacıyla.",
            "Yetkili kamu kurum ve kuruluşlarına ve adli makamlara: hukuki yükümlülüklerimizin yerine getirilmesi için, talep edilmesi halinde ve yalnızca mevzuatın izin verdiği ölçüde.",
          ],
        },
        "WhatsApp üzerinden bizimle iletişime geçmeyi tercih ederseniz mesajlarınız, WhatsApp hizmetini sunan şirketin kendi gizlilik koşullarına da tabi olur.",
      ],
    },
    {
      heading: "5. Kanun'un 11. maddesi kapsamındaki haklarınız",
      blocks: [
        "Kişisel veri sahibi olarak bize başvurarak;",
        {
          list: [
            "kişisel verilerinizin işlenip işlenmediğini öğrenme,",
            "kişisel verileriniz işlenmişse buna ilişkin bilgi talep etme,",
            "kişisel verilerinizin işlenme amacını ve bunların amacına uygun kullanılıp kullanılmadığını öğrenme,",
            "yurt içinde veya yurt dışında kişisel verilerinizin aktarıldığı üçüncü kişileri bilme,",
            "kişisel verilerinizin eksik veya yanlış işlenmiş olması halinde bunların düzeltilmesini isteme ve bu kapsamda yapılan işlemin verilerin aktarıldığı üçüncü kişilere bildirilmesini isteme,",
            "Kanun'un 7. maddesinde öngörülen şartlar çerçevesinde kişisel verilerinizin silinmesini veya yok edilmesini isteme ve bu kapsamda yapılan işlemin verilerin aktarıldığı üçüncü kişilere bildirilmesini isteme,",
            "işlenen verilerin münhasıran otomatik sistemler vasıtasıyla analiz edilmesi suretiyle aleyhinize bir sonucun ortaya çıkmasına itiraz etme,",
            "kişisel verilerinizin kanuna aykırı olarak işlenmesi sebebiyle zarara uğramanız halinde zararın giderilmesini talep etme",
          ],
        },
        "haklarına sahipsiniz.",
      ],
    },
    {
      heading: "6. Başvuru yolu",
      blocks: [
        `Haklarınıza ilişkin taleplerinizi, Veri Sorumlusuna Başvuru Usul ve Esasları Hakkında Tebliğ'e uygun olarak; ${site.address.display} adresine yazılı olarak, kayıtlı elektronik posta (KEP) adresi, güvenli elektronik imza veya mobil imza kullanarak ya da daha önce bize bildirdiğiniz ve sistemimizde kayıtlı e-posta adresinizden ${site.email} adresine iletebilirsiniz.`,
        "Başvurunuzda adınız soyadınız, yazılı başvurularda imzanız, T.C. kimlik numaranız (yabancılar için uyruk ve pasaport numarası), tebligata esas yerleşim yeri veya iş yeri adresiniz, varsa bildirime esas e-posta adresiniz ve telefon numaranız ile talebinizin konusu bulunmalıdır.",
        "Başvurunuzu niteliğine göre en kısa sürede ve en geç 30 gün içinde ücretsiz olarak sonuçlandırırız. İşlemin ayrıca bir maliyet gerektirmesi halinde Kişisel Verileri Koruma Kurulu'nca belirlenen tarifedeki ücret alınabilir. Başvurunuzun reddedilmesi, verilen cevabı yetersiz bulmanız veya süresinde cevap verilmemesi halinde Kanun'un 14. maddesi uyarınca Kurul'a şikâyette bulunabilirsiniz.",
      ],
    },
  ],
};

export const PRIVACY_TEXT: LegalDocument = {
  updated: "2026-11-20",
  sections: [
    {
      heading: "Kapsam",
      blocks: [
        `Bu politika, ${site.name} web sitesini, ücretsiz SEO araçlarını ve indirilebilir kaynakları kullanırken hangi bilgilerin toplandığını, nasıl kullanıldığını ve nasıl korunduğunu açıklar. Kişisel verilerin işlenmesine ilişkin yasal ayrıntılar KVKK Aydınlatma Metni'nde yer alır.`,
      ],
    },
    {
      heading: "Topladığımız bilgiler",
      blocks: [
        {
          list: [
            "Bize kendi isteğinizle verdiğiniz bilgiler: iletişim formundaki ad soyad, telefon, e-posta, konu ve mesaj; e-bülten için e-posta adresi.",
            "Teknik bilgiler: formlar gönderildiğinde IP adresi, tarayıcı bilgisi ve zaman bilgisi. Bu bilgiler yalnızca güvenlik ve kötüye kullanımın önlenmesi için kullanılır.",
            "Sunucu kayıtları: her web sunucusunda olduğu gibi, istenen sayfa, yanıt kodu ve zaman bilgisi hata ayıklama ve güvenlik amacıyla kısa süreli olarak kaydedilir.",
          ],
        },
        "Ziyaretçi davranışlarını izleyen analiz veya reklam araçları, sosyal medya pikselleri ya da parmak izi teknikleri kullanmıyoruz.",
      ],
    },
    {
      heading: "Ücretsiz SEO araçları",
      blocks: [
        "Araçların çoğu (llms.txt, hreflang, canonical, sitemap, UTM, meta etiketi ve kelime gruplama) tamamen tarayıcınızda çalışır; girdiğiniz bilgiler sunucumuza gönderilmez.",
        "GPTBot Simülatörü, girdiğiniz adresteki sayfayı sunucumuz üzerinden getirip inceler. Google Sıra Bulucu, girdiğiniz alan adı ve anahtar kelimeyi arama sonuçlarını sağlayan hizmet sağlayıcıya iletir. UTM aracındaki yapay zekâ önerileri, kampanya bilgilerinizi öneri üretmek için bir yapay zekâ hizmetine iletebilir. Bu araçlara kişisel veri girmemenizi rica ederiz; girilen adres ve kelimeleri yalnızca analiz için kullanır, kısa süreli sunucu kayıtları dışında saklamayız.",
      ],
    },
    {
      heading: "Bilgileri nasıl kullanıyoruz?",
      blocks: [
        {
          list: [
            "Taleplerinize yanıt vermek, teklif hazırlamak ve hizmetlerimizi sunmak,",
            "Abone olduysanız e-bülten göndermek,",
            "Sitenin güvenliğini sağlamak ve kötüye kullanımı önlemek.",
          ],
        },
        "Bilgilerinizi satmıyor, kiralamıyor ve reklam amacıyla üçüncü kişilerle paylaşmıyoruz.",
      ],
    },
    {
      heading: "Bilgilerin korunması",
      blocks: [
        "Site yalnızca şifreli bağlantı (HTTPS) üzerinden sunulur. Sunucularımızda erişim yalnızca yetkili ekip üyeleriyle sınırlıdır; güvenlik güncellemeleri düzenli olarak uygulanır ve içerik güvenliği politikası (CSP) gibi tarayıcı korumaları etkindir. Bununla birlikte internet üzerinden yapılan hiçbir iletimin tamamen risksiz olmadığını hatırlatırız.",
      ],
    },
    {
      heading: "Saklama süreleri",
      blocks: [
        "Bilgilerinizi yalnızca toplandıkları amaç için gerekli olan süre boyunca saklarız. Süreler, KVKK Aydınlatma Metni'nde her işlem için ayrı ayrı belirtilmiştir. Süresi dolan bilgiler silinir, yok edilir veya anonim hale getirilir.",
      ],
    },
    {
      heading: "E-bülten aboneliğinden çıkma",
      blocks: [
        `Her e-bülten e-postasının altındaki bağlantının açtığı sayfada tek düğmeyle (e-posta programınız destekliyorsa doğrudan programdaki "abonelikten çık" komutuyla) aboneliğinizi sonlandırabilirsiniz; giriş yapmanız gerekmez. Dilerseniz ${CONTACT_LINE} de çıkış talebinizi iletebilirsiniz.`,
      ],
    },
    {
      heading: "Başka sitelere verilen bağlantılar",
      blocks: [
        "Sitemizde WhatsApp, sosyal medya hesaplarımız, ödeme sayfası ve harita gibi üçüncü taraf hizmetlere bağlantılar bulunur. Bu bağlantılara tıkladığınızda ilgili sitenin kendi gizlilik politikası geçerli olur.",
      ],
    },
    {
      heading: "Çocukların gizliliği",
      blocks: ["Hizmetlerimiz işletmelere ve yetişkinlere yöneliktir. 18 yaşından küçüklerden bilerek kişisel bilgi toplamayız."],
    },
    {
      heading: "Değişiklikler ve iletişim",
      blocks: [
        `Bu politikayı gerektiğinde güncelleyebiliriz; güncel tarih sayfanın başında yer alır. Sorularınız için ${CONTACT_LINE} bize ulaşabilirsiniz.`,
      ],
    },
  ],
};

export const COOKIE_TEXT: LegalDocument = {
  updated: "2026-11-24",
  sections: [
    {
      heading: "Çerez nedir?",
      blocks: [
        "Çerezler, ziyaret ettiğiniz sitelerin tarayıcınıza kaydettiği küçük metin dosyalarıdır. Oturumun açık kalması gibi temel işlevler için kullanılabildikleri gibi, ziyaretçileri siteler arasında izlemek ve reklam göstermek için de kullanılabilirler.",
      ],
    },
    {
      heading: "Çerez türleri",
      blocks: [
        {
          list: [
            "Zorunlu çerezler: oturum açma veya sepet gibi, sitenin temel işlevleri için gereken çerezler.",
            "İşlevsel çerezler: dil veya tema gibi tercihlerinizi hatırlayan çerezler.",
            "Analiz çerezleri: ziyaretçilerin siteyi nasıl kullandığını ölçen çerezler.",
            "Reklam ve hedefleme çerezleri: sizi siteler arasında tanıyarak ilgi alanlarınıza göre reklam gösteren çerezler.",
          ],
        },
        "Zorunlu olmayan çerezler ancak açık onayınızla kullanılabilir.",
      ],
    },
    {
      heading: "Sitemiz hangi çerezleri kullanıyor?",
      blocks: [
        `${site.name} web sitesi kendi amacıyla hiçbir çerez oluşturmaz. Sitede hesap, üyelik ya da sepet bulunmadığı için oturum çerezine de ihtiyaç duyulmaz.`,
        "Ziyaretleri ölçmek ve reklamlarımızın sonucunu görmek için Google Analytics 4 ve Google Ads kullandığımızda, sayfanın altında bir çerez bildirimi gösteririz. Bu hizmetlerin çerezleri yalnızca “Kabul et” düğmesine bastıktan veya “Tercihler” bölümünde ilgili türü seçtikten sonra yüklenir; onay vermeden önce Google'a hiçbir istek gönderilmez. “Reddet” düğmesi “Kabul et” ile aynı kolaylıktadır ve reddetmeniz sitenin hiçbir işlevini etkilemez.",
        {
          records: [
            {
              title: "_ga, _ga_<ölçüm kimliği> (Google Analytics 4, analitik)",
              fields: [
                { label: "Amaç", value: "Ziyaretleri ve site içindeki etkileşimleri (form gönderimi, araç kullanımı, dosya indirme, telefon ve WhatsApp tıklamaları) anonim istatistik olarak ölçmek." },
                { label: "Ne zaman", value: "Yalnızca analitik çerezlere onay verdiğinizde." },
                { label: "Süre", value: "En fazla 2 yıl." },
              ],
            },
            {
              title: "_gcl_au (Google Ads, reklam)",
              fields: [
                { label: "Amaç", value: "Reklamlarımızdan gelen ziyaretlerin iletişim formu gönderimiyle sonuçlanıp sonuçlanmadığını (dönüşüm) ölçmek." },
                { label: "Ne zaman", value: "Yalnızca reklam çerezlerine onay verdiğinizde." },
                { label: "Süre", value: "90 gün." },
              ],
            },
          ],
        },
        "Onayınızı geri aldığınızda bu çerezleri tarayıcınızdan sileriz. Çerez kullanmayan bir ölçüm hizmeti (Plausible veya Umami uyumlu) kullandığımızda ise tarayıcınızda hiçbir çerez oluşturulmaz ve bildirim gösterilmez.",
      ],
    },
    {
      heading: "Tarayıcı depolaması",
      blocks: [
        "Çerez bildirimine verdiğiniz yanıtı, bildirimi her sayfada yeniden göstermemek için tarayıcınızın yerel depolama alanında (localStorage) “cerez-tercihleri” adıyla saklarız: yalnızca hangi türlere onay verdiğiniz ve seçimin tarihi. Bu kayıt sunucumuza gönderilmez ve siz silene kadar kalır; tercihinizi sayfanın altındaki “Çerez tercihleri” bağlantısından istediğiniz zaman değiştirebilirsiniz.",
        "Bunun dışında sitemiz yerel depolama alanlarına (localStorage, sessionStorage) bilgi yazmaz. Ücretsiz araçlara girdiğiniz bilgiler yalnızca açık olan sekmede tutulur ve sayfayı kapattığınızda silinir.",
      ],
    },
    {
      heading: "Üçüncü taraf hizmetler",
      blocks: [
        "Hizmet sayfalarındaki tanıtım videoları, siz oynat düğmesine basana kadar yüklenmez. Oynattığınızda video, YouTube'un gizlilik odaklı youtube-nocookie.com adresinden açılır; oynatma sırasında YouTube kendi politikaları doğrultusunda tarayıcınızda veri depolayabilir.",
        "WhatsApp, sosyal medya, ödeme sayfası ve harita bağlantılarına tıkladığınızda açılan siteler kendi çerezlerini kullanabilir. Bu çerezler ilgili sitelerin çerez politikalarına tabidir.",
      ],
    },
    {
      heading: "Çerezleri nasıl yönetebilirsiniz?",
      blocks: [
        "Tercihinizi sayfanın altındaki “Çerez tercihleri” bağlantısından değiştirebilirsiniz. Ayrıca tarayıcınızın ayarlarından çerezleri ve site verilerini görüntüleyebilir, silebilir veya tamamen engelleyebilirsiniz. Çerezleri engellemeniz sitemizin hiçbir işlevini etkilemez.",
        {
          list: [
            "Chrome: Ayarlar > Gizlilik ve güvenlik > Üçüncü taraf çerezleri",
            "Safari: Ayarlar > Gizlilik > Web sitesi verilerini yönet",
            "Firefox: Ayarlar > Gizlilik ve Güvenlik > Çerezler ve site verileri",
            "Edge: Ayarlar > Çerezler ve site izinleri",
          ],
        },
      ],
    },
    {
      heading: "Değişiklikler",
      blocks: [
        "Sitemize başka bir çerez kullanan özellik eklersek bu politikayı güncelleyecek ve zorunlu olmayan çerezler için önceden onayınızı alacağız.",
      ],
    },
  ],
};

export const TERMS_TEXT: LegalDocument = {
  updated: "2026-11-20",
  sections: [
    {
      heading: "1. Taraflar ve kapsam",
      blocks: [
        `Bu koşullar, ${site.legalName} ("${site.name}") tarafından işletilen web sitesinin, ücretsiz SEO araçlarının ve indirilebilir kaynakların kullanımını düzenler. Siteyi kullanarak bu koşulları kabul etmiş sayılırsınız. Ücretli hizmetlerimiz ve Pusula Akademi eğitimleri için ayrıca yazılı sözleşme veya kayıt koşulları geçerlidir.`,
      ],
    },
    {
      heading: "2. Ücretsiz araçlar",
      blocks: [
        {
          list: [
            "Araçların ürettiği sonuçlar (etiketler, dosyalar, analizler, sıralama bilgileri, öneriler) yalnızca bilgilendirme amaçlıdır ve profesyonel danışmanlığın yerini tutmaz.",
            "Arama motorlarının ve yapay zekâ sistemlerinin çalışma biçimi sürekli değişir; araçların sonuçlarının belirli bir sıralama, trafik veya gelir sağlayacağı garanti edilmez.",
            "Ürettiğiniz dosyaları sitenize eklemeden önce kontrol etmek ve test etmek sizin sorumluluğunuzdadır.",
            "Sıra bulucu sonuçları, arama yapılan konuma, cihaza ve zamana göre değişebilir; üçüncü taraf bir veri sağlayıcıdan alınır.",
            "Araçlar olduğu gibi ve ücretsiz olarak sunulur; kesintisiz veya hatasız çalışacakları garanti edilmez. Araçları önceden haber vermeksizin değiştirebilir veya kaldırabiliriz.",
          ],
        },
      ],
    },
    {
      heading: "3. Kabul edilebilir kullanım",
      blocks: [
        "Siteyi ve araçları kullanırken şunları yapmamayı kabul edersiniz:",
        {
          list: [
            "araçları otomatik yazılımlarla toplu sorgulamak veya sistemlerimize aşırı yük bindirmek,",
            "sayfa analiz aracını, sahibi olmadığınız veya inceleme yetkiniz bulunmayan sitelere zarar verecek ya da erişim kısıtlamalarını aşacak biçimde kullanmak,",
            "formlar aracılığıyla yanıltıcı, hukuka aykırı veya istenmeyen ticari içerik göndermek,",
            "sitenin güvenliğini test etmek, açıklarını istismar etmek veya çalışmasını engellemeye çalışmak.",
          ],
        },
        "Kötüye kullanımı önlemek için formlarda ve araçlarda hız sınırlaması uygulanır; bu koşulları ihlal eden erişimleri engelleme hakkımız saklıdır.",
      ],
    },
    {
      heading: "4. Fikri mülkiyet",
      blocks: [
        `Sitedeki metinler, blog yazıları, görseller, logolar ve yazılım ${site.name}'e veya lisans verenlerine aittir. Blog yazılarımızdan kaynak göstererek ve bağlantı vererek kısa alıntılar yapabilirsiniz; içeriğin tamamının izinsiz kopyalanması yasaktır.`,
        "Araçlarla ürettiğiniz çıktılar ve indirdiğiniz kontrol listeleri, şablonlar ve rehberler kendi işiniz ve müşterileriniz için serbestçe kullanılabilir; ancak bu kaynakların kendisi ücretli olarak yeniden satılamaz veya başka bir marka adıyla yayımlanamaz.",
      ],
    },
    {
      heading: "5. Sorumluluğun sınırlandırılması",
      blocks: [
        "Sitedeki bilgiler genel bilgilendirme amacıyla hazırlanmıştır ve güncel tutulmaya çalışılır; ancak doğruluğu, eksiksizliği veya belirli bir amaca uygunluğu garanti edilmez. Sitenin veya araçların kullanımından doğabilecek dolaylı zararlardan, kâr veya veri kaybından, kanunen izin verilen en geniş ölçüde sorumlu değiliz. Kasıt ve ağır ihmal halleri ile tüketicilerin 6502 sayılı Tüketicinin Korunması Hakkında Kanun'dan doğan hakları saklıdır.",
      ],
    },
    {
      heading: "6. Bağlantılar ve üçüncü taraf hizmetler",
      blocks: [
        "Sitede WhatsApp, sosyal medya, ödeme ve harita hizmetleri gibi üçüncü taraf sitelere bağlantılar bulunur. Bu sitelerin içeriğinden ve uygulamalarından sorumlu değiliz; kullanımları kendi koşullarına tabidir.",
      ],
    },
    {
      heading: "7. Değişiklikler",
      blocks: [
        "Bu koşulları gerektiğinde güncelleyebiliriz. Güncel tarih sayfanın başında yer alır; değişikliklerden sonra siteyi kullanmaya devam etmeniz güncel koşulları kabul ettiğiniz anlamına gelir.",
      ],
    },
    {
      heading: "8. Uygulanacak hukuk ve yetki",
      blocks: [
        "Bu koşullar Türkiye Cumhuriyeti hukukuna tabidir. Uyuşmazlıklarda İstanbul Anadolu Mahkemeleri ve İcra Daireleri yetkilidir; tüketici işlemlerinde tüketici hakem heyetlerinin ve tüketici mahkemelerinin yetkisi saklıdır.",
        `Sorularınız için ${CONTACT_LINE} bize ulaşabilirsiniz.`,
      ],
    },
  ],
};

/** The frame of every legal page: its table of contents and the date of the last change. */
export const LEGAL_DOCUMENT_TEXT = {
  tocTitle: "Bu sayfada",
  /** Before the date (trailing space: the date follows). */
  updatedLabel: "Son güncelleme: ",
} as const;
