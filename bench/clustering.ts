import { clusterKeywords, type ClusterOptions } from "../app/features/keyword-clustering/cluster";
import { buildCorpus } from "../app/features/keyword-clustering/corpus";
import { naiveSimilarityGroups } from "../app/features/keyword-clustering/naive";
import { normalizeKeywordList } from "../app/features/keyword-clustering/normalize";
import { similarityGroups } from "../app/features/keyword-clustering/similarity";
import { runIfMain, type BenchRow } from "./types";

/**
 * Keyword clustering speed. The lists are Turkish-looking keyword research exports generated from
 * a fixed seed: head terms combined with modifiers and cities ("en iyi web tasarım fiyatları
 * izmir"), some with the Turkish letters typed as ASCII, as people do. They are deliberately
 * dense (thousands of keywords share "web", "fiyatları" or "istanbul"), the hard case for a
 * token index; one more list is built to be the worst case (see sharedWordKeywords). Timings
 * cover the whole call the worker makes (normalising the pasted text,
 * indexing, grouping, sorting) and are the median of 3 runs after a warm-up. Goals: 10,000
 * keywords within a second and 50,000 within five, on the project's 2-core machines.
 */

const RUNS = 3;

const HEADS = [
  "web tasarım", "seo", "google ads", "sosyal medya yönetimi", "e-ticaret sitesi", "logo tasarım",
  "dijital pazarlama", "instagram reklam", "kurumsal web sitesi", "video prodüksiyon", "içerik pazarlama",
  "yerel seo", "wordpress tema", "mobil uygulama", "hosting", "alan adı", "facebook reklam", "youtube reklam",
  "e-posta pazarlama", "sosyal medya reklam", "seo ajansı", "web yazılım", "grafik tasarım", "kurumsal kimlik",
  "reklam ajansı",
];
const SUFFIXES = [
  "fiyatları", "nasıl yapılır", "ajansı", "firmaları", "hizmeti", "kursu", "örnekleri", "nedir", "ücretleri",
  "paketleri", "danışmanlığı", "eğitimi", "teklifi", "yorumları", "uzmanı", "şirketi", "2025", "2026",
  "rehberi", "karşılaştırma",
];
const PREFIXES = [
  "en iyi", "ucuz", "profesyonel", "uygun fiyatlı", "kurumsal", "hızlı", "güvenilir", "en ucuz", "ücretsiz",
  "yakınımdaki",
];
const CITIES = [
  "istanbul", "ankara", "izmir", "bursa", "antalya", "adana", "konya", "gaziantep", "kayseri", "mersin",
  "eskişehir", "samsun", "denizli", "trabzon", "malatya", "diyarbakır", "sakarya", "kocaeli", "muğla",
  "tekirdağ", "manisa", "balıkesir", "aydın", "hatay", "van", "erzurum", "ordu", "rize", "edirne", "çanakkale",
];

/** mulberry32: tiny, fast, good enough for test data. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ASCII: Readonly<Record<string, string>> = { ç: "c", ğ: "g", ı: "i", ö: "o", ş: "s", ü: "u" };

/** `count` distinct keywords, the same for the same seed. */
export function generateKeywords(count: number, seed = 20_260_101): string[] {
  const random = prng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const patterns: readonly (() => string)[] = [
    () => pick(HEADS),
    () => `${pick(HEADS)} ${pick(SUFFIXES)}`,
    () => `${pick(PREFIXES)} ${pick(HEADS)}`,
    () => `${pick(HEADS)} ${pick(CITIES)}`,
    () => `${pick(CITIES)} ${pick(HEADS)}`,
    () => `${pick(PREFIXES)} ${pick(HEADS)} ${pick(SUFFIXES)}`,
    () => `${pick(HEADS)} ${pick(SUFFIXES)} ${pick(CITIES)}`,
    () => `${pick(CITIES)} ${pick(HEADS)} ${pick(SUFFIXES)}`,
    () => `${pick(PREFIXES)} ${pick(HEADS)} ${pick(CITIES)}`,
    () => `${pick(PREFIXES)} ${pick(CITIES)} ${pick(HEADS)} ${pick(SUFFIXES)}`,
  ];
  const out = new Set<string>();
  let attempts = 0;
  while (out.size < count && attempts < count * 50) {
    attempts++;
    let keyword = pick(patterns)();
    if (random() < 0.1) keyword = keyword.replace(/[çğıöşü]/g, (ch) => ASCII[ch] ?? ch);
    if (random() < 0.05) keyword = keyword.toLocaleUpperCase("tr");
    out.add(keyword);
  }
  return [...out];
}

/**
 * The index's worst case: every keyword contains "istanbul" plus four words found nowhere else,
 * so no two keywords are similar and, without POSTING_SCAN_CAP, every leader would scan them all.
 */
function sharedWordKeywords(count: number, seed = 99): string[] {
  const random = prng(seed);
  const word = () => `k${Math.floor(random() * 2 ** 40).toString(36)}`;
  return Array.from({ length: count }, () => `istanbul ${word()} ${word()} ${word()} ${word()}`);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function time(work: () => void): number {
  work(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    work();
    times.push(performance.now() - started);
  }
  return Math.round(median(times) * 10) / 10;
}

function clusterText(text: string, method: ClusterOptions["method"]): void {
  const outcome = clusterKeywords(text, { method, minGroupSize: 2, maxGroups: 50 });
  if (!outcome.ok) throw new Error("clustering failed");
}

export async function run(): Promise<BenchRow[]> {
  const ten = generateKeywords(10_000).join("\n");
  const fifty = generateKeywords(50_000).join("\n");
  const rows: BenchRow[] = [
    {
      figure: `keyword clustering: 10,000 keywords, similarity (median of ${RUNS})`,
      value: time(() => clusterText(ten, "similarity")),
      unit: "ms",
      goal: 1_000,
      goalKind: "max",
    },
    {
      figure: `keyword clustering: 50,000 keywords, similarity (median of ${RUNS})`,
      value: time(() => clusterText(fifty, "similarity")),
      unit: "ms",
      goal: 5_000,
      goalKind: "max",
    },
  ];
  rows.push({
    figure: `keyword clustering: 50,000 unrelated keywords sharing one word, similarity (worst case for the index, median of ${RUNS})`,
    value: time(() => clusterText(sharedWordKeywords(50_000).join("\n"), "similarity")),
    unit: "ms",
    goal: 5_000,
    goalKind: "max",
  });
  for (const method of ["commonWords", "exactMatch", "phraseMatch"] as const) {
    rows.push({
      figure: `keyword clustering: 50,000 keywords, ${method} (median of ${RUNS})`,
      value: time(() => clusterText(fifty, method)),
      unit: "ms",
      goal: 5_000,
      goalKind: "max",
    });
  }

  // Same corpus for both, so only the search differs; the two must agree group for group.
  const corpus = buildCorpus(normalizeKeywordList(generateKeywords(2_000)));
  if (JSON.stringify(similarityGroups(corpus)) !== JSON.stringify(naiveSimilarityGroups(corpus))) {
    throw new Error("fast and naive similarity groups differ on 2,000 keywords");
  }
  const fast = time(() => similarityGroups(corpus));
  const naive = time(() => naiveSimilarityGroups(corpus));
  rows.push(
    { figure: `keyword clustering: 2,000 keywords, token-index grouping (median of ${RUNS})`, value: fast, unit: "ms" },
    { figure: `keyword clustering: 2,000 keywords, naive all-pairs grouping (median of ${RUNS})`, value: naive, unit: "ms" },
    {
      figure: "keyword clustering: speed-up of the token index over all pairs at 2,000 keywords",
      value: Math.round((naive / fast) * 10) / 10,
      unit: "×",
      goal: 10,
      goalKind: "min",
    },
  );
  return rows;
}

await runIfMain(import.meta.url, run);
