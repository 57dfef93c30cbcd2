import { tokenize } from "./normalize";

/**
 * A normalised keyword list turned into integer form once: token ids per keyword (in order and as a
 * sorted set), document frequencies and an inverted index from token to keywords. Every method
 * works on this, so tokenising happens once however many comparisons follow.
 */
export interface Corpus {
  /** Normalised keywords in canonical (code-unit) order; index = keyword id. */
  readonly keywords: readonly string[];
  /** Token strings; index = token id. */
  readonly tokens: readonly string[];
  /** Token ids of each keyword in reading order (repeats kept). */
  readonly sequences: readonly Int32Array[];
  /** Distinct token ids of each keyword, ascending. */
  readonly sets: readonly Int32Array[];
  /** Number of keywords containing each token. */
  readonly df: Int32Array;
  /** Keyword ids containing each token, ascending. */
  readonly postings: readonly number[][];
}

export function buildCorpus(keywords: readonly string[]): Corpus {
  const tokenIds = new Map<string, number>();
  const tokens: string[] = [];
  const postings: number[][] = [];
  const sequences: Int32Array[] = [];
  const sets: Int32Array[] = [];
  for (let k = 0; k < keywords.length; k++) {
    const words = tokenize(keywords[k] ?? "");
    const seq = new Int32Array(words.length);
    for (let i = 0; i < words.length; i++) {
      const word = words[i] ?? "";
      let id = tokenIds.get(word);
      if (id === undefined) {
        id = tokens.length;
        tokenIds.set(word, id);
        tokens.push(word);
        postings.push([]);
      }
      seq[i] = id;
    }
    const sorted = seq.slice().sort();
    let unique = 0;
    for (let i = 0; i < sorted.length; i++) if (i === 0 || sorted[i] !== sorted[i - 1]) sorted[unique++] = sorted[i] ?? 0;
    const set = sorted.subarray(0, unique);
    for (const id of set) postings[id]?.push(k);
    sequences.push(seq);
    sets.push(set);
  }
  const df = Int32Array.from(postings, (p) => p.length);
  return { keywords, tokens, sequences, sets, df, postings };
}

/** Sub-phrases longer than this are not looked up; real keywords are far shorter. */
export const MAX_PHRASE_WORDS = 12;

/** Polynomial hash of a run of token ids; the modulus keeps every product below 2^53. */
const HASH_MOD = 2_147_483_629;
const HASH_BASE = 1_000_003;

function sameRun(a: Int32Array, from: number, b: Int32Array): boolean {
  for (let i = 0; i < b.length; i++) if (a[from + i] !== b[i]) return false;
  return true;
}

/**
 * For every keyword, the other keywords that contain it as consecutive words: "web tasarım" is
 * contained in "ucuz web tasarım fiyatları". Each keyword's runs of words are hashed and looked up
 * among the hashes of whole keywords (verified word by word, so a hash collision cannot create a
 * false match); the cost is about n × (words per keyword)², never n².
 */
export function phraseContainers(corpus: Corpus): Map<number, number[]> {
  const n = corpus.keywords.length;
  const byHash = new Map<number, number[]>();
  for (let k = 0; k < n; k++) {
    const seq = corpus.sequences[k];
    if (!seq || seq.length === 0 || seq.length > MAX_PHRASE_WORDS) continue;
    let h = 0;
    for (const id of seq) h = (h * HASH_BASE + id + 1) % HASH_MOD;
    const list = byHash.get(h);
    if (list) list.push(k);
    else byHash.set(h, [k]);
  }
  const containers = new Map<number, number[]>();
  for (let k = 0; k < n; k++) {
    const seq = corpus.sequences[k];
    if (!seq) continue;
    for (let start = 0; start < seq.length; start++) {
      let h = 0;
      const end = Math.min(seq.length, start + MAX_PHRASE_WORDS);
      for (let i = start; i < end; i++) {
        h = (h * HASH_BASE + (seq[i] ?? 0) + 1) % HASH_MOD;
        const roots = byHash.get(h);
        if (!roots) continue;
        const length = i - start + 1;
        for (const root of roots) {
          if (root === k) continue;
          const rootSeq = corpus.sequences[root];
          if (!rootSeq || rootSeq.length !== length || !sameRun(seq, start, rootSeq)) continue;
          const list = containers.get(root);
          // A phrase occurring twice in one keyword ("seo seo") counts that keyword once.
          if (!list) containers.set(root, [k]);
          else if (list[list.length - 1] !== k) list.push(k);
        }
      }
    }
  }
  return containers;
}
