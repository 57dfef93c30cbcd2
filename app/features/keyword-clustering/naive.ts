import type { Corpus } from "./corpus";
import { isSimilarScore, leaderOrder, pairScore } from "./similarity";

/**
 * Reference implementation: compares every pair with the full score, no index, no bounds. Used
 * only by the tests (the fast search must find the same pairs and groups) and by the benchmark.
 * O(n²) comparisons: fine for a few thousand keywords, hopeless for fifty thousand.
 */
export function naiveSimilarityEdges(corpus: Corpus): Array<readonly [number, number]> {
  const n = corpus.keywords.length;
  const edges: Array<readonly [number, number]> = [];
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (isSimilarScore(pairScore(corpus, i, j).score)) edges.push([i, j]);
    }
  }
  return edges;
}

/** The same greedy leader grouping as similarityGroups, built from the all-pairs adjacency. */
export function naiveSimilarityGroups(corpus: Corpus): number[][] {
  const n = corpus.keywords.length;
  const neighbours: number[][] = Array.from({ length: n }, () => []);
  for (const [i, j] of naiveSimilarityEdges(corpus)) {
    neighbours[i]?.push(j);
    neighbours[j]?.push(i);
  }
  const assigned = new Uint8Array(n);
  const groups: number[][] = [];
  for (const leader of leaderOrder(corpus)) {
    if (assigned[leader]) continue;
    assigned[leader] = 1;
    const group = [leader];
    for (const c of neighbours[leader] ?? []) {
      if (!assigned[c]) group.push(c);
    }
    for (const c of group) assigned[c] = 1;
    groups.push([leader, ...group.slice(1).sort((x, y) => x - y)]);
  }
  return groups;
}
