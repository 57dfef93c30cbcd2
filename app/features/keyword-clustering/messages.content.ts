/** Turkish texts, options and constants of the keyword clustering tool (docs/requirements.md R2.7, R5.8, R8.6, R9.10). */

export const CLUSTER_EMPTY_INPUT = "Lütfen anahtar kelime listesi girin!";
/** Generic copy toast of the requirements, for "copy all", "copy words only" and "copy detailed". */
export const CLUSTER_COPY_SUCCESS = "İçerik panoya kopyalandı!";
export const CLUSTER_FILE_NAME = "keyword-clusters.txt";

/** '{n} grup oluşturuldu (maksimum {max} grup)!' */
export function clusterSuccessMessage(groupCount: number, maxGroups: number): string {
  return `${groupCount} grup oluşturuldu (maksimum ${maxGroups} grup)!`;
}

/** Console messages when the clustering worker cannot run (the screen falls back to the main thread). */
export const CLUSTER_WORKER_LOG = {
  failed: "Gruplama iş parçacığı çalışmadı, ana iş parçacığında devam ediliyor:",
  notCreated: "Gruplama iş parçacığı oluşturulamadı:",
} as const;

/** The worker's answer to a request it cannot read or a clustering that threw. */
export const CLUSTER_WORKER_ERROR = "Anahtar kelimeler gruplanırken bir hata oluştu.";

export const CLUSTER_METHODS = ["similarity", "commonWords", "exactMatch", "phraseMatch"] as const;
export type ClusterMethod = (typeof CLUSTER_METHODS)[number];

export const CLUSTER_METHOD_LABELS: Readonly<Record<ClusterMethod, string>> = {
  similarity: "Benzerlik",
  commonWords: "Ortak Kelimeler",
  exactMatch: "Tam Eşleşme",
  phraseMatch: "İfade Eşleşmesi",
};

export const CLUSTER_METHOD_DESCRIPTIONS: Readonly<Record<ClusterMethod, string>> = {
  similarity: "Kelime örtüşmesi, yazım benzerliği ve ortak ifadeleri birlikte değerlendirir.",
  commonWords: "Aynı anlamlı kelimeyi (bağlaç ve soru ekleri hariç) içeren ifadeleri gruplar.",
  exactMatch: "Aynı kelimelerden oluşan ifadeleri sıralarına bakmadan gruplar.",
  phraseMatch: "Bir ifadeyi, onu kelime dizisi olarak içeren daha uzun ifadelerle gruplar.",
};

export const MIN_GROUP_SIZES = [2, 3, 4, 5] as const;
export const DEFAULT_MIN_GROUP_SIZE = 2;
export const MAX_GROUP_OPTIONS = [5, 10, 15, 20, 25, 50] as const;
export const DEFAULT_MAX_GROUPS = 10;
export const DEFAULT_CLUSTER_METHOD: ClusterMethod = "similarity";

/**
 * Easiest first. The Turkish words are the values: they go as is into the copied and downloaded
 * keyword-clusters.txt.
 */
export const DIFFICULTY_LEVELS = ["Kolay", "Orta", "Zor", "Çok Zor"] as const;
export type Difficulty = (typeof DIFFICULTY_LEVELS)[number];

/** Shown next to the difficulty badges: the value is an estimate, not search data. */
export const DIFFICULTY_NOTE =
  "Zorluk derecesi tahminidir: arama hacmi veya rakip verisine değil, kelime sayısına (uzun kuyruklu ifadeler " +
  "daha kolaydır), ana kelimenin uzunluğuna ve grubun büyüklüğüne dayanır.";
