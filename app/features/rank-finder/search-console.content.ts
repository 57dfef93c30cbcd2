import { formatBytes, formatNumber } from "~/shared/format";
import type { GscFileError, GscProblem } from "./search-console";
import { SEARCH_CONSOLE_LIMITS } from "./search-console";

/** Texts of the rank finder's Search Console mode (the import of the Performance report's export). */
export const SEARCH_CONSOLE_TEXT = {
  privacy: "Dosyanız tarayıcınızda okunur; sunucuya ya da başka bir yere gönderilmez.",
  dropZoneLabel: "Search Console dosyalarını bırakma alanı",
  dropHere: "ZIP ya da CSV dosyalarını buraya sürükleyip bırakın",
  orChoose: "ya da",
  fileLabel: "Search Console dosyalarını seçin",
  fileHint: "Search Console'un ZIP dosyası ya da Sorgular/Sayfalar CSV dosyaları; Türkçe ya da İngilizce.",
  reading: "Dosyalar okunuyor…",
  readDone: (queries: number, pages: number) =>
    `Okundu: ${formatNumber(queries)} sorgu, ${formatNumber(pages)} sayfa.`,
  sourcesTitle: "Okunan dosyalar",
  sourceLine: (fileName: string, rows: number, skipped: number) =>
    `${fileName}: ${formatNumber(rows)} satır${skipped > 0 ? `, okunamayan ${formatNumber(skipped)} satır atlandı` : ""}`,
  errorsTitle: "Okunamayan dosyalar",
  clear: "Verileri temizle",

  keywordTitle: "Kelimenin sıralaması",
  keywordLabel: "Sorgu ara",
  keywordPlaceholder: "istanbul seo ajansı",
  keywordHint: "Search Console'daki bir sorguyu yazın; küçük-büyük harf fark etmez.",
  keywordNoQueries: "Sorgu tablosu yüklenmedi: kelime aramak için Sorgular dosyasını da ekleyin.",
  keywordExact: (keyword: string) => `“${keyword}” sorgusu`,
  keywordMissing: (keyword: string) => `“${keyword}” sorgusu dışa aktarımda yok.`,
  keywordRelated: (count: number) => `Bu kelimeyi içeren ${formatNumber(count)} sorgu (toplam)`,
  keywordRelatedNone: "Bu kelimeyi içeren başka sorgu da yok.",
  positionTerm: "Ortalama konum",
  clicksTerm: "Tıklama",
  impressionsTerm: "Gösterim",
  ctrTerm: "Tıklama oranı",

  queriesTitle: "En çok tıklanan sorgular",
  pagesTitle: "En çok tıklanan sayfalar",
  quickWinsTitle: "Hızlı kazanımlar: 2. sayfadaki sorgular",
  quickWinsIntro:
    "Ortalama konumu 11 ile 20 arasında olan sorgular, gösterimi en yüksek olan önce. Birkaç basamak yükselmeleri onları ilk sayfaya taşır.",
  quickWinsNone: "Ortalama konumu 11 ile 20 arasında olan sorgu yok.",
  noPages: "Sayfa tablosu yüklenmedi.",
  noQueries: "Sorgu tablosu yüklenmedi.",
  queryColumn: "Sorgu",
  pageColumn: "Sayfa",
  positionColumn: "Konum",
  clicksColumn: "Tıklama",
  impressionsColumn: "Gösterim",
  ctrColumn: "TO",
  filterLabel: (table: string) => `${table} içinde filtrele`,
  filterPlaceholder: "Filtre",
  sortBy: (column: string) => `${column} sütununa göre sırala`,
  showing: (shown: number, total: number) => `${formatNumber(total)} satırdan ${formatNumber(shown)} tanesi gösteriliyor.`,
  noMatch: "Filtreye uyan satır yok.",
  showMore: "Daha fazla göster",
  exportCsv: "CSV olarak indir",
  copyCsv: "CSV'yi kopyala",
  csvCopied: "Tablo CSV olarak panoya kopyalandı.",
  csvDownloaded: "CSV dosyası indirildi.",
  tableCaption: (title: string, total: number) => `${title}: ${formatNumber(total)} satır`,
} as const;

export const SEARCH_CONSOLE_FILE_NAMES = {
  query: "search-console-sorgular.csv",
  page: "search-console-sayfalar.csv",
  quickWins: "search-console-hizli-kazanimlar.csv",
} as const;

/** The CSV export's header, in Search Console's Turkish column names. */
export const SEARCH_CONSOLE_CSV_HEADERS = {
  query: "En çok yapılan sorgular",
  page: "En çok ziyaret edilen sayfalar",
  metrics: ["Tıklamalar", "Gösterimler", "TO", "Konum"],
} as const;

const PROBLEM_TEXT: Record<GscProblem, string> = {
  empty: "dosya boş.",
  "not-csv": "bu bir CSV ya da ZIP dosyası değil.",
  excel: "Excel dosyaları okunamıyor; Search Console'da “Dışa aktar → CSV indir” seçeneğini kullanın.",
  "too-large": `dosya ${formatBytes(SEARCH_CONSOLE_LIMITS.fileBytes)} sınırından büyük.`,
  "too-many-files": `bir seferde en fazla ${formatNumber(SEARCH_CONSOLE_LIMITS.files)} dosya bırakabilirsiniz.`,
  "no-key-column": "dosyada sorgu ya da sayfa sütunu yok (örneğin “En çok yapılan sorgular” ya da “Top queries”).",
  "no-position-column": "dosyada konum sütunu yok (“Konum” ya da “Position”).",
  "no-metric-columns": "dosyada tıklama ve gösterim sütunları yok.",
  "no-rows": "dosyada okunabilir veri satırı yok.",
  "too-many-rows": `dosyada ${formatNumber(SEARCH_CONSOLE_LIMITS.rows)} satırdan fazlası var.`,
  "zip-unreadable": "ZIP dosyası açılamadı; dosya bozuk olabilir.",
  "zip-too-large": `ZIP dosyasının içeriği ${formatBytes(SEARCH_CONSOLE_LIMITS.unzippedBytes)} sınırını aşıyor.`,
  "zip-no-tables": "ZIP dosyasında sorgu ya da sayfa tablosu (Sorgular.csv, Sayfalar.csv) yok.",
};

/** A count as the tables show it: "12.940". */
export function formatClicks(value: number): string {
  return formatNumber(value);
}

/** A CTR fraction as a Turkish percentage: 0.0417 → "%4,17". */
export function formatCtr(ctr: number): string {
  return `%${formatNumber(ctr * 100, 2)}`;
}

/** An average position with one decimal, as Search Console shows it: 14.27 → "14,3". */
export function formatPosition(position: number): string {
  return formatNumber(position, 1);
}

/** '“Sorgular.csv” okunamadı: dosyada konum sütunu yok …' */
export function searchConsoleErrorMessage(error: GscFileError): string {
  return `“${error.fileName}” okunamadı: ${PROBLEM_TEXT[error.problem]}`;
}
