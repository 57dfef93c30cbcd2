/** The Turkish messages of `safeFetch`'s failures (errors.ts), shown to the visitor as they are. */

export const SAFE_FETCH_MESSAGES = {
  // Same wording as the simulator's client-side check in docs/requirements.md R5.9, so both layers agree.
  invalid_url: "Lütfen geçerli bir URL formatı girin!",
  unsupported_protocol: "Yalnızca http ve https adresleri analiz edilebilir.",
  blocked_address: "Bu adres özel/yerel bir ağa işaret ettiği için analiz edilemez.",
  blocked_port:
    "Bu adres web dışı bir bağlantı noktası (port) kullandığı için istenmedi: yalnızca 80, 443 ve sizin girdiğiniz adreslerin bağlantı noktaları kullanılır.",
  host_budget: "Bu site son bir saat içinde çok sık kontrol edildi. Lütfen daha sonra tekrar deneyin.",
  dns_failure: "Alan adı çözümlenemedi. Lütfen adresi kontrol edin.",
  not_html: "Adres bir HTML sayfası döndürmedi.",
  network: "Sayfaya bağlanılamadı.",
  unsupported_encoding: "Sunucu yanıtı istemediğimiz bir biçimde sıkıştırdı (Content-Encoding); yanıt okunmadı.",
  bad_encoding: "Sunucunun sıkıştırılmış yanıtı açılamadı: içerik, bildirilen sıkıştırma biçimine uymuyor.",
} as const;

// Built once: constructing an Intl.NumberFormat costs about a millisecond, and safeFetch builds
// its timeout error (with this message) for every request, hundreds per site crawl.
const TURKISH_ONE_DECIMAL = new Intl.NumberFormat("tr-TR", { maximumFractionDigits: 1 });

/** Turkish decimal comma: 0.5 s reads "0,5 saniye". */
function formatTurkishNumber(value: number): string {
  return TURKISH_ONE_DECIMAL.format(value);
}

export function timeoutMessage(timeoutMs: number): string {
  return `Sayfa ${formatTurkishNumber(timeoutMs / 1000)} saniye içinde yanıt vermedi.`;
}

export function tooLargeMessage(maxBytes: number): string {
  const mb = maxBytes / (1024 * 1024);
  // Tiny test limits would print "0 MB"; fall back to KB there.
  const label = mb >= 1 ? `${formatTurkishNumber(mb)} MB` : `${formatTurkishNumber(maxBytes / 1024)} KB`;
  return `Sayfa ${label} sınırını aşıyor.`;
}

export function httpStatusMessage(status: number): string {
  return `Sunucu HTTP ${status} döndürdü.`;
}

export function tooManyRedirectsMessage(maxRedirects: number): string {
  return `Sayfa çok fazla yönlendirme yaptı (en fazla ${maxRedirects} yönlendirme izlenir).`;
}
