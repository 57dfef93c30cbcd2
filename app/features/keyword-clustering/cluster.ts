import { buildCorpus, phraseContainers, type Corpus } from "./corpus";
import { estimateDifficulty } from "./difficulty";
import { Heap } from "./heap";
import {
  CLUSTER_EMPTY_INPUT,
  CLUSTER_METHODS,
  clusterSuccessMessage,
  DEFAULT_CLUSTER_METHOD,
  DEFAULT_MAX_GROUPS,
  DEFAULT_MIN_GROUP_SIZE,
  MAX_GROUP_OPTIONS,
  MIN_GROUP_SIZES,
  type ClusterMethod,
  type Difficulty,
} from "./messages.content";
import { compareTr, normalizeKeywordList } from "./normalize";
import { TURKISH_STOPWORDS } from "./normalize.lexicon";
import { similarityGroups, type ProgressCallback } from "./similarity";

export interface ClusterOptions {
  readonly method: ClusterMethod;
  /** 2-5. */
  readonly minGroupSize: number;
  /** One of 5, 10, 15, 20, 25, 50. */
  readonly maxGroups: number;
  /** Called with (done, total) keywords; throttled to about a hundred calls. */
  readonly onProgress?: ProgressCallback;
}

export interface KeywordCluster {
  /** 1-based position in the result. */
  readonly id: number;
  readonly mainKeyword: string;
  /** Main keyword first, the rest in Turkish alphabetical order. */
  readonly keywords: readonly string[];
  /** An estimate, see DIFFICULTY_NOTE. */
  readonly difficulty: Difficulty;
  readonly difficultyScore: number;
}

export interface ClusteringResult {
  readonly method: ClusterMethod;
  readonly minGroupSize: number;
  readonly maxGroups: number;
  /** Largest first, at most maxGroups. */
  readonly clusters: readonly KeywordCluster[];
  /** Distinct keywords after normalisation. */
  readonly totalKeywords: number;
  /** Groups of at least minGroupSize before the maxGroups cut. */
  readonly groupsFound: number;
  readonly clusteredKeywordCount: number;
  /** Keywords in none of the returned clusters, in Turkish alphabetical order. */
  readonly unclustered: readonly string[];
  /** The success toast. */
  readonly message: string;
}

export type ClusterOutcome =
  | { readonly ok: true; readonly result: ClusteringResult }
  | { readonly ok: false; readonly message: string };

/** Fills defaults and snaps out-of-range values to the offered ones (the form only offers those). */
export function resolveClusterOptions(options: Partial<ClusterOptions> = {}): ClusterOptions {
  const method = options.method && CLUSTER_METHODS.includes(options.method) ? options.method : DEFAULT_CLUSTER_METHOD;
  const minRaw = Math.round(options.minGroupSize ?? DEFAULT_MIN_GROUP_SIZE);
  const minGroupSize = Math.min(MIN_GROUP_SIZES[MIN_GROUP_SIZES.length - 1] ?? 5, Math.max(MIN_GROUP_SIZES[0] ?? 2, minRaw));
  const maxGroups = (MAX_GROUP_OPTIONS as readonly number[]).includes(options.maxGroups ?? -1)
    ? (options.maxGroups ?? DEFAULT_MAX_GROUPS)
    : DEFAULT_MAX_GROUPS;
  return { method, minGroupSize, maxGroups, onProgress: options.onProgress };
}

function wordCount(corpus: Corpus, k: number): number {
  return corpus.sequences[k]?.length ?? 0;
}

/** Shorter (fewer words, then fewer characters) first, then Turkish alphabetical order. */
function compareShortest(corpus: Corpus, x: number, y: number): number {
  const a = corpus.keywords[x] ?? "";
  const b = corpus.keywords[y] ?? "";
  return wordCount(corpus, x) - wordCount(corpus, y) || a.length - b.length || compareTr(a, b);
}

/**
 * Common words: greedily takes the meaningful word (no stopword, at least two letters) shared by
 * the most still-ungrouped keywords, groups those keywords, and repeats. Counts only shrink, so a
 * lazy max-heap is enough: a popped count that is out of date goes back in with its fresh value.
 * Ties go to the alphabetically first word.
 */
function commonWordGroups(corpus: Corpus, minGroupSize: number): number[][] {
  const n = corpus.keywords.length;
  const assigned = new Uint8Array(n);
  const postings = corpus.postings.map((p) => p.slice());
  type Entry = { readonly token: number; readonly count: number };
  const heap = new Heap<Entry>(
    (a, b) => a.count > b.count || (a.count === b.count && (corpus.tokens[a.token] ?? "") < (corpus.tokens[b.token] ?? "")),
  );
  corpus.tokens.forEach((token, t) => {
    const count = corpus.df[t] ?? 0;
    if (count >= minGroupSize && Array.from(token).length >= 2 && !TURKISH_STOPWORDS.has(token)) heap.push({ token: t, count });
  });
  const groups: number[][] = [];
  for (let entry = heap.pop(); entry; entry = heap.pop()) {
    const posting = postings[entry.token] ?? [];
    const live = posting.filter((k) => !assigned[k]);
    postings[entry.token] = live;
    if (live.length < minGroupSize) continue;
    if (live.length < entry.count) {
      heap.push({ token: entry.token, count: live.length });
      continue;
    }
    for (const k of live) assigned[k] = 1;
    const main = live.reduce((best, k) => (compareShortest(corpus, k, best) < 0 ? k : best));
    groups.push([main, ...live.filter((k) => k !== main)]);
  }
  return groups;
}

/** Exact match: same set of words, in any order ("istanbul seo" = "seo istanbul"). */
function exactMatchGroups(corpus: Corpus): number[][] {
  const byKey = new Map<string, number[]>();
  corpus.sets.forEach((set, k) => {
    if (set.length === 0) return;
    const key = Array.from(set, (t) => corpus.tokens[t] ?? "").sort().join(" ");
    const list = byKey.get(key);
    if (list) list.push(k);
    else byKey.set(key, [k]);
  });
  const groups: number[][] = [];
  for (const members of byKey.values()) {
    if (members.length < 2) continue;
    const main = members.reduce((best, k) => (compareTr(corpus.keywords[k] ?? "", corpus.keywords[best] ?? "") < 0 ? k : best));
    groups.push([main, ...members.filter((k) => k !== main)]);
  }
  return groups;
}

/**
 * Phrase match: a keyword and every longer keyword containing it as consecutive words ("web
 * tasarım" ⊂ "ucuz web tasarım fiyatları"). Shorter phrases go first, so the most general phrase
 * leads; among equally long ones the phrase contained in most keywords goes first.
 */
function phraseMatchGroups(corpus: Corpus): number[][] {
  const n = corpus.keywords.length;
  const containers = phraseContainers(corpus);
  const roots = [...containers.keys()].sort(
    (x, y) =>
      wordCount(corpus, x) - wordCount(corpus, y) ||
      (containers.get(y)?.length ?? 0) - (containers.get(x)?.length ?? 0) ||
      x - y,
  );
  const assigned = new Uint8Array(n);
  const groups: number[][] = [];
  for (const root of roots) {
    if (assigned[root]) continue;
    const members = (containers.get(root) ?? []).filter((k) => !assigned[k]);
    if (members.length === 0) continue;
    assigned[root] = 1;
    for (const k of members) assigned[k] = 1;
    groups.push([root, ...members]);
  }
  return groups;
}

/** Groups as keyword ids, main keyword first, for the chosen method. */
export function groupKeywords(corpus: Corpus, options: ClusterOptions): number[][] {
  const n = corpus.keywords.length;
  switch (options.method) {
    case "similarity":
      return similarityGroups(corpus, { onProgress: options.onProgress });
    case "commonWords": {
      options.onProgress?.(0, n);
      const groups = commonWordGroups(corpus, options.minGroupSize);
      options.onProgress?.(n, n);
      return groups;
    }
    case "exactMatch": {
      options.onProgress?.(0, n);
      const groups = exactMatchGroups(corpus);
      options.onProgress?.(n, n);
      return groups;
    }
    case "phraseMatch": {
      options.onProgress?.(0, n);
      const groups = phraseMatchGroups(corpus);
      options.onProgress?.(n, n);
      return groups;
    }
  }
}

/**
 * Clusters a keyword list (one per line, or an array). The list is normalised and put in canonical
 * order first, so the same keywords in any order give the same result.
 */
export function clusterKeywords(input: string | readonly string[], options: Partial<ClusterOptions> = {}): ClusterOutcome {
  const resolved = resolveClusterOptions(options);
  const keywords = normalizeKeywordList(input);
  if (keywords.length === 0) return { ok: false, message: CLUSTER_EMPTY_INPUT };
  const corpus = buildCorpus(keywords);
  const groups = groupKeywords(corpus, resolved).filter((g) => g.length >= resolved.minGroupSize);

  const ranked = groups
    .map((g) => ({ main: keywords[g[0] ?? 0] ?? "", members: g }))
    .sort((x, y) => y.members.length - x.members.length || compareTr(x.main, y.main));
  const kept = ranked.slice(0, resolved.maxGroups);
  const inCluster = new Uint8Array(keywords.length);
  const clusters = kept.map(({ main, members }, i): KeywordCluster => {
    for (const k of members) inCluster[k] = 1;
    const rest = members.slice(1).map((k) => keywords[k] ?? "").sort(compareTr);
    const difficulty = estimateDifficulty(members.map((k) => wordCount(corpus, k)));
    return {
      id: i + 1,
      mainKeyword: main,
      keywords: [main, ...rest],
      difficulty: difficulty.level,
      difficultyScore: difficulty.score,
    };
  });
  const unclustered = keywords.filter((_, k) => !inCluster[k]).sort(compareTr);
  return {
    ok: true,
    result: {
      method: resolved.method,
      minGroupSize: resolved.minGroupSize,
      maxGroups: resolved.maxGroups,
      clusters,
      totalKeywords: keywords.length,
      groupsFound: groups.length,
      clusteredKeywordCount: keywords.length - unclustered.length,
      unclustered,
      message: clusterSuccessMessage(clusters.length, resolved.maxGroups),
    },
  };
}
