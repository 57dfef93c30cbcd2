import type { SignalId } from "./signals";

/** What each signal means to an owner, in the alert, the "düzeldi" and the agency's lead e-mail. */
export const SIGNAL_TEXT: Record<SignalId, { title: string; why: string; fix: string; recovered: string }> = {
  "home-down": {
    title: "ana sayfanıza ulaşılamadı",
    why: "Ana sayfanız yanıt vermedi ya da hata verdi. Ziyaretçileriniz sitenizi açamıyor; bu birkaç gün sürerse Google sayfalarınızı arama sonuçlarından düşürmeye başlar.",
    fix: "Barındırma firmanızla görüşün: sunucu, alan adı yenilemesi ve DNS ayarları ilk bakılacak yerlerdir.",
    recovered: "ana sayfanız yeniden yanıt veriyor",
  },
  "home-noindex": {
    title: "ana sayfanız aramadan çıkarılmak üzere (noindex)",
    why: "Ana sayfanıza \"noindex\" etiketi eklenmiş: Google bu etiketi gördüğü sayfayı birkaç gün içinde arama sonuçlarından çıkarır. Çoğu zaman bir tema güncellemesinden ya da \"arama motorlarını engelle\" ayarının açık unutulmasından olur.",
    fix: "WordPress'te Ayarlar → Okuma'daki \"Arama motorlarının bu siteyi dizine eklemesini engelle\" kutusunu ve SEO eklentinizin sayfa ayarını kontrol edin; etiketi kaldırın.",
    recovered: "ana sayfanızdaki noindex kaldırıldı",
  },
  "page-noindex": {
    title: "önemli sayfalarınız aramadan çıkarılmak üzere (noindex)",
    why: "Son analizde arama sonuçlarına açık olan sayfalarınıza \"noindex\" eklenmiş: Google bu sayfaları arama sonuçlarından çıkarır.",
    fix: "Bu sayfaların SEO ayarlarını kontrol edin ve bilerek yapılmadıysa noindex etiketini kaldırın.",
    recovered: "sayfalarınızdaki noindex kaldırıldı",
  },
  "robots-blocks": {
    title: "robots.txt Google'ın sitenize girmesini engelliyor",
    why: "robots.txt dosyanız artık Googlebot'un ana sayfanızı taramasını yasaklıyor. Google yeni içeriğinizi göremez, sayfalarınız zamanla arama sonuçlarında geriler.",
    fix: "robots.txt dosyanızdaki \"Disallow: /\" satırını kaldırın; WordPress'te SEO eklentinizin robots.txt düzenleyicisine bakın.",
    recovered: "robots.txt artık Google'ı engellemiyor",
  },
  "sitemap-gone": {
    title: "site haritanız kayboldu ya da boş",
    why: "Site haritanız artık bulunamıyor ya da içinde hiç adres yok. Google yeni ve güncellenen sayfalarınızı daha geç bulur.",
    fix: "SEO eklentinizin site haritası ayarını açın ya da ücretsiz site haritası aracımızla yeniden oluşturun ve Search Console'a gönderin.",
    recovered: "site haritanız yeniden yerinde",
  },
  "canonical-moved": {
    title: "ana sayfanız Google'a başka bir siteyi gösteriyor (canonical)",
    why: "Ana sayfanızın canonical etiketi artık başka bir alan adını gösteriyor. Google sıralamanızı o adrese taşıyabilir; site kopyalandıysa ya da ele geçirildiyse ilk belirti budur.",
    fix: "Canonical etiketini sitenizin kendi adresine düzeltin; bunu siz yapmadıysanız sitenizin güvenliğini hemen kontrol ettirin.",
    recovered: "ana sayfanızın canonical etiketi yeniden kendi adresinizi gösteriyor",
  },
  "certificate-expiring": {
    title: "SSL sertifikanızın süresi doluyor",
    why: "Sitenizin güvenlik sertifikası 14 gün içinde doluyor. Süresi dolunca tarayıcılar ziyaretçilerinize \"Bağlantınız gizli değil\" uyarısı gösterir.",
    fix: "Barındırma panelinizden sertifikayı yenileyin ve otomatik yenilemenin neden çalışmadığını barındırma firmanıza sorun.",
    recovered: "SSL sertifikanız yenilendi",
  },
};

export const WATCH_MAIL_TEXT = {
  confirmSubject: (host: string) => `${host} için site takibini onaylayın`,
  confirmHeading: "Sitenizin takibini onaylayın",
  confirmIntro: (host: string) =>
    `${host} sitesini her gün kontrol etmemizi istediniz. Ana sayfa erişimi, noindex, robots.txt, site haritası, canonical ve SSL sertifikasında bir sorun çıkarsa size hemen yazacağız; her hafta da tam bir analiz yapacağız.`,
  confirmButton: "Takibi başlat",
  confirmValidity: "Bu bağlantı 7 gün geçerlidir. Onaylamazsanız hiçbir kontrol yapılmaz ve adresiniz silinir.",
  notYou: "Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz.",
  alertSubject: (host: string, title: string) => `${host}: ${title}`,
  recoveredSubject: (host: string, recovered: string) => `${host}: düzeldi, ${recovered}`,
  alertHeading: (host: string) => `${host} sitesinde bir sorun çıktı`,
  recoveredHeading: (host: string) => `${host} sitesinde sorun giderildi`,
  whyLabel: "Neden önemli:",
  fixLabel: "Ne yapmalı:",
  detailLabel: "Gördüğümüz:",
  reportLink: "Son raporunuzu açın",
  expertLink: "Uzmanla görüşün",
  expertSubject: (host: string) => `${host} site takibi uyarısı`,
  expertMessage: (host: string, title: string) => `Merhaba, ${host} için "${title}" uyarısı aldım. Bir uzmanınızın bakmasını istiyorum; uygun olduğunuzda bana dönebilir misiniz?`,
  summarySubject: (host: string, fixed: number, appeared: number) =>
    [`${host}: haftalık analiz`, ...(fixed > 0 ? [`${fixed} sorun düzeldi`] : []), ...(appeared > 0 ? [`${appeared} yeni sorun`] : [])].join(", "),
  summaryHeading: (host: string) => `${host} için haftalık analiz`,
  summaryIntro: "Sitenizi yeniden baştan sona analiz ettik. Bir önceki analizden bu yana değişenler:",
  summaryScore: (before: number, after: number) => `SEO puanınız: ${before} → ${after}`,
  summaryFixed: (count: number) => `Düzelen sorunlar (${count})`,
  summaryAppeared: (count: number) => `Yeni sorunlar (${count})`,
  summaryMore: (count: number) => `ve ${count} sorun daha`,
  /** The end of a watch nobody read for six months (its owner is told once). */
  ended: {
    subject: (host: string) => `${host}: site takibi sona erdi`,
    heading: (host: string) => `${host} takibini durdurduk`,
    title: "Son 6 ayda e-postalarımızdaki bağlantıların hiçbiri açılmadı.",
    why: "İstenmeyen e-posta göndermemek için takibi kendiliğinden bitirdik: sitenizi artık kontrol etmiyor ve size yazmıyoruz. Adresinizi 30 gün sonra sileriz.",
    fix: (siteUrl: string) => `Takibi yeniden başlatmak isterseniz sitenizi ${siteUrl}/seo-analizi adresinde yeniden analiz edin ve raporun altındaki "Sitemi takip et" formunu gönderin.`,
  },
  summaryReportLink: "Yeni raporunuzu açın",
  summaryExpertSubject: (host: string) => `${host} haftalık analiz`,
  summaryExpertMessage: (host: string, appeared: number) =>
    appeared > 0
      ? `Merhaba, ${host} için haftalık analizde ${appeared} yeni sorun çıktı. Bir uzmanınızın bakmasını istiyorum; uygun olduğunuzda bana dönebilir misiniz?`
      : `Merhaba, ${host} için haftalık analizi aldım. Sitemi bir uzmanınızla birlikte gözden geçirmek istiyorum; uygun olduğunuzda bana dönebilir misiniz?`,
  unsubscribeLead: "Bu e-postaları artık almak istemiyorsanız:",
  unsubscribeLink: "takibi bırakın",
  from: (agency: string) => `${agency} site takibi`,
} as const;
