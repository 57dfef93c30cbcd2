import type { RuleTexts } from "../rule-text";
import type { AGENT_RULES } from "./agents";

const AI_TOOL = "/seo-araclari/gptbot-simulatoru";
const LLMS_TOOL = "/seo-araclari/llms-txt-uretici";

export const AGENT_TEXTS: RuleTexts<typeof AGENT_RULES> = {
  "agents/robots-blocks-ai-search": {
    title: "robots.txt, yapay zekâ arama botlarını sitenize almıyor",
    why: "ChatGPT, Claude ve Perplexity gibi asistanlar, sorulara yanıt verirken kaynak olarak gösterdikleri sayfaları bu botlarla okur. Bu botlar içeri alınmazsa siteniz bu yanıtlarda kaynak olarak görünmez ve oradan gelebilecek ziyaretçileri kaçırırsınız. Bilerek verdiğiniz bir karar olabilir; listede adı geçen botları gözden geçirin.",
    fix: "Bu botları engellemek istemiyorsanız robots.txt'te onlara ait \"Disallow: /\" satırlarını kaldırın. Yalnızca model eğitimini durdurmak istiyorsanız GPTBot ve ClaudeBot gibi eğitim botlarını engellemeniz yeterlidir. GPTBot simülatörümüzdeki hazır robots.txt şablonları bu ayrımı sizin için yapar.",
    tool: AI_TOOL,
  },
  "agents/robots-blocks-ai-search-despite-llms": {
    title: "llms.txt yapay zekâ araçlarını davet ediyor, robots.txt ise onları geri çeviriyor",
    why: "Sitenizde yapay zekâ araçları için bir llms.txt dosyası var, ama robots.txt bu araçların arama ve kullanıcı botlarını ana sayfanıza sokmuyor. İki dosya birbiriyle çelişiyor; büyük olasılıkla robots.txt'teki kural fazla geniş yazılmış ve siteniz yapay zekâ yanıtlarında kaynak olarak gösterilemiyor.",
    fix: "robots.txt'te listede adı geçen botlara ait \"Disallow: /\" satırlarını kaldırın ya da onlara \"Allow: /\" verin; model eğitimini durdurmak istiyorsanız yalnızca eğitim botlarını (GPTBot, ClaudeBot, CCBot …) engelleyin.",
    tool: AI_TOOL,
  },
  "agents/robots-blocks-ai-training": {
    title: "robots.txt, yapay zekâ eğitim botlarını engelliyor",
    why: "Bu botlar, sayfalarınızı yapay zekâ modellerini eğitmek için toplar. Onları engellemek birçok site için bilinçli ve yerinde bir karardır; arama sonuçlarındaki yerinizi etkilemez. Bu yalnızca bir bilgi notudur.",
    fix: "Kararınız buysa bir şey yapmanız gerekmez. İçeriğinizin model eğitiminde kullanılmasına izin vermek isterseniz robots.txt'te bu botlara ait \"Disallow\" satırlarını kaldırın.",
    tool: AI_TOOL,
  },
  "agents/server-refuses-ai-search": {
    title: "Sunucu, robots.txt'in izin verdiği yapay zekâ arama botlarını geri çeviriyor",
    why: "robots.txt bu botlara izin veriyor, ama sunucunuz ya da önündeki güvenlik duvarı (CDN, bot koruması) onların isteklerine hata veya erişim engeli ile yanıt veriyor. Böylece ChatGPT, Claude veya Perplexity sayfalarınızı okuyamıyor ve yanıtlarında sizi kaynak gösteremiyor. Bu genellikle bir güvenlik ayarının yan etkisidir.",
    fix: "Barındırma firmanızın veya CDN'inizin (ör. Cloudflare) bot ve güvenlik duvarı ayarlarında listede adı geçen botların engellenip engellenmediğine bakın; yapay zekâ arama botlarını doğrulanmış botlar olarak izinli listeye alın. GPTBot simülatörümüzün canlı erişim kontrolü her botun aldığı yanıtı tek tek gösterir.",
    tool: AI_TOOL,
  },
  "agents/server-refuses-ai-training": {
    title: "Sunucu, yapay zekâ eğitim botlarını geri çeviriyor",
    why: "robots.txt bu eğitim botlarına izin veriyor, ama sunucunuz ya da güvenlik duvarınız onları engelliyor. Birçok CDN bunu varsayılan olarak yapar ve bu çoğu site için sorun değildir; yalnızca robots.txt ile sunucunun söyledikleri birbirini tutmuyor.",
    fix: "Eğitim botlarını engellemek istiyorsanız bunu robots.txt'e de yazın; böylece kararınız herkes için açık olur. İzin vermek istiyorsanız güvenlik duvarı ayarlarında bu botların engelini kaldırın.",
    tool: AI_TOOL,
  },
  "agents/llms-txt-missing": {
    title: "llms.txt dosyası yok",
    why: "llms.txt, yapay zekâ araçlarına sitenizin ne olduğunu ve en önemli sayfalarınızın hangileri olduğunu kısa bir Markdown dosyasıyla anlatır. Henüz yeni bir öneridir ve Google tarafından kullanılmaz; ama ChatGPT gibi araçların sitenizi doğru özetlemesine yardımcı olabilir.",
    fix: "Sitenizin köküne (/llms.txt) bir llms.txt koyun. llms.txt üreticimiz sitenizi tarayıp dosyayı sizin için hazırlar.",
    tool: LLMS_TOOL,
  },
  "agents/llms-txt-invalid": {
    title: "llms.txt dosyası biçim kurallarına uymuyor",
    why: "llms.txt'nin resmî ayrıştırıcısı (llmstxt.org) bu dosyayı okuyamıyor: ya en üstte \"# Site adı\" başlığı yok ya da bir \"##\" bölümünün içinde bağlantı olmayan bir satır var. Yapay zekâ araçları dosyanızı yanlış okuyabilir ya da hiç kullanmayabilir.",
    fix: "Dosyayı \"# Site adı\" satırıyla başlatın; \"##\" bölümlerinin içine yalnızca \"- [Sayfa adı](https://adres): açıklama\" biçiminde bağlantılar yazın, açıklama metinlerini bölümlerden önceye alın. Bulgudaki satır numarası sorunlu satırı gösterir. llms.txt üreticimiz kurallara uygun bir dosya hazırlar.",
    tool: LLMS_TOOL,
  },
  "agents/llms-txt-lighthouse": {
    title: "llms.txt, Lighthouse'un kontrollerinden geçmiyor",
    why: "Google'ın Lighthouse aracı llms.txt'de bir ana başlık (# ile), en az bir bağlantı ve en az 50 karakter arar. Bulguda eksik olan görünür: \"# …\" başlık, \"[…](…)\" bağlantı, \"< 50\" çok kısa metin demektir. Bağlantısı olmayan bir dosya yapay zekâ araçlarına sayfalarınızı gösteremez.",
    fix: "Dosyanın başına \"# Site adı\" başlığını, altına bir iki cümlelik tanıtımı ve \"## Sayfalar\" gibi bir bölümde en önemli sayfalarınızın bağlantılarını ekleyin. llms.txt üreticimiz bunları sitenizden toplar.",
    tool: LLMS_TOOL,
  },
  "agents/markdown-not-offered": {
    title: "Ana sayfanın yapay zekâ araçları için sade bir metin sürümü yok",
    why: "ChatGPT ve Claude gibi yapay zekâ araçları bir sayfayı okurken menüleri, reklamları ve kodları ayıklamak zorunda kalır; bu sırada metnin bir kısmını kaçırabilir ya da yanlış anlayabilirler. Bazı altyapılar bu araçlara sayfanın yalnızca metnini içeren sade bir sürümünü (Markdown) verebiliyor. Yeni bir uygulamadır: yapmak bir artıdır, eksikliği bir kusur değildir.",
    fix: "Siteniz Cloudflare üzerinden yayındaysa panelindeki \"Markdown for Agents\" özelliğini açmak yeterli olabilir; değilse geliştiricinize sorun. Geliştiriciniz için: \"Accept: text/markdown\" isteyenlere sayfanın Markdown sürümünü \"Content-Type: text/markdown\" ve \"Vary: Accept\" başlıklarıyla gönderin, sayfalarda da bu sürümü <link rel=\"alternate\" type=\"text/markdown\" href=\"…\"> ile gösterin.",
  },
  "agents/markdown-vary-missing": {
    title: "Yapay zekâ için hazırlanan sade sürüm, normal ziyaretçilere de gösterilebilir",
    why: "Ana sayfanız yapay zekâ araçlarına sayfanın sade metin sürümünü (Markdown) veriyor, ama sitenizi hızlandıran ara önbelleklere (CDN gibi) bu iki sürümün ayrı olduğunu söylemiyor. Önbellek sade sürümü bir kez saklarsa sonraki ziyaretçilere de onu verebilir: ziyaretçi tasarımlı sayfanız yerine düz metin görür.",
    fix: "Bunu geliştiricinize ya da barındırma firmanıza düzelttirin; Cloudflare'in Markdown dönüşümünü kullanıyorsanız bu ayar kendiliğinden gelir. Geliştiriciniz için: aynı adresten Markdown ve HTML sunan yanıtların ikisine de \"Vary: Accept\" başlığını ekleyin.",
  },
  "agents/markdown-not-advertised": {
    title: "Ana sayfanın sade metin sürümü var, ama sayfa bunu duyurmuyor",
    why: "Siteniz yapay zekâ araçlarına sayfanın sade metin sürümünü (Markdown) verebiliyor, ama sayfada bu sürümün varlığını gösteren bir işaret yok. Araçların çoğu bu sürümü kendiliğinden istemez: işareti görürlerse onu okurlar, görmezlerse menü ve kodlarla dolu sayfayı okumaya devam ederler.",
    fix: "Geliştiricinizden sayfalara bu sürümü gösteren küçük bir etiket eklemesini isteyin. Geliştiriciniz için: <head> içine <link rel=\"alternate\" type=\"text/markdown\" href=\"/index.md\"> gibi bir etiket koyun ya da aynı bilgiyi \"Link: </index.md>; rel=\"alternate\"; type=\"text/markdown\"\" başlığıyla gönderin.",
  },
  "agents/content-needs-javascript": {
    title: "Sayfanın içeriği yalnızca JavaScript ile görünüyor",
    why: "Sayfanın HTML'inde neredeyse hiç metin yok; içerik tarayıcıda JavaScript ile sonradan çiziliyor. Google JavaScript'i çalıştırabilir, ama GPTBot, ClaudeBot ve PerplexityBot gibi yapay zekâ botları çalıştırmaz: bu sayfayı boş görürler ve yanıtlarında kullanamazlar. Bulgudaki sayı HTML'deki kelime sayısıdır; sayfa tarayıcıda açılıp ölçüldüyse yanında tarayıcıda görünen kelime sayısı da yazar.",
    fix: "Geliştiricinizden sunucu tarafında işleme (SSR) ya da önceden oluşturma (prerender, statik üretim) açmasını isteyin; Next.js, Nuxt gibi çatılarda bu bir ayardır. Sayfanın metni ve bağlantıları ilk HTML'de gelsin.",
    tool: AI_TOOL,
  },
  "agents/noai-directive": {
    title: "Sayfada \"noai\" / \"noimageai\" etiketi var",
    why: "\"noai\" ve \"noimageai\", içeriğin yapay zekâ eğitiminde kullanılmamasını isteyen gayriresmî etiketlerdir. Bir standart değildir: Google bunları tanımaz ve büyük yapay zekâ firmalarının uyduğuna dair bir güvence yoktur. Zararı yoktur, ama tek başına içeriğinizi korumaz.",
    fix: "Yapay zekâ eğitimini gerçekten durdurmak istiyorsanız robots.txt'te eğitim botlarını (GPTBot, ClaudeBot, Google-Extended, CCBot …) engelleyin ve robots.txt'e \"Content-Signal: ai-train=no\" satırını ekleyin. GPTBot simülatörümüzdeki şablonlar bunu hazır sunar.",
    tool: AI_TOOL,
  },
  "agents/content-signals-missing": {
    title: "robots.txt'te Content Signals (içerik kullanım izni) satırı yok",
    why: "\"Content-Signal\" satırı, içeriğinizin arama, yapay zekâ yanıtları ve yapay zekâ eğitimi için kullanılıp kullanılamayacağını tek satırda söyler (contentsignals.org). Cloudflare'in başlattığı yeni bir yöntemdir ve henüz her bot uymaz; ama tercihinizi açıkça yazmış olursunuz.",
    fix: "robots.txt'teki \"User-agent: *\" grubuna tercihinize göre bir satır ekleyin, örneğin: Content-Signal: search=yes, ai-input=yes, ai-train=no",
    tool: AI_TOOL,
  },
  "agents/content-signals-invalid": {
    title: "robots.txt'teki Content-Signal satırında tanınmayan bir değer var",
    why: "Content-Signal yalnızca üç izni tanır: search, ai-input ve ai-train; her biri \"yes\" ya da \"no\" alır. Bunların dışındaki yazımlar (ör. \"ai-training=no\" ya da \"ai-train=false\") hiçbir şey söylemez; yani vermek istediğiniz izin ya da ret botlara ulaşmıyor. Bulgu, satır numarasını ve tanınmayan değeri gösterir.",
    fix: "Satırı şu biçimde düzeltin: Content-Signal: search=yes, ai-input=yes, ai-train=no (değerleri kendi tercihinize göre seçin).",
    tool: AI_TOOL,
  },
  "agents/tdmrep-invalid": {
    title: "Yapay zekâ eğitimi için koyduğunuz izin dosyası (tdmrep.json) okunamıyor",
    why: "Sitenizde, içeriğinizin yapay zekâ eğitimi gibi otomatik veri toplama işlerinde kullanılıp kullanılamayacağını söyleyen bir dosya (tdmrep.json) var, ama dosya bozuk ya da eksik yazılmış. Botlar onu okuyamayınca tercihiniz onlara ulaşmaz; Avrupa Birliği'nin telif kuralları da bu tercihin makinelerin okuyabileceği biçimde bildirilmesini bekler. Bulgu, dosyada neyin yanlış olduğunu gösterir.",
    fix: "Dosyayı geliştiricinize ya da sitenizi yapan firmaya düzelttirin; böyle bir tercihiniz yoksa dosyayı kaldırmak da olur. Geliştiriciniz için: /.well-known/tdmrep.json bir JSON dizisi olmalı (W3C TDMRep); her kuralda \"location\" (ör. \"/\"), 0 ya da 1 değerli \"tdm-reservation\" ve isteğe bağlı, tam adresli bir \"tdm-policy\" bulunmalı. Örnek: [{\"location\": \"/\", \"tdm-reservation\": 1}]",
  },
  "agents/rsl-license-invalid": {
    title: "robots.txt'teki License (RSL lisans) satırı geçerli bir adres göstermiyor",
    why: "RSL (Really Simple Licensing), yapay zekâ firmalarına içeriğinizi hangi koşullarla kullanabileceklerini bir lisans dosyasıyla anlatır; robots.txt'teki \"License:\" satırı bu dosyanın tam adresini göstermelidir. Adres eksik ya da göreli olduğunda botlar lisansınızı bulamaz.",
    fix: "Satırı lisans dosyanızın tam adresiyle yazın, örneğin: License: https://alanadiniz.com/license.xml",
  },
};
