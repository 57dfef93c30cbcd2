import { LIVE_META_MAX_URLS } from "./live-limits";

/** Turkish messages of the meta tool's live check that the server and the screen both give. */
export const LIVE_META_MESSAGES = {
  missingFields: "Lütfen en az bir sayfa adresi gönderin.",
  emptyList: "Lütfen en az bir sayfa adresi yazın.",
  tooMany: `Bir seferde en fazla ${LIVE_META_MAX_URLS} adres kontrol edilir. Lütfen listeyi kısaltın.`,
  emptyUrl: "Lütfen bir sayfa adresi yazın.",
  invalidUrl: "Lütfen geçerli bir adres yazın (ör. https://www.siteniz.com/hizmetler).",
  urlTooLong: "Bu adres çok uzun; en fazla 2048 karakter olabilir.",
  /** One line of the bulk list is not an address: "3. satır: …". */
  lineProblem: (line: number, message: string): string => `${line}. satır: ${message}`,
} as const;
