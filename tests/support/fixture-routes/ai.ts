import type { FixtureReply, FixtureRouteModule } from "./index";

/**
 * The AI crawler access check's cases, under /ai/ (robots.txt and /llms.txt are the fixture
 * site's; /llms.txt only with its `llmsTxt` option):
 *
 * - /ai/firewall: a text-rich page that answers 403 to GPTBot's user agent only, the way a
 *   firewall or CDN rule does ("GPTBot" anywhere in the User-Agent);
 * - /ai/noai-header: `X-Robots-Tag: noai`; /ai/noai-meta: `<meta name="robots" content="noai, noimageai">`;
 * - /ai/meta-gptbot: `<meta name="gptbot" content="noindex">`, a rule scoped to one bot;
 * - /ai/shell: a JavaScript-only application shell (`<div id="root"></div>` and a script);
 * - /ai/article: a normal text-rich page.
 *
 * robots.txt: CCBot may not fetch /ai/, and Bytespider's group carries a Content-Signal line
 * refusing training (the `*` group is the crawl tests').
 */

export const AI_FIXTURE_PATHS = {
  firewall: "/ai/firewall",
  noaiHeader: "/ai/noai-header",
  noaiMeta: "/ai/noai-meta",
  metaGptbot: "/ai/meta-gptbot",
  shell: "/ai/shell",
  article: "/ai/article",
} as const;

/** Lines added to the fixture's robots.txt (line numbers depend on the groups before them). */
export const AI_FIXTURE_ROBOTS_TXT = [
  "User-agent: CCBot",
  "Disallow: /ai/",
  "",
  "User-agent: Bytespider",
  "Content-Signal: search=yes, ai-train=no",
  "Allow: /ai/",
] as const;

const PARAGRAPH =
  "Dijital pazarlama ajansımız arama motoru optimizasyonu, içerik üretimi ve reklam yönetimi konularında işletmelere yardımcı olur. " +
  "Her proje, hedef kitlenin ihtiyaçlarını anlamakla başlar ve ölçülebilir hedeflerle ilerler. ";

function article(title: string, head = ""): string {
  const body = Array.from({ length: 12 }, (_, index) => `<p>${index + 1}. ${PARAGRAPH}</p>`).join("");
  return `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>${title}</title>${head}</head><body><main><h1>${title}</h1>${body}</main></body></html>`;
}

function reply(body: string, headers: Record<string, string> = {}, status = 200): FixtureReply {
  return { status, headers, body };
}

export const aiFixtureRoutes: FixtureRouteModule = {
  robotsTxt: AI_FIXTURE_ROBOTS_TXT,
  handle({ path, userAgent }) {
    if (!path.startsWith("/ai/")) return null;
    switch (path) {
      case AI_FIXTURE_PATHS.firewall:
        if (/GPTBot/.test(userAgent)) return reply("<!doctype html><html><head><title>Erişim engellendi</title></head><body>403</body></html>", {}, 403);
        return reply(article("Güvenlik duvarı arkasındaki sayfa"));
      case AI_FIXTURE_PATHS.noaiHeader:
        return reply(article("X-Robots-Tag noai"), { "x-robots-tag": "noai" });
      case AI_FIXTURE_PATHS.noaiMeta:
        return reply(article("Meta noai", '<meta name="robots" content="noai, noimageai">'));
      case AI_FIXTURE_PATHS.metaGptbot:
        return reply(article("GPTBot için noindex", '<meta name="gptbot" content="noindex">'));
      case AI_FIXTURE_PATHS.shell:
        return reply(
          '<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>Uygulama</title></head><body><div id="root"></div><script type="module" src="/ai/app.js"></script></body></html>',
        );
      case AI_FIXTURE_PATHS.article:
        return reply(article("Normal makale"));
      default:
        return reply("<!doctype html><html><head><title>Yok</title></head><body>404</body></html>", {}, 404);
    }
  },
};
