import { createHash } from "node:crypto";
import type { Request, Response } from "express";
import { escapeHtmlAttribute } from "../app/capabilities/markup/markup";
import { API_REQUEST_ERROR_TEXT, HTTP_ERROR_LINKS, HTTP_ERROR_TEXT, type HttpErrorStatus } from "../app/site/http-errors.content";
import { API_RESPONSE_HEADERS, PAYLOAD_TOO_LARGE_BODY } from "../app/.server/json-api";
import { site } from "../app/site/site.content";
import { telLink, whatsappLink } from "../app/site/whatsapp";

/**
 * A small self-contained Turkish page for requests refused before (or failing outside) React
 * Router: no scripts, one inline stylesheet allowed by its hash, nothing else may load.
 */

const STYLE =
  "body{margin:0;font-family:system-ui,sans-serif;color:#0f172a;background:#f8fafc}main{max-width:40rem;margin:0 auto;padding:4rem 1.25rem}" +
  "p.site{font-weight:700;color:#0f766e}h1{font-size:1.75rem;line-height:1.2}p{font-size:1.125rem;line-height:1.6}ul{padding:0;list-style:none}" +
  "li{margin:.5rem 0}a{color:#115e59;font-weight:600}";

const STYLE_HASH = `'sha256-${createHash("sha256").update(STYLE, "utf8").digest("base64")}'`;

export const ERROR_PAGE_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  `style-src ${STYLE_HASH}`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

export function errorPageHtml(status: HttpErrorStatus): string {
  const text = HTTP_ERROR_TEXT[status];
  const links = [
    // A refused form post: back to the form, or reach us another way.
    ...(status === 413 ? [[`/iletisim`, HTTP_ERROR_LINKS.contactPage]] : []),
    ...(status === 413 || status === 500
      ? [
          [telLink, `${HTTP_ERROR_LINKS.phone}: ${site.phone.display}`],
          [whatsappLink(), HTTP_ERROR_LINKS.whatsapp],
        ]
      : []),
    ["/", HTTP_ERROR_LINKS.home],
  ];
  return [
    "<!DOCTYPE html>",
    '<html lang="tr">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtmlAttribute(`${text.title} | ${site.name}`)}</title>`,
    `<style>${STYLE}</style>`,
    "</head>",
    "<body>",
    "<main>",
    `<p class="site">${escapeHtmlAttribute(site.name)}</p>`,
    `<h1>${escapeHtmlAttribute(text.title)}</h1>`,
    `<p>${escapeHtmlAttribute(text.message)}</p>`,
    `<ul>${links.map(([href = "", label = ""]) => `<li><a href="${escapeHtmlAttribute(href)}">${escapeHtmlAttribute(label)}</a></li>`).join("")}</ul>`,
    "</main>",
    "</body>",
    "</html>",
  ].join("\n");
}

const PAGES = new Map<HttpErrorStatus, string>();
function cachedPage(status: HttpErrorStatus): string {
  let page = PAGES.get(status);
  if (page === undefined) {
    page = errorPageHtml(status);
    PAGES.set(status, page);
  }
  return page;
}

/** The JSON API answers in JSON (a body over the limit with the API's own 413), every other path with the Turkish page. */
export function sendErrorPage(req: Request, res: Response, status: HttpErrorStatus, headers: Record<string, string> = {}): void {
  res.status(status);
  res.set({ "Cache-Control": "no-store", ...headers });
  if (/^\/api(\/|$)/.test(`${req.baseUrl}${req.path}`)) {
    res.set(API_RESPONSE_HEADERS);
    if (status === 413) {
      res.json(PAYLOAD_TOO_LARGE_BODY);
      return;
    }
    const code = status === 500 ? "internal" : "bad_request";
    res.json({ code, error: API_REQUEST_ERROR_TEXT[code] });
    return;
  }
  res.set({ "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": ERROR_PAGE_CONTENT_SECURITY_POLICY });
  res.send(cachedPage(status));
}
