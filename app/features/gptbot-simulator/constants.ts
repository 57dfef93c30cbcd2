/**
 * GPTBot's user-agent as published by OpenAI (developers.openai.com/api/docs/bots, GPTBot/1.3 at
 * the time of writing; older pages show 1.0–1.2 with the same shape). Only for display and for
 * matching logs: robots.txt matching uses the product token "GPTBot", never this string.
 */
export const GPTBOT_USER_AGENT =
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; GPTBot/1.3; +https://openai.com/gptbot";

export const GPTBOT_TOKEN = "GPTBot";

export interface AiCrawler {
  /** robots.txt product token. */
  token: string;
  vendor: string;
  purpose: string;
}

export const AI_CRAWLERS: readonly AiCrawler[] = [
  { token: "GPTBot", vendor: "OpenAI", purpose: "Yapay zekâ modeli eğitimi" },
  { token: "OAI-SearchBot", vendor: "OpenAI", purpose: "ChatGPT arama sonuçları" },
  { token: "ChatGPT-User", vendor: "OpenAI", purpose: "Kullanıcı isteğiyle sayfa ziyareti" },
  { token: "ClaudeBot", vendor: "Anthropic", purpose: "Yapay zekâ modeli eğitimi" },
  { token: "Claude-SearchBot", vendor: "Anthropic", purpose: "Claude arama sonuçları" },
  { token: "PerplexityBot", vendor: "Perplexity", purpose: "Perplexity arama dizini" },
  { token: "Google-Extended", vendor: "Google", purpose: "Gemini eğitimi (yalnızca robots.txt belirteci)" },
  { token: "CCBot", vendor: "Common Crawl", purpose: "Açık web arşivi (birçok modelin eğitim verisi)" },
  { token: "Applebot-Extended", vendor: "Apple", purpose: "Apple yapay zekâ eğitimi (yalnızca robots.txt belirteci)" },
  { token: "Bytespider", vendor: "ByteDance", purpose: "Yapay zekâ modeli eğitimi" },
  { token: "Meta-ExternalAgent", vendor: "Meta", purpose: "Yapay zekâ modeli eğitimi" },
];

/** docs/requirements.md R5.9, R8 texts of the simulator screen. */
export const ANALYZER_MESSAGES = {
  emptyUrl: "Lütfen geçerli bir URL girin!",
  invalidUrl: "Lütfen geçerli bir URL formatı girin!",
  analysisFailed: "Sayfa analizi sırasında hata oluştu!",
  analysisDone: "Sayfa analizi tamamlandı!",
} as const;

/** File name of the downloadable report (docs/requirements.md R9.8). */
export const REPORT_FILE_NAME = "gptbot-analysis.txt";
