import { distance } from "fastest-levenshtein";
import { phraseContainers, type Corpus } from "./corpus";

/**
 * The similarity score of the requirements: 0.4 × word overlap + 0.3 × edit-distance similarity
 * + 0.3 × phrase overlap, and two keywords are similar from 0.4 up.
 *
 * - Word overlap: Jaccard index of the two token sets.
 * - Edit-distance similarity: 1 − Levenshtein distance / length of the longer keyword (characters).
 * - Phrase overlap (the requirements leave it open): length of the longest run of consecutive tokens the two
 *   keywords share, divided by the token count of the longer keyword. "web tasarım" and
 *   "ucuz web tasarım fiyatları" share the run "web tasarım": 2 / 4 = 0.5.
 *
 * A consequence used by the fast search: two keywords without a common token have word and phrase
 * overlap 0, so their score is at most 0.3 × 1 = 0.3 < 0.4. Only keywords sharing a token can be
 * similar, which makes the token index a complete candidate filter (POSTING_SCAN_CAP is the one
 * deliberate exception). An index of character trigrams would only add pairs that can never pass.
 */
export const SIMILARITY_WEIGHTS = { wordOverlap: 0.4, editDistance: 0.3, phraseOverlap: 0.3 } as const;
export const SIMILARITY_THRESHOLD = 0.4;
/** Guards the comparison against rounding: a score that is 0.4 on paper passes. */
const EPSILON = 1e-9;
const PASS = SIMILARITY_THRESHOLD - EPSILON;

const W_WORD = SIMILARITY_WEIGHTS.wordOverlap;
const W_EDIT = SIMILARITY_WEIGHTS.editDistance;
const W_PHRASE = SIMILARITY_WEIGHTS.phraseOverlap;

/** Number of common ids of two ascending arrays. */
export function intersectionSize(a: Int32Array, b: Int32Array): number {
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] ?? 0;
    const y = b[j] ?? 0;
    if (x === y) {
      n++;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return n;
}

/** Reused by longestCommonRun: called millions of times, it must not allocate. */
let runRow = new Int32Array(64);

/** Longest run of consecutive equal tokens (longest common substring over token ids). */
export function longestCommonRun(a: Int32Array, b: Int32Array): number {
  if (a.length === 0 || b.length === 0) return 0;
  let best = 0;
  // One row of the classic dynamic programme, walked backwards so it can be updated in place.
  if (runRow.length <= b.length) runRow = new Int32Array(2 * b.length + 2);
  const row = runRow;
  row.fill(0, 0, b.length + 1);
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    for (let j = b.length; j >= 1; j--) {
      if (b[j - 1] === x) {
        const v = (row[j - 1] ?? 0) + 1;
        row[j] = v;
        if (v > best) best = v;
      } else row[j] = 0;
    }
  }
  return best;
}

export interface PairScore {
  readonly wordOverlap: number;
  readonly editSimilarity: number;
  readonly phraseOverlap: number;
  readonly score: number;
}

function combine(word: number, edit: number, phrase: number): number {
  // One fixed evaluation order, shared by the exact score and the upper bounds below, so a bound
  // computed with a larger term can never round below the exact score.
  return W_WORD * word + W_EDIT * edit + W_PHRASE * phrase;
}

/** The full score of keywords i and j, with its three parts. */
export function pairScore(corpus: Corpus, i: number, j: number): PairScore {
  const setA = corpus.sets[i] ?? new Int32Array();
  const setB = corpus.sets[j] ?? new Int32Array();
  const seqA = corpus.sequences[i] ?? new Int32Array();
  const seqB = corpus.sequences[j] ?? new Int32Array();
  const a = corpus.keywords[i] ?? "";
  const b = corpus.keywords[j] ?? "";
  const shared = intersectionSize(setA, setB);
  const union = setA.length + setB.length - shared;
  const wordOverlap = union === 0 ? 0 : shared / union;
  const maxTokens = Math.max(seqA.length, seqB.length);
  const phraseOverlap = maxTokens === 0 ? 0 : longestCommonRun(seqA, seqB) / maxTokens;
  const maxLen = Math.max(a.length, b.length);
  const editSimilarity = maxLen === 0 ? 1 : 1 - distance(a, b) / maxLen;
  return { wordOverlap, editSimilarity, phraseOverlap, score: combine(wordOverlap, editSimilarity, phraseOverlap) };
}

export function isSimilarScore(score: number): boolean {
  return score >= PASS;
}

/**
 * Whether keywords i and j reach the threshold, cheapest checks first: word overlap from the
 * shared-token count, then upper bounds (edit similarity can be at most 1 − length difference /
 * longer length, phrase overlap at most shorter / longer token count) before the exact phrase run
 * and finally the Levenshtein distance. Gives exactly isSimilarScore(pairScore(...).score).
 */
export function isSimilarPair(corpus: Corpus, i: number, j: number, sharedTokens?: number): boolean {
  const setA = corpus.sets[i] ?? new Int32Array();
  const setB = corpus.sets[j] ?? new Int32Array();
  const shared = sharedTokens ?? intersectionSize(setA, setB);
  const union = setA.length + setB.length - shared;
  const word = union === 0 ? 0 : shared / union;
  const a = corpus.keywords[i] ?? "";
  const b = corpus.keywords[j] ?? "";
  const maxLen = Math.max(a.length, b.length);
  const editBound = maxLen === 0 ? 1 : 1 - Math.abs(a.length - b.length) / maxLen;
  const seqA = corpus.sequences[i] ?? new Int32Array();
  const seqB = corpus.sequences[j] ?? new Int32Array();
  const maxTokens = Math.max(seqA.length, seqB.length);
  // A run of shared words is at most as long as the shorter keyword and, when neither keyword
  // repeats a word, at most the number of shared words.
  const noRepeats = seqA.length === setA.length && seqB.length === setB.length;
  const runBound = noRepeats ? Math.min(shared, seqA.length, seqB.length) : Math.min(seqA.length, seqB.length);
  const phraseBound = maxTokens === 0 ? 0 : runBound / maxTokens;
  if (combine(word, editBound, phraseBound) < PASS) return false;
  const phrase = maxTokens === 0 ? 0 : longestCommonRun(seqA, seqB) / maxTokens;
  if (combine(word, editBound, phrase) < PASS) return false;
  const edit = maxLen === 0 ? 1 : 1 - distance(a, b) / maxLen;
  return combine(word, edit, phrase) >= PASS;
}

/**
 * Order in which keywords get the chance to lead a group: fewer words first (head terms before
 * long tails); then head-term frequency, the number of other keywords containing the keyword as a
 * phrase ("web tasarım" inside "ucuz web tasarım"); then the summed list frequency of its words
 * (central topics before fringe ones); then canonical order. Deterministic.
 */
export function leaderOrder(corpus: Corpus): number[] {
  const n = corpus.keywords.length;
  const containment = new Int32Array(n);
  for (const [root, list] of phraseContainers(corpus)) containment[root] = list.length;
  const weight = new Float64Array(n);
  for (let k = 0; k < n; k++) {
    let sum = 0;
    for (const t of corpus.sets[k] ?? []) sum += corpus.df[t] ?? 0;
    weight[k] = sum;
  }
  const order = Array.from({ length: n }, (_, k) => k);
  order.sort(
    (x, y) =>
      (corpus.sequences[x]?.length ?? 0) - (corpus.sequences[y]?.length ?? 0) ||
      (containment[y] ?? 0) - (containment[x] ?? 0) ||
      (weight[y] ?? 0) - (weight[x] ?? 0) ||
      x - y,
  );
  return order;
}

export type ProgressCallback = (done: number, total: number) => void;

/**
 * A word whose posting list is longer than this (its ungrouped keywords, plus grouped ones not yet
 * swept out of the list) is not used to look for candidates, unless it is the leader's rarest word. Without the cap, a word shared by a whole list of
 * otherwise unrelated keywords ("istanbul" in 50,000 lines) makes every leader scan every line:
 * n² work. With it, keywords that share only such a word with a leader are not compared with it,
 * which can only matter for lists with more than this many keywords.
 */
export const POSTING_SCAN_CAP = 5000;

export interface SimilarityGroupOptions {
  readonly onProgress?: ProgressCallback;
  /** Defaults to POSTING_SCAN_CAP; Infinity gives the exact all-pairs result at any size. */
  readonly postingScanCap?: number;
}

/**
 * Greedy leader clustering over the token index. Each unassigned keyword, in leaderOrder, opens a
 * group and takes every still-unassigned keyword similar to it. Membership depends only on the
 * leader, so groups do not chain ("ucuz seo" ~ "ucuz web" ~ "web tasarım" stays apart), and up to
 * POSTING_SCAN_CAP the result is the one the all-pairs version in naive.ts computes, only without
 * the n² comparisons:
 *
 * - candidates come from the postings of the leader's words (complete, see SIMILARITY_WEIGHTS);
 * - shared-word counts are accumulated while scanning, so most candidates are rejected by
 *   arithmetic before any string work;
 * - postings drop assigned keywords as they are scanned, so late leaders scan short lists.
 *
 * Returns the groups as keyword ids, leader first and the members ascending, in the order formed.
 */
export function similarityGroups(corpus: Corpus, options: SimilarityGroupOptions = {}): number[][] {
  const { onProgress } = options;
  const cap = options.postingScanCap ?? POSTING_SCAN_CAP;
  const n = corpus.keywords.length;
  const postings = corpus.postings.map((p) => p.slice());
  const assigned = new Uint8Array(n);
  const shared = new Int32Array(n);
  const touched: number[] = [];
  const groups: number[][] = [];
  let assignedCount = 0;
  const step = Math.max(1, Math.floor(n / 100));
  let nextReport = step;
  onProgress?.(0, n);

  for (const leader of leaderOrder(corpus)) {
    if (assigned[leader]) continue;
    assigned[leader] = 1;
    assignedCount++;
    const group = [leader];
    const words = Array.from(corpus.sets[leader] ?? []).sort(
      (x, y) => (postings[x]?.length ?? 0) - (postings[y]?.length ?? 0) || x - y,
    );
    let skipped = false;
    for (let w = 0; w < words.length; w++) {
      const posting = postings[words[w] ?? 0];
      if (!posting) continue;
      if (w > 0 && posting.length > cap) {
        skipped = true;
        continue;
      }
      let kept = 0;
      for (let r = 0; r < posting.length; r++) {
        const c = posting[r] ?? 0;
        if (assigned[c]) continue;
        posting[kept++] = c;
        if (shared[c] === 0) touched.push(c);
        shared[c] = (shared[c] ?? 0) + 1;
      }
      posting.length = kept;
    }
    for (const c of touched) {
      // After a skipped posting the running count is too low; let isSimilarPair count exactly.
      const s = skipped ? undefined : shared[c];
      shared[c] = 0;
      if (isSimilarPair(corpus, leader, c, s)) group.push(c);
    }
    touched.length = 0;
    for (let g = 1; g < group.length; g++) assigned[group[g] ?? 0] = 1;
    assignedCount += group.length - 1;
    groups.push([leader, ...group.slice(1).sort((x, y) => x - y)]);
    if (onProgress && assignedCount >= nextReport) {
      onProgress(assignedCount, n);
      nextReport = assignedCount + step;
    }
  }
  onProgress?.(n, n);
  return groups;
}

/**
 * Every similar pair (i < j) found through the token index; used by the tests to show the index
 * misses nothing the all-pairs search finds. Quadratic in the size of a token's posting list, so
 * meant for small lists.
 */
export function indexedSimilarityEdges(corpus: Corpus): Array<readonly [number, number]> {
  const edges: Array<readonly [number, number]> = [];
  const n = corpus.keywords.length;
  const seen = new Int32Array(n).fill(-1);
  for (let i = 0; i < n; i++) {
    const candidates: number[] = [];
    for (const t of corpus.sets[i] ?? []) {
      for (const j of corpus.postings[t] ?? []) {
        if (j > i && seen[j] !== i) {
          seen[j] = i;
          candidates.push(j);
        }
      }
    }
    candidates.sort((x, y) => x - y);
    for (const j of candidates) if (isSimilarPair(corpus, i, j)) edges.push([i, j]);
  }
  return edges;
}
