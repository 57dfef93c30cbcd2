const COUNT = new Intl.NumberFormat("tr-TR");
const SIZE = new Intl.NumberFormat("tr-TR", { maximumFractionDigits: 1 });

/** 60000 → "60.000". */
export function formatCount(value: number): string {
  return COUNT.format(value);
}

/** Bytes as the Turkish UI shows them: "812 B", "12,4 KB", "3,1 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${COUNT.format(bytes)} B`;
  if (bytes < 1024 * 1024) return `${SIZE.format(bytes / 1024)} KB`;
  return `${SIZE.format(bytes / (1024 * 1024))} MB`;
}
