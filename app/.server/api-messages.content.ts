/**
 * The JSON API's own texts (answers that belong to no single tool), and the one fallback that keeps
 * zod's English defaults away from visitors.
 */
export const API_MESSAGES = {
  unhealthy: "Veritabanına ulaşılamıyor.",
  payloadTooLarge: "İstek gövdesi çok büyük.",
  unreadableBody: "İstek okunamadı: geçerli bir JSON gövdesi gönderin.",
  unsupportedMediaType: "İstek gövdesi JSON biçiminde gönderilmelidir (Content-Type: application/json).",
  emptyBody: "İstek gövdesi boş: alanları bir JSON nesnesi içinde gönderin.",
  notAnObject: "İstek gövdesi tek bir JSON nesnesi olmalıdır: alanları { } içinde gönderin.",
  invalidInput: "Gönderilen bilgiler geçersiz. Lütfen alanları kontrol edip tekrar deneyin.",
  internal: "Sunucuda beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.",
  notFound: (method: string, path: string): string => `Böyle bir API uç noktası yok: ${method} ${path}`,
} as const;

/**
 * Per-parse option for `safeParse(body, TURKISH_PARSE_FALLBACK)`, for zod and zod/mini alike.
 * Messages set on a schema still win; only an issue a schema left without one (a wrong type the
 * author did not foresee) gets this Turkish text instead of zod's English default. Chosen over a
 * global `z.config()`, which would also rewrite the operator-facing messages of the env check.
 */
export const TURKISH_PARSE_FALLBACK = { error: (): string => API_MESSAGES.invalidInput } as const;
