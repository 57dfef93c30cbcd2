/**
 * Source of the "Dijital Varlık Yol Haritası" PDF (public/downloads/dijital-varlik-yol-haritasi.pdf).
 * Edit the text here and run `tsx scripts/build-pdf.ts` (the build does it before `react-router build`).
 */

export type RoadmapBlock =
  | { type: "paragraph"; text: string }
  | { type: "bullets"; items: readonly string[] }
  | { type: "definitions"; items: readonly { term: string; text: string }[] }
  | { type: "callout"; title: string; text: string }
  | { type: "steps"; items: readonly { title: string; text: string; tasks: readonly string[] }[] }
  | { type: "checklist"; groups: readonly { title: string; items: readonly string[] }[] }
  | { type: "timeline"; columns: readonly [string, string, string]; rows: readonly { period: string; tasks: readonly string[]; output: string }[] }
  | { type: "form"; rows: readonly string[] };

export interface RoadmapSection {
  title: string;
  /** Start the section on a new page. */
  newPage?: boolean;
  blocks: readonly RoadmapBlock[];
}

export interface RoadmapDocument {
  title: string;
  subtitle: string;
  /** Shown on the cover and written as the PDF's creation date (keeps the file byte-identical between builds). */
  date: string;
  dateLabel: string;
  author: string;
  keywords: readonly string[];
  sections: readonly RoadmapSection[];
}

export const ROADMAP_DOCUMENT: RoadmapDocument = {
  title: "Dijital Varlık Yol Haritası",
  subtitle:
    "Markanızı Google'ın ve yapay zekâ asistanlarının doğru tanıdığı, güvendiği ve önerdiği bir varlığa dönüştürmek için 90 günlük uygulama rehberi",
  date: "2026-11-20",
  dateLabel: "Kasım 2026",
  author: "Pusula Dijital",
  keywords: ["dijital varlık", "entity SEO", "bilgi grafiği", "yapılandırılmış veri", "llms.txt", "yapay zekâ araması"],
  sections: [
    {
      title: "Dijital varlık nedir?",
      blocks: [
        {
          type: "paragraph",
          text: "Arama motorları ve yapay zekâ asistanları web'i yalnızca kelimelerden oluşan sayfalar olarak değil, birbirine bağlı varlıklar olarak anlamaya çalışır. Bir varlık; bir kişi, bir işletme, bir yer, bir ürün ya da bir kavramdır. Her varlığın adı, türü, adresi, kurucusu, hizmetleri gibi özellikleri ve diğer varlıklarla ilişkileri vardır. Google bu bilgileri Bilgi Grafiği adı verilen büyük bir veri tabanında tutar; dil modelleri ise eğitim sırasında ve yanıt verirken okudukları kaynaklardan benzer bir resim oluşturur.",
        },
        {
          type: "paragraph",
          text: "Dijital varlık (entity presence), markanızın bu sistemlerde açık, tutarlı ve doğrulanabilir biçimde tanımlanmış olmasıdır. Markanız iyi tanımlanmış bir varlık olduğunda Google adınız arandığında bilgi paneli gösterebilir, işletme bilgilerinizi doğru aktarır ve sitenizi ilgili konularda daha güvenilir bir kaynak olarak değerlendirir. Yapay zekâ asistanları da sizi sorulduğunda doğru tanıtır; yanlış telefon numarası, kapanmış bir şube ya da başka bir firmayla karıştırılma gibi hatalar azalır.",
        },
        {
          type: "callout",
          title: "Kısaca",
          text: "Dijital varlık, \"Bu marka kim, ne yapar, nerededir ve bunu kim doğrular?\" sorularına web'in her yerinde aynı yanıtın verilmesidir. Tutarlılık ve bağımsız kaynakların doğrulaması, her türlü teknik ayardan daha önemlidir.",
        },
        {
          type: "definitions",
          items: [
            { term: "Varlık (entity)", text: "Benzersiz biçimde tanımlanabilen kişi, kurum, yer, ürün veya kavram." },
            { term: "Bilgi Grafiği", text: "Google'ın varlıkları ve aralarındaki ilişkileri tuttuğu veri tabanı; bilgi panellerinin kaynağı." },
            { term: "NAP", text: "Name, Address, Phone: işletme adı, adresi ve telefonu. Her kaynakta birebir aynı olmalıdır." },
            { term: "Yapılandırılmış veri", text: "Sayfadaki bilgileri schema.org sözlüğüyle makinelerin okuyacağı biçimde (JSON-LD) işaretleme." },
            { term: "sameAs", text: "Yapılandırılmış veride, aynı varlığın başka sitelerdeki resmi profillerini gösteren bağlantılar." },
            { term: "llms.txt", text: "Sitenin önemli sayfalarını yapay zekâ sistemlerine özetleyen, kök dizindeki Markdown dosyası." },
          ],
        },
      ],
    },
    {
      title: "Neden şimdi önemli?",
      blocks: [
        {
          type: "paragraph",
          text: "Arama davranışı değişiyor. Kullanıcılar giderek daha sık, bağlantı listesi yerine doğrudan bir yanıt bekliyor: Google'ın yapay zekâ özetleri, ChatGPT, Gemini, Claude ve Perplexity gibi asistanlar soruyu yanıtlarken birkaç kaynağı özetliyor ve bazılarını kaynak olarak gösteriyor. Bu yanıtlarda yer almak için sitenizin yalnızca bir anahtar kelimede sıralanması yetmez; sistemlerin markanızı tanıması ve hakkınızdaki bilgilere güvenmesi gerekir.",
        },
        {
          type: "bullets",
          items: [
            "Yanlış veya eski bilgiler (adres, çalışma saatleri, fiyatlar) asistanların yanıtlarında tekrar edilebilir; doğru bilgiyi her yerde güncel tutmak markanızı korur.",
            "Tutarlı bir varlık, yerel aramalarda ve haritalarda daha güçlü bir sinyal oluşturur.",
            "Bilgi paneli ve zengin sonuçlar, marka aramalarında güven ve tıklama oranını artırır.",
            "Bu çalışmaların büyük kısmı bir kez yapılır ve küçük bakım adımlarıyla yıllarca işe yarar.",
          ],
        },
      ],
    },
    {
      title: "Adım adım yol haritası",
      newPage: true,
      blocks: [
        {
          type: "paragraph",
          text: "Aşağıdaki sekiz adım, küçük ve orta ölçekli işletmeler için sıralanmıştır. Her adım bir öncekinin üzerine kurulur; bu yüzden sırayı korumanızı öneririz.",
        },
        {
          type: "steps",
          items: [
            {
              title: "Varlık tanımınızı yazın",
              text: "Markanızın kim olduğunu tek bir cümleyle tanımlayın: ne yaptığınızı, nerede ve kime hizmet verdiğinizi. Bu cümle; web siteniz, işletme profiliniz, sosyal medya biyografileriniz ve llms.txt dosyanız için ortak başlangıç noktasıdır.",
              tasks: [
                "Resmi unvanı, kısa marka adını ve kullanılmayacak eski adları belirleyin.",
                "Kuruluş yılı, adres, telefon, e-posta ve logo dosyasını tek bir \"kimlik kartı\"nda toplayın (şablon son sayfada).",
              ],
            },
            {
              title: "Web sitenizi merkez yapın",
              text: "Web siteniz, markanız hakkındaki en güvenilir ve en güncel kaynak olmalıdır. Diğer bütün profiller ona işaret eder.",
              tasks: [
                "Hakkımızda sayfasında hikâyenizi, ekibinizi ve uzmanlık alanlarınızı somut bilgilerle anlatın.",
                "İletişim sayfasında ve sayfa altlığında adres, telefon ve çalışma saatlerini kimlik kartınızla birebir aynı yazın.",
                "Blog yazılarına gerçek yazar adları ve kısa yazar tanıtımları ekleyin.",
              ],
            },
            {
              title: "Yapılandırılmış veri ekleyin",
              text: "Organization veya işletmenize uygun LocalBusiness türünü JSON-LD ile ana sayfanıza ve iletişim sayfanıza ekleyin.",
              tasks: [
                "name, url, logo, address, telephone, openingHoursSpecification ve sameAs alanlarını doldurun.",
                "Google Zengin Sonuçlar Testi ve Schema Markup Validator ile hatasız olduğunu doğrulayın.",
              ],
            },
            {
              title: "Haritalarda ve işletme rehberlerinde yer alın",
              text: "Google İşletme Profili yerel varlığınızın temelidir; ardından diğer harita platformlarını ekleyin.",
              tasks: [
                "Google İşletme Profili'ni doğrulayın; birincil kategoriyi en dar ve doğru biçimde seçin.",
                "Apple Business Connect, Yandex Haritalar ve Bing Places kayıtlarını aynı bilgilerle açın.",
              ],
            },
            {
              title: "Sosyal profilleri ve dizinleri hizalayın",
              text: "Her profilde aynı ad, aynı tanım cümlesi, aynı logo ve web sitenize giden bağlantı bulunmalıdır.",
              tasks: [
                "Kullanmadığınız eski hesapları kapatın veya güncel bilgilerle işaretleyin.",
                "Ticaret odası, meslek birliği ve sektör rehberlerindeki kayıtlarınızı güncelleyin.",
              ],
            },
            {
              title: "Bağımsız kaynaklarda yer alın",
              text: "Sistemler, markanız hakkında başkalarının ne söylediğine bakarak bilgileri doğrular. Bağımsız ve güvenilir kaynaklarda geçmek, varlığınızı güçlendiren en etkili adımdır.",
              tasks: [
                "Yerel haberler, röportajlar, etkinlik sponsorlukları ve iş ortaklarının sitelerinde yer almayı hedefleyin.",
                "Kayda değerlik koşullarını karşılıyorsanız Wikidata kaydı oluşturun; tanıtım amaçlı ansiklopedi maddesi yazmaktan kaçının.",
              ],
            },
            {
              title: "Yapay zekâ tarayıcılarına kapıyı açın",
              text: "Asistanların sizi doğru tanıtabilmesi için sayfalarınızı okuyabilmeleri gerekir.",
              tasks: [
                "robots.txt dosyanızda GPTBot, ClaudeBot ve PerplexityBot gibi tarayıcıları bilinçsizce engellemediğinizi kontrol edin.",
                "Sayfalarınızın JavaScript çalıştırılmadan da eksiksiz okunduğunu doğrulayın ve kök dizine bir llms.txt dosyası ekleyin.",
              ],
            },
            {
              title: "Ölçün, düzeltin ve koruyun",
              text: "Varlık çalışması bir kerelik değildir; bilgiler değiştikçe bütün kaynakların birlikte güncellenmesi gerekir.",
              tasks: [
                "Search Console'da marka adınızla yapılan aramaları ve bilgi panelinin görünüp görünmediğini izleyin.",
                "Her ay aynı 5-10 soruyu yapay zekâ asistanlarına sorun, yanıtları kaydedin ve hatalı bilgilerin kaynağını düzeltin.",
              ],
            },
          ],
        },
      ],
    },
    {
      title: "Kontrol listesi",
      newPage: true,
      blocks: [
        {
          type: "paragraph",
          text: "Listeyi yazdırın ve tamamladığınız maddeleri işaretleyin. Her bölüm, yol haritasındaki adımlardan birine karşılık gelir.",
        },
        {
          type: "checklist",
          groups: [
            {
              title: "Temel bilgiler",
              items: [
                "Tek cümlelik marka tanımı yazıldı",
                "Resmi unvan ve kısa marka adı belirlendi",
                "Adres, telefon ve e-posta tek biçimde yazıldı",
                "Kare ve yatay logo dosyaları hazır",
              ],
            },
            {
              title: "Web sitesi",
              items: [
                "Hakkımızda sayfası somut bilgilerle güncel",
                "İletişim bilgileri her sayfada aynı",
                "Yazar sayfaları ve yazar bilgileri eklendi",
                "Sayfalar JavaScript olmadan okunabiliyor",
              ],
            },
            {
              title: "Yapılandırılmış veri",
              items: [
                "Organization veya LocalBusiness işaretlemesi eklendi",
                "sameAs bağlantıları resmi profillere işaret ediyor",
                "Zengin Sonuçlar Testi hatasız",
              ],
            },
            {
              title: "Haritalar ve profiller",
              items: [
                "Google İşletme Profili doğrulandı ve eksiksiz",
                "Apple, Yandex ve Bing kayıtları açıldı",
                "Sosyal profillerde aynı ad, tanım ve bağlantı",
                "Eski veya kopya hesaplar temizlendi",
              ],
            },
            {
              title: "Bağımsız kaynaklar",
              items: [
                "Güncellenecek rehber ve dizinlerin listesi çıkarıldı",
                "En az üç bağımsız kaynakta güncel bilgilerle yer alındı",
              ],
            },
            {
              title: "Yapay zekâ erişimi ve ölçüm",
              items: [
                "robots.txt yapay zekâ tarayıcılarını bilinçli yönetiyor",
                "llms.txt yayımlandı ve UTF-8 olarak sunuluyor",
                "Aylık asistan soruları listesi hazırlandı",
                "Marka aramaları Search Console'da izleniyor",
              ],
            },
          ],
        },
      ],
    },
    {
      title: "90 günlük zaman çizelgesi",
      newPage: true,
      blocks: [
        {
          type: "paragraph",
          text: "Haftada birkaç saat ayıran bir ekip için hazırlanmış örnek bir takvim. Kaynaklarınıza göre süreleri uzatabilirsiniz; önemli olan sırayı korumaktır.",
        },
        {
          type: "timeline",
          columns: ["Dönem", "Odak ve görevler", "Çıktı"],
          rows: [
            {
              period: "1. hafta",
              tasks: ["Mevcut profillerin ve bilgilerin envanteri", "Tek cümlelik tanım ve kimlik kartı"],
              output: "Onaylı kimlik kartı",
            },
            {
              period: "2-3. hafta",
              tasks: ["Hakkımızda ve iletişim sayfalarının güncellenmesi", "Yazar bilgilerinin eklenmesi"],
              output: "Web sitesi tek doğru kaynak",
            },
            {
              period: "4. hafta",
              tasks: ["Organization / LocalBusiness JSON-LD", "sameAs bağlantıları ve doğrulama"],
              output: "Hatasız yapılandırılmış veri",
            },
            {
              period: "5-6. hafta",
              tasks: ["Google İşletme Profili", "Apple, Yandex ve Bing kayıtları", "Sosyal profillerin hizalanması"],
              output: "Tutarlı harita ve profil kayıtları",
            },
            {
              period: "7-8. hafta",
              tasks: ["Rehber ve dizinlerin güncellenmesi", "Bağımsız kaynaklar için iletişim"],
              output: "En az 10 tutarlı kaynak",
            },
            {
              period: "9-10. hafta",
              tasks: ["robots.txt ve tarayıcı izinleri", "llms.txt ve JavaScript'siz okunabilirlik kontrolü"],
              output: "Yapay zekâ erişimi açık",
            },
            {
              period: "11-12. hafta",
              tasks: ["Asistan yanıtlarının ilk ölçümü", "Hatalı bilgilerin kaynağında düzeltilmesi"],
              output: "İlk varlık raporu",
            },
            {
              period: "Her ay",
              tasks: ["Soru listesinin tekrarı", "Değişen bilgilerin tüm kaynaklarda güncellenmesi"],
              output: "Güncel ve korunan varlık",
            },
          ],
        },
        {
          type: "callout",
          title: "İpucu",
          text: "Bilgileriniz değiştiğinde (adres, telefon, çalışma saatleri) önce web sitenizi, sonra Google İşletme Profili'ni, en son diğer kaynakları güncelleyin. Kimlik kartınızdaki listeyi bu sırayla takip etmek hiçbir kaynağı unutmamanızı sağlar.",
        },
      ],
    },
    {
      title: "Şablon: varlık kimlik kartı",
      newPage: true,
      blocks: [
        {
          type: "paragraph",
          text: "Bu kartı bir kez doldurun ve markanızla ilgili her kayıtta kaynak olarak kullanın. Kartta yazan biçim dışında hiçbir yazım kullanılmamalıdır.",
        },
        {
          type: "form",
          rows: [
            "Resmi unvan",
            "Kısa marka adı",
            "Tek cümlelik tanım",
            "Sektör / birincil kategori",
            "Kuruluş yılı",
            "Adres (tam yazım)",
            "Telefon (tek biçim)",
            "E-posta",
            "Web sitesi",
            "Çalışma saatleri",
            "Logo dosyaları",
            "Resmi sosyal profiller",
          ],
        },
      ],
    },
  ],
};
