import type { ContentType, Tone } from "./messages.content";

/**
 * Forms of the user's inputs the templates slot in. Titles use the title-cased forms, sentences the
 * sentence forms; cap() capitalises a sentence form at the start of a sentence.
 *
 * Turkish attaches case endings to nouns with vowel harmony and consonant mutation, so the templates
 * never put a suffix on a user value: they use postpositions ("için", "ile", "hakkında") and
 * compounds ("... hizmeti", "... modellerimiz") whose ending belongs to the template word.
 */
export interface TemplateContext {
  /** Keyword, title case. */
  readonly K: string;
  /** Keyword, sentence form. */
  readonly k: string;
  /** Target audience, title case. */
  readonly A: string;
  readonly a: string;
  /** Business type, title case. */
  readonly B: string;
  readonly b: string;
  readonly cap: (text: string) => string;
}

export interface MetaTemplate {
  readonly title: (c: TemplateContext) => string;
  readonly description: (c: TemplateContext) => string;
}

type Triple = readonly [MetaTemplate, MetaTemplate, MetaTemplate];

/**
 * Three templates for every content type × tone. Within a triple the titles start differently
 * (keyword, a fixed word, audience or business) so the three stay distinct even after truncation.
 */
export const META_TEMPLATES: Readonly<Record<ContentType, Readonly<Record<Tone, Triple>>>> = {
  hizmet: {
    profesyonel: [
      {
        title: (c) => `${c.K} Hizmeti | ${c.A} İçin Çözümler`,
        description: (c) =>
          `Deneyimli ${c.b} ekibimizle ${c.a} için ölçülebilir ${c.k} hizmeti sunuyoruz. İhtiyacınızı analiz edip size özel teklif hazırlayalım.`,
      },
      {
        title: (c) => `Profesyonel ${c.K} | Uzman ${c.B} Ekibi`,
        description: (c) =>
          `${c.cap(c.k)} sürecinin her adımını uzman ekibimizle yönetiyor, düzenli raporlarla sonuçları şeffaf biçimde paylaşıyoruz. Hemen görüşme planlayın.`,
      },
      {
        title: (c) => `${c.A} İçin ${c.K} | Sonuç Odaklı Hizmet`,
        description: (c) =>
          `${c.cap(c.a)} için hedef odaklı ${c.k} hizmeti. Strateji, uygulama ve raporlamayı tek çatı altında sunan ${c.b} ekibimizle tanışın.`,
      },
    ],
    samimi: [
      {
        title: (c) => `${c.K} Hizmeti | ${c.A} İçin Yanınızdayız`,
        description: (c) =>
          `${c.cap(c.k)} konusunda aklınıza takılan her şeyi birlikte konuşalım. ${c.cap(c.a)} için anlaşılır ve size özel çözümler üretiyoruz.`,
      },
      {
        title: (c) => `Birlikte Başaralım: ${c.K} Desteği | ${c.B}`,
        description: (c) =>
          `Bir ${c.b} olarak ${c.a} ile aynı dili konuşuyoruz. ${c.cap(c.k)} ihtiyacınızı dinliyor, adım adım birlikte ilerliyoruz. Tanışalım mı?`,
      },
      {
        title: (c) => `${c.A} İçin Kolay ve Keyifli ${c.K}`,
        description: (c) =>
          `Karmaşık süreçlere son! ${c.cap(c.k)} hizmetimizle işinizi kolaylaştırıyor, her soruya içtenlikle yanıt veriyoruz. Hemen bize yazın.`,
      },
    ],
    resmi: [
      {
        title: (c) => `${c.K} Hizmetleri | Kurumsal ${c.B} Çözümleri`,
        description: (c) =>
          `${c.cap(c.b)} olarak ${c.a} için ${c.k} alanında kurumsal standartlarda hizmet sunmaktayız. Teklif için bizimle iletişime geçiniz.`,
      },
      {
        title: (c) => `Kurumsal ${c.K} Hizmeti | ${c.A}`,
        description: (c) =>
          `${c.cap(c.k)} hizmetimiz ihtiyaç analizi, planlama, uygulama ve raporlama aşamalarından oluşmaktadır. Güvenilir çözüm ortağınızız.`,
      },
      {
        title: (c) => `${c.B} | Güvenilir ${c.K} Çözüm Ortağınız`,
        description: (c) =>
          `Şeffaf süreç yönetimi ve sözleşmeli hizmet anlayışıyla ${c.k} projelerinizi zamanında teslim ediyoruz. Kurumsal teklif talebinizi iletebilirsiniz.`,
      },
    ],
    yaratici: [
      {
        title: (c) => `${c.K} ile Fark Yaratın | ${c.B}`,
        description: (c) =>
          `Sıradan değil, akılda kalan işler üretiyoruz. ${c.cap(c.a)} için yaratıcı ${c.k} fikirlerimizle markanızı kalabalığın arasından sıyırın.`,
      },
      {
        title: (c) => `Yaratıcı ${c.K} | ${c.A} İçin Yeni Fikirler`,
        description: (c) =>
          `Her proje yeni bir hikâye! ${c.cap(c.k)} sürecinde cesur fikirleri stratejiyle birleştiriyor, ${c.a} için unutulmaz deneyimler tasarlıyoruz.`,
      },
      {
        title: (c) => `${c.A} İçin İlham Veren ${c.K} Çözümleri`,
        description: (c) =>
          `Fikirden uygulamaya, ${c.k} projenizi renkli bir yolculuğa dönüştürüyoruz. ${c.cap(c.b)} ekibimizin yaratıcı dokunuşunu keşfedin.`,
      },
    ],
    teknik: [
      {
        title: (c) => `${c.K} Hizmeti: Teknik Analiz ve Uygulama`,
        description: (c) =>
          `${c.cap(c.k)} projelerinde detaylı teknik analiz, performans ölçümü ve standartlara uygun uygulama. ${c.cap(c.a)} için veriye dayalı çözümler.`,
      },
      {
        title: (c) => `Veri Odaklı ${c.K} | Ölçülebilir Performans`,
        description: (c) =>
          `Kurulumdan optimizasyona kadar ${c.k} sürecini ölçülebilir metriklerle yönetiyoruz. Teknik raporlar ve düzenli iyileştirmeler hizmete dahildir.`,
      },
      {
        title: (c) => `${c.A} İçin ${c.K}: Süreç ve Metrikler`,
        description: (c) =>
          `${c.cap(c.b)} ekibimiz ${c.k} çalışmalarında güncel araçları ve en iyi uygulamaları kullanır. Teknik yol haritanızı birlikte çıkaralım.`,
      },
    ],
    satis: [
      {
        title: (c) => `${c.K} Hizmeti | Ücretsiz Teklif Alın`,
        description: (c) =>
          `${c.cap(c.a)} için uygun fiyatlı ve sonuç odaklı ${c.k} hizmeti! Ücretsiz ön analiz ve size özel teklif için hemen iletişime geçin.`,
      },
      {
        title: (c) => `Uygun Fiyatlı ${c.K} | Hemen Başlayın`,
        description: (c) =>
          `${c.cap(c.k)} yatırımınızı kazanca dönüştürün. ${c.cap(c.b)} ekibimizle daha fazla müşteriye ulaşın; ücretsiz danışmanlık fırsatını kaçırmayın!`,
      },
      {
        title: (c) => `${c.A} İçin ${c.K}: Daha Çok Müşteri`,
        description: (c) =>
          `Rakiplerinizin önüne geçin! ${c.cap(c.a)} için hazırlanan ${c.k} paketlerimizi inceleyin ve size en uygun teklifi bugün alın.`,
      },
    ],
  },
  urun: {
    profesyonel: [
      {
        title: (c) => `${c.K} | ${c.A} İçin Kaliteli Seçim`,
        description: (c) =>
          `${c.cap(c.k)} modellerimiz ${c.a} için dayanıklılık ve kaliteyi bir araya getiriyor. Ürün özelliklerini inceleyin, güvenle sipariş verin.`,
      },
      {
        title: (c) => `Kaliteli ${c.K} Modelleri | ${c.B}`,
        description: (c) =>
          `Deneyimli bir ${c.b} olarak sunduğumuz ${c.k} seçeneklerini inceleyin. Detaylı ürün bilgisi, hızlı kargo ve satış sonrası destek sizi bekliyor.`,
      },
      {
        title: (c) => `${c.A} İçin ${c.K}: Özellikler ve Fiyatlar`,
        description: (c) =>
          `${c.cap(c.a)} için seçilmiş ${c.k} ürünlerinin özelliklerini, fiyatlarını ve kullanıcı yorumlarını tek sayfada karşılaştırın.`,
      },
    ],
    samimi: [
      {
        title: (c) => `${c.K} | Sizin İçin Seçtiklerimiz`,
        description: (c) =>
          `${c.cap(c.k)} arıyorsanız doğru yerdesiniz! ${c.cap(c.a)} için özenle seçtiğimiz ürünlere göz atın, sorularınız için bize yazın.`,
      },
      {
        title: (c) => `Seveceğiniz ${c.K} Modelleri | ${c.B}`,
        description: (c) =>
          `Bir ${c.b} olarak ürünlerimizi önce kendimiz deniyoruz. ${c.cap(c.k)} seçiminde kararsız kalırsanız yardımcı olmaktan mutluluk duyarız.`,
      },
      {
        title: (c) => `${c.A} İçin Keyifli ${c.K} Seçenekleri`,
        description: (c) =>
          `Günlük hayatınızı kolaylaştıracak ${c.k} modelleri burada. ${c.cap(c.a)} için hazırladığımız seçkiyi keşfedin, beğendiğinizi sepete ekleyin.`,
      },
    ],
    resmi: [
      {
        title: (c) => `${c.K} | ${c.B} Ürün Kataloğu`,
        description: (c) =>
          `${c.cap(c.k)} ürünlerimiz kalite standartlarına uygun olarak sunulmaktadır. Teknik özellikler ve satın alma koşulları için ürün sayfasını inceleyiniz.`,
      },
      {
        title: (c) => `Kurumsal ${c.K} Tedariki | ${c.A}`,
        description: (c) =>
          `${c.cap(c.a)} için ${c.k} tedarikinde faturalı satış, garanti belgesi ve kurumsal destek sağlanmaktadır. Toplu alımlar için iletişime geçiniz.`,
      },
      {
        title: (c) => `${c.A} İçin ${c.K}: Özellikler ve Koşullar`,
        description: (c) =>
          `${c.cap(c.b)} tarafından sunulan ${c.k} ürünlerine ilişkin ayrıntılı bilgi bu sayfadadır. Sipariş ve teslimat koşullarını inceleyiniz.`,
      },
    ],
    yaratici: [
      {
        title: (c) => `${c.K} ile Tarzınızı Yansıtın`,
        description: (c) =>
          `Sıradan ürünlere veda edin! ${c.cap(c.k)} modellerimiz ${c.a} için hem göz alıcı hem kullanışlı. Size en çok yakışanı keşfetmeye hazır mısınız?`,
      },
      {
        title: (c) => `Yaratıcı Dokunuşlarla ${c.K} | ${c.B}`,
        description: (c) =>
          `Her detayında ayrı bir hikâye saklı: ${c.k} koleksiyonumuz ${c.a} için tasarlandı. Renkleri, dokuları ve farkı yakından görün.`,
      },
      {
        title: (c) => `${c.A} İçin İlham Veren ${c.K} Koleksiyonu`,
        description: (c) =>
          `${c.cap(c.b)} imzalı ${c.k} koleksiyonuyla alışılmışın dışına çıkın. Kendi tarzınızı yaratmanız için ilham verici seçenekler sizi bekliyor.`,
      },
    ],
    teknik: [
      {
        title: (c) => `${c.K}: Teknik Özellikler ve Karşılaştırma`,
        description: (c) =>
          `${c.cap(c.k)} ürünlerinin ölçüleri, malzeme bilgileri ve performans değerleri tek sayfada. ${c.cap(c.a)} için doğru modeli teknik verilerle seçin.`,
      },
      {
        title: (c) => `Teknik Verilerle ${c.K} Seçimi | ${c.B}`,
        description: (c) =>
          `Karşılaştırma tablosu, garanti kapsamı ve kullanım önerileriyle ${c.k} seçiminizi veriye dayandırın. Sorularınızı uzman ekibimize iletin.`,
      },
      {
        title: (c) => `${c.A} İçin ${c.K}: Ölçü ve Performans`,
        description: (c) =>
          `${c.cap(c.b)} olarak sunduğumuz ${c.k} modellerinin teknik özelliklerini inceleyin; standartlara uygunluk ve test sonuçlarını görün.`,
      },
    ],
    satis: [
      {
        title: (c) => `${c.K} | İndirimli Fiyatlar ve Hızlı Kargo`,
        description: (c) =>
          `${c.cap(c.k)} ürünlerinde kaçırılmayacak fırsatlar! ${c.cap(c.a)} için özel indirimler, hızlı kargo ve kolay iade. Hemen sipariş verin.`,
      },
      {
        title: (c) => `En Uygun Fiyatlı ${c.K} | Hemen Sipariş Verin`,
        description: (c) =>
          `${c.cap(c.b)} güvencesiyle ${c.k} alışverişinde en iyi fiyat burada. Taksit seçenekleri ve ücretsiz kargo fırsatıyla bugün sipariş verin!`,
      },
      {
        title: (c) => `${c.A} İçin ${c.K}: Kampanyalı Fiyatlar`,
        description: (c) =>
          `Sepette ek indirim fırsatı! ${c.cap(c.a)} için seçilen ${c.k} modellerini uygun fiyatlarla hemen satın alın, fırsatı kaçırmayın.`,
      },
    ],
  },
  blog: {
    profesyonel: [
      {
        title: (c) => `${c.K} Rehberi: Bilmeniz Gereken Her Şey`,
        description: (c) =>
          `${c.cap(c.k)} hakkında bilmeniz gereken her şey bu rehberde. ${c.cap(c.a)} için hazırladığımız adım adım önerilerle doğru kararları verin.`,
      },
      {
        title: (c) => `Uzmanından ${c.K} Rehberi | ${c.B} Blog`,
        description: (c) =>
          `Deneyimli ${c.b} ekibimizin ${c.k} konusundaki bilgi birikimini paylaşıyoruz. Pratik ipuçları ve örneklerle konuyu derinlemesine öğrenin.`,
      },
      {
        title: (c) => `${c.A} İçin ${c.K}: Adım Adım Uygulama`,
        description: (c) =>
          `${c.cap(c.a)} için ${c.k} stratejisini planlamanın, uygulamanın ve ölçmenin yollarını anlattık. Güncel örneklerle hazırlanan yazımızı okuyun.`,
      },
    ],
    samimi: [
      {
        title: (c) => `${c.K} Nedir? Merak Ettiklerinizi Anlattık`,
        description: (c) =>
          `${c.cap(c.k)} konusunda kafanız mı karıştı? Hiç dert etmeyin! ${c.cap(c.a)} için en sık sorulan soruları sade bir dille yanıtladık.`,
      },
      {
        title: (c) => `Samimi Bir Sohbet: ${c.K} Hakkında İpuçları`,
        description: (c) =>
          `Bir ${c.b} olarak ${c.k} ile ilgili deneyimlerimizi paylaşıyoruz. Kahvenizi alın, birlikte öğrenelim; yorumlarınızı da bekliyoruz.`,
      },
      {
        title: (c) => `${c.A} İçin Kolay ${c.K} İpuçları`,
        description: (c) =>
          `Kolayca uygulanan, gerçekten işe yarayan ${c.k} ipuçlarını sizin için topladık. ${c.cap(c.a)} için hazırladığımız bu yazıyı mutlaka okuyun.`,
      },
    ],
    resmi: [
      {
        title: (c) => `${c.K}: Kapsamlı Bilgilendirme Rehberi`,
        description: (c) =>
          `Bu yazıda ${c.k} konusu tanımı, önemi ve uygulama esasları çerçevesinde ele alınmaktadır. ${c.cap(c.a)} için hazırlanmış bir kaynaktır.`,
      },
      {
        title: (c) => `Kurumsal Bakış: ${c.K} Uygulamaları | ${c.B}`,
        description: (c) =>
          `${c.cap(c.b)} uzmanlarınca hazırlanan bu makale, ${c.k} uygulamalarına ilişkin temel ilkeleri ve dikkat edilmesi gereken hususları açıklamaktadır.`,
      },
      {
        title: (c) => `${c.A} İçin ${c.K} Esasları ve Öneriler`,
        description: (c) =>
          `${c.cap(c.a)} için ${c.k} alanındaki güncel gelişmeler ve öneriler bu makalede derlenmiştir. Ayrıntılı bilgi için yazının tamamını inceleyiniz.`,
      },
    ],
    yaratici: [
      {
        title: (c) => `${c.K} Hakkında Sizi Şaşırtacak Gerçekler`,
        description: (c) =>
          `${c.cap(c.k)} dünyasına farklı bir pencereden bakmaya hazır mısınız? ${c.cap(c.a)} için hazırladığımız bu yazıda ezber bozan fikirler var.`,
      },
      {
        title: (c) => `Yaratıcı Fikirlerle ${c.K} | ${c.B} Blog`,
        description: (c) =>
          `Sıkıcı anlatımlara elveda! ${c.cap(c.k)} konusunu örnekler, hikâyeler ve ilham veren fikirlerle anlattık. Okuduktan sonra bakışınız değişecek.`,
      },
      {
        title: (c) => `${c.A} İçin İlham Veren ${c.K} Fikirleri`,
        description: (c) =>
          `${c.cap(c.a)} için ilham dolu ${c.k} fikirleri! ${c.cap(c.b)} ekibimizin yaratıcı önerileriyle bir sonraki projenize bugün başlayın.`,
      },
    ],
    teknik: [
      {
        title: (c) => `${c.K}: Teknik Rehber ve En İyi Uygulamalar`,
        description: (c) =>
          `${c.cap(c.k)} için teknik gereksinimleri, kullanılan araçları ve en iyi uygulamaları adım adım açıkladık. ${c.cap(c.a)} için detaylı rehber.`,
      },
      {
        title: (c) => `Derinlemesine ${c.K}: Araçlar ve Metrikler`,
        description: (c) =>
          `Hangi metrikler izlenmeli, hangi araçlar kullanılmalı? ${c.cap(c.k)} çalışmalarınız için hazırladığımız kontrol listesiyle eksiksiz bir kurulum yapın.`,
      },
      {
        title: (c) => `${c.A} İçin ${c.K} Kurulumu ve Optimizasyonu`,
        description: (c) =>
          `${c.cap(c.a)} için ${c.k} kurulumu, yapılandırması ve optimizasyonu üzerine teknik bir inceleme. Uygulama örnekleri ve ölçüm yöntemleri yazımızda.`,
      },
    ],
    satis: [
      {
        title: (c) => `${c.K} ile Satışlarınızı Artırmanın Yolları`,
        description: (c) =>
          `${c.cap(c.k)} sayesinde daha fazla müşteriye ulaşmak mümkün! ${c.cap(c.a)} için kanıtlanmış yöntemleri okuyun, ücretsiz danışmanlık için bize ulaşın.`,
      },
      {
        title: (c) => `Kazandıran ${c.K} Stratejileri | ${c.B}`,
        description: (c) =>
          `Rakipleriniz ${c.k} ile büyürken geride kalmayın. ${c.cap(c.b)} ekibimizin sonuç getiren stratejilerini öğrenin ve hemen uygulamaya başlayın.`,
      },
      {
        title: (c) => `${c.A} İçin ${c.K}: Daha Fazla Satışın Sırrı`,
        description: (c) =>
          `${c.cap(c.a)} için ${c.k} ile gelirinizi artırmanın pratik yolları bu yazıda. Okuyun, uygulayın; destek gerekirse ücretsiz teklif alın!`,
      },
    ],
  },
  anasayfa: {
    profesyonel: [
      {
        title: (c) => `${c.K} | Güvenilir ${c.B}`,
        description: (c) =>
          `${c.cap(c.a)} için ${c.k} alanında profesyonel hizmet veren ${c.b} ekibimizle tanışın. Hizmetlerimizi inceleyin, projeniz için teklif alın.`,
      },
      {
        title: (c) => `Profesyonel ${c.K} Hizmetleri | ${c.A}`,
        description: (c) =>
          `Deneyimli ekibimiz, şeffaf süreçlerimiz ve ölçülebilir sonuçlarımızla ${c.k} ihtiyaçlarınızda yanınızdayız. Referanslarımızı keşfedin.`,
      },
      {
        title: (c) => `${c.B}: ${c.A} İçin ${c.K}`,
        description: (c) =>
          `Yılların deneyimini ${c.k} projelerine taşıyan bir ${c.b} olarak ${c.a} için strateji, uygulama ve sürekli destek sunuyoruz.`,
      },
    ],
    samimi: [
      {
        title: (c) => `${c.K} | Hoş Geldiniz, Tanışalım!`,
        description: (c) =>
          `Merhaba! Biz ${c.a} için ${c.k} alanında çalışan samimi bir ${c.b} ekibiyiz. Hikâyenizi dinlemek için sabırsızlanıyoruz, hemen yazın.`,
      },
      {
        title: (c) => `Samimi ${c.B}: ${c.K} İçin Doğru Adres`,
        description: (c) =>
          `${c.cap(c.k)} için içten, anlaşılır ve güvenilir bir çözüm ortağı mı arıyorsunuz? Ekibimizle tanışın, birlikte büyüyelim.`,
      },
      {
        title: (c) => `${c.A} İçin ${c.K} | Birlikte Büyüyelim`,
        description: (c) =>
          `${c.cap(c.a)} ile omuz omuza çalışıyoruz. ${c.cap(c.k)} yolculuğunuzda her adımda yanınızdayız; bir mesaj kadar yakınız.`,
      },
    ],
    resmi: [
      {
        title: (c) => `${c.K} | Kurumsal ${c.B}`,
        description: (c) =>
          `${c.cap(c.b)} olarak ${c.a} için ${c.k} alanında kurumsal hizmetler sunmaktayız. Hizmetlerimiz ve iletişim bilgilerimiz sitemizdedir.`,
      },
      {
        title: (c) => `Kurumsal ${c.K} Çözümleri | ${c.A}`,
        description: (c) =>
          `Kalite, güvenilirlik ve şeffaflık ilkeleriyle ${c.k} alanında hizmet veren kurumumuz, ${c.a} için uzun soluklu iş birlikleri kurmaktadır.`,
      },
      {
        title: (c) => `${c.A} İçin ${c.K} | Resmî Web Sitesi`,
        description: (c) =>
          `Resmî web sitemize hoş geldiniz. ${c.cap(c.b)} olarak sunduğumuz ${c.k} hizmetleri ve kurumsal bilgilerimiz bu sayfada yer almaktadır.`,
      },
    ],
    yaratici: [
      {
        title: (c) => `${c.K} | Fikirlerinizi Hayata Geçiriyoruz`,
        description: (c) =>
          `Fikirleriniz bizimle renkleniyor! ${c.cap(c.a)} için ${c.k} alanında sıra dışı projeler üreten yaratıcı bir ${c.b} ekibiyiz. Hadi tanışalım.`,
      },
      {
        title: (c) => `Yaratıcı ${c.B}: ${c.K} ile Fark Yaratın`,
        description: (c) =>
          `Sınırları zorlayan fikirler, akılda kalan tasarımlar ve etkileyici hikâyeler. ${c.cap(c.k)} projelerinizde yaratıcılığın gücünü keşfedin.`,
      },
      {
        title: (c) => `${c.A} İçin Sıra Dışı ${c.K}`,
        description: (c) =>
          `${c.cap(c.a)} için ezber bozan ${c.k} çözümleri tasarlıyoruz. Portfolyomuza göz atın, markanızın bir sonraki büyük fikrini birlikte bulalım.`,
      },
    ],
    teknik: [
      {
        title: (c) => `${c.K} | Veri Odaklı ${c.B}`,
        description: (c) =>
          `${c.cap(c.a)} için ${c.k} alanında ölçülebilir ve veri odaklı çözümler geliştiriyoruz. Teknik altyapımızı ve süreçlerimizi inceleyin.`,
      },
      {
        title: (c) => `Teknik Uzmanlıkla ${c.K} | ${c.A}`,
        description: (c) =>
          `Analiz, kurulum, entegrasyon ve performans optimizasyonu: ${c.k} projelerinizin teknik tarafını uçtan uca yönetiyoruz.`,
      },
      {
        title: (c) => `${c.B}: ${c.K} İçin Altyapı ve Analiz`,
        description: (c) =>
          `${c.cap(c.b)} ekibimiz güncel teknolojiler ve standartlarla ${c.k} projelerini hayata geçirir. Teknik yeterliliklerimizi ve araçlarımızı keşfedin.`,
      },
    ],
    satis: [
      {
        title: (c) => `${c.K} | Ücretsiz Teklif ve Danışmanlık`,
        description: (c) =>
          `${c.cap(c.a)} için ${c.k} hizmetlerinde avantajlı paketler! Ücretsiz ön görüşmeyle ihtiyacınızı belirleyelim, bugün teklif alın.`,
      },
      {
        title: (c) => `Daha Fazla Müşteri İçin ${c.K} | ${c.B}`,
        description: (c) =>
          `İşinizi büyütmeye hazır mısınız? ${c.cap(c.k)} hizmetlerimizle daha fazla müşteriye ulaşın. Bu aya özel indirimli paketlerimizi kaçırmayın!`,
      },
      {
        title: (c) => `${c.A} İçin ${c.K}: Hemen Başlayın`,
        description: (c) =>
          `${c.cap(c.b)} ekibimizle ${c.k} yatırımınızı kazanca dönüştürün. ${c.cap(c.a)} için uygun fiyatlı paketleri inceleyin, hemen arayın.`,
      },
    ],
  },
};
