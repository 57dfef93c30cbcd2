/** Texts of the "Siteden doldur" result: what was filled, and the check of the site's existing llms.txt. */
import { formatNumber } from "~/shared/format";
import type { LinkVerdict, LlmsProblem } from "./from-site";

export const SITE_FILL_REPORT_TEXT = {
  filled: (pages: number, sections: number) =>
    pages === 0
      ? "Taramada forma eklenecek dizine eklenebilir bir sayfa bulunamadı; boş alanlar bulunan bilgilerle dolduruldu."
      : `${formatNumber(pages)} önemli sayfa ${formatNumber(sections)} bölümde önerildi. Yalnızca boş alanlar dolduruldu; formda zaten olan sayfalar tekrar eklenmedi.`,
  partial: "Tarama bir sınıra (sayfa sayısı, süre veya veri miktarı) ulaştığı için sonuçlar kısmi olabilir.",
  stopped: "Tarama durdurulduğu için öneriler yalnızca o ana kadar okunan sayfalardan oluşuyor.",
  existingTitle: "Sitenizdeki mevcut llms.txt",
  existingMissing: (status: number | null) =>
    status === null
      ? "Sitenizin /llms.txt adresine ulaşılamadı; karşılaştırılacak mevcut bir dosya yok."
      : `Sitenizde bir llms.txt dosyası bulunamadı (HTTP ${status}). Bu formla oluşturduğunuz dosyayı sitenizin kök dizinine yükleyebilirsiniz.`,
  problemsTitle: "Biçim sorunları",
  noProblems: "Dosya llms.txt biçimine uygun.",
  /** The parser's own message, in English, shown under the problem. */
  parserDetail: "Ayrıştırıcının iletisi:",
  linksTitle: "Bağlantı denetimi",
  linksSummary: (problems: number, total: number) =>
    total === 0
      ? "Dosyada denetlenecek bağlantı yok."
      : problems === 0
        ? `${formatNumber(total)} bağlantının hepsi sorunsuz.`
        : `${formatNumber(total)} bağlantıdan ${formatNumber(problems)} tanesinde sorun var.`,
  linkColumn: "Bağlantı",
  verdictColumn: "Durum",
  omittedTitle: "Site haritanızda olup llms.txt'de olmayan sayfalar",
  omittedNone: "Site haritanızdaki dizine eklenebilir sayfaların hepsi dosyada listelenmiş.",
  omittedNoSitemap: "Sitenizde okunabilen bir site haritası bulunamadı; eksik sayfa karşılaştırması yapılamadı.",
  omittedMore: (count: number) => `ve ${formatNumber(count)} sayfa daha`,
} as const;

export function problemText(problem: LlmsProblem): string {
  switch (problem.code) {
    case "format":
      return problem.line === null
        ? "Dosya llms.txt biçimine uymuyor."
        : `${formatNumber(problem.line)}. satır llms.txt biçimine uymuyor.`;
    case "unreadable":
      return "Dosya, llms.txt'nin başvuru ayrıştırıcısıyla okunamıyor; bağlantılar satır satır bulunarak denetlendi.";
    case "no-summary":
      return "Başlığın altında özet satırı (> ile başlayan satır) yok.";
    case "no-sections":
      return "Dosyada bağlantı listesi içeren bir bölüm (## başlığı) yok.";
    case "relative-link":
      return `Bağlantı tam adres değil: ${problem.url}. Dil modelleri göreli adresleri çözemeyebilir.`;
    case "duplicate-link":
      return `Aynı bağlantı birden fazla kez listelenmiş: ${problem.url}`;
  }
}

export function verdictText(verdict: LinkVerdict): string {
  switch (verdict.kind) {
    case "ok":
      return "Sorunsuz";
    case "broken":
      return `Bozuk bağlantı (HTTP ${verdict.status})`;
    case "redirect":
      return `Yönlendiriliyor: ${verdict.to}`;
    case "noindex":
      return "Sayfa noindex: arama motorlarının dizine eklemesi engellenmiş";
    case "canonical":
      return `Kanonik adresi başka bir sayfa: ${verdict.to}`;
    case "not-html":
      return "HTML sayfası değil";
    case "blocked":
      return "robots.txt ile taranması engellenmiş";
    case "not-crawled":
      return "Taramada bulunamadı: sitede bu sayfaya bağlantı yok veya tarama sınırına ulaşıldı";
    case "external":
      return "Başka bir siteye ait, denetlenmedi";
    case "invalid":
      return "Geçersiz adres";
  }
}
