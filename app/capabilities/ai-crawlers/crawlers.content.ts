/** What each AI crawler (crawlers.ts AI_CRAWLERS) visits for, by robots.txt product token. */
export const AI_CRAWLER_PURPOSES = {
  GPTBot: "Yapay zekâ modeli eğitimi",
  "OAI-SearchBot": "ChatGPT arama sonuçları",
  "ChatGPT-User": "Kullanıcı isteğiyle sayfa ziyareti",
  ClaudeBot: "Yapay zekâ modeli eğitimi",
  "Claude-SearchBot": "Claude arama sonuçları",
  "Claude-User": "Kullanıcı isteğiyle sayfa ziyareti",
  PerplexityBot: "Perplexity arama dizini",
  "Perplexity-User": "Kullanıcı isteğiyle sayfa ziyareti",
  "Google-Extended": "Gemini eğitimi (yalnızca robots.txt belirteci)",
  CCBot: "Açık web arşivi (birçok modelin eğitim verisi)",
  "Applebot-Extended": "Apple yapay zekâ eğitimi (yalnızca robots.txt belirteci)",
  Bytespider: "Yapay zekâ modeli eğitimi",
  "Meta-ExternalAgent": "Yapay zekâ modeli eğitimi",
  Amazonbot: "Amazon yapay zekâ ve Alexa yanıtları",
} as const;
