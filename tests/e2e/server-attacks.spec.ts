import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";
import { inlineScriptHashes } from "../../app/.server/csp";
import { HTTP_ERROR_TEXT } from "../../app/site/http-errors.content";
import { CONTACT_MAX_LENGTH } from "../../app/features/leads/contact-schema";
import { REQUEST_BODY_LIMIT_BYTES as LIMIT } from "../../server/body-limit";
import { rawRequest, streamUpload, type RawResponse } from "../support/raw-http";

// Requests an attacker (or a broken client) sends and a browser never would, against the production
// build on loopback. Raw sockets: fetch() and Playwright normalise most of these away.

let port = 0;
test.beforeAll(({ baseURL }) => {
  port = Number(new URL(baseURL ?? "").port);
});

const get = (target: string, headers = "Host: 127.0.0.1\r\n", version = "1.1") =>
  rawRequest(port, `GET ${target} HTTP/${version}\r\n${headers}Connection: close\r\n\r\n`);

function expectTurkishErrorPage(response: RawResponse, status: keyof typeof HTTP_ERROR_TEXT) {
  expect(response.status).toBe(status);
  expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(response.headers["content-security-policy"]).toContain("default-src 'none'");
  expect(response.body).toContain('<html lang="tr">');
  expect(response.body).toContain(HTTP_ERROR_TEXT[status].title);
  expect(response.body).not.toMatch(/Internal Server Error|Bad Request|Cannot |at .+\.js:\d+/);
}

test.describe("malformed requests to page routes get a Turkish 4xx, never a 500", () => {
  test("TRACE and other unsupported methods: 405 with Allow", async () => {
    for (const [method, target] of [
      ["TRACE", "/"],
      ["TRACE", "/blog?kategori=seo"],
      ["PUT", "/iletisim"],
      ["OPTIONS", "/"],
    ]) {
      const response = await rawRequest(port, `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
      expectTurkishErrorPage(response, 405);
      expect(response.headers.allow, `${method} ${target}`).toBe("GET, HEAD, POST");
    }
  });

  test("HTTP/1.0 without Host, a Host with a space, an unclosed IPv6 Host: 400", async () => {
    expectTurkishErrorPage(await get("/blog?kategori=seo", "", "1.0"), 400);
    expectTurkishErrorPage(await get("/", "", "1.0"), 400);
    for (const host of ["a b", "[::1", "evil.test/x", "user@evil.test"]) {
      expectTurkishErrorPage(await get("/blog?kategori=seo", `Host: ${host}\r\n`), 400);
      expectTurkishErrorPage(await get("/iletisim", `Host: ${host}\r\n`), 400);
    }
    // A health check over HTTP/1.0 sends no Host; the JSON API does not need one.
    expect((await get("/api/health", "", "1.0")).status).toBe(200);
    expect((await get("/blog?kategori=seo", "Host: [::1]:3000\r\n")).status).toBe(200);
  });

  test("bad percent-encoding in the path: 400 in Turkish", async () => {
    expectTurkishErrorPage(await get("/%c0%ae"), 400);
    expectTurkishErrorPage(await get("/blog/%E0%A4%A"), 400);
  });
});

test.describe("redirects stay on this site", () => {
  test("absolute-form request lines cannot steer the trailing-slash redirect", async () => {
    const response = await get("http://evil.test/////");
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe("/");

    const withQuery = await get("http://evil.test/seo/?utm_source=x");
    expect(withQuery.status).toBe(301);
    expect(withQuery.headers.location).toBe("/seo?utm_source=x");

    // Served like its origin-form twin: the authority of the request line is ignored.
    const page = await get("http://evil.test/blog?kategori=seo");
    expect(page.status).toBe(200);
    expect(page.body).toContain("<h1");
  });

  test("no answer to any of these sends the visitor to another host", async () => {
    for (const target of ["http://evil.test/////", "//evil.test/", "///evil.test/seo/", "/\\evil.test/", "/seo/?//evil.test"]) {
      const response = await get(target);
      const location = response.headers.location;
      if (location !== undefined) {
        expect(location, target).toMatch(/^\/(?![/\\])/);
      }
    }
  });
});

test.describe("form posts without JavaScript are limited like the JSON API", () => {
  const form = (path: string, length: number) =>
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${length}\r\n\r\n`;

  for (const path of ["/iletisim", "/bulten"]) {
    test(`${path}: a body one byte over the limit gets the Turkish 413 page`, async () => {
      const { response } = await streamUpload(port, form(path, LIMIT + 1), LIMIT + 1);
      expectTurkishErrorPage(response, 413);
      expect(response.body).toContain('href="/iletisim"');
      expect(response.body).toMatch(/href="tel:/);
      expect(response.body.length).toBeLessThan(10_000);
    });

    test(`${path}: a 5 MB upload is refused at once, not read to the end`, async () => {
      const total = 5 * 1024 * 1024;
      // Paced at 16 KB a millisecond or two: the answer must come long before the end, and the
      // server must hang up before the client has sent it all.
      const pacing = { pauseMs: 1 };
      const declared = await streamUpload(port, form(path, total), total, pacing);
      expectTurkishErrorPage(declared.response, 413);
      expect(declared.bytesSentBeforeResponse).toBeLessThan(total / 2);
      expect(declared.bytesSentTotal).toBeLessThan(total);

      const chunked = await streamUpload(
        port,
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n`,
        total,
        { ...pacing, chunked: true },
      );
      expectTurkishErrorPage(chunked.response, 413);
      expect(chunked.bytesSentBeforeResponse).toBeLessThan(total / 2);
      expect(chunked.bytesSentTotal).toBeLessThan(total);
    });
  }

  test("a value 9 KB over its field's limit is not echoed back in full", async ({ request }) => {
    const post = (message: string) =>
      request.post("/iletisim", {
        form: { name: "Deneme", phone: "0212 444 55 66", email: "deneme@ornek.com", subject: "", message, website: "" },
      });
    const justOver = await post("ç".repeat(CONTACT_MAX_LENGTH.message + 1));
    const farOver = await post("ç".repeat(CONTACT_MAX_LENGTH.message + 9 * 1024));
    expect(farOver.status()).toBe(400);
    const html = await farOver.text();
    const longestRun = Math.max(...(html.match(/ç+/g) ?? [""]).map((run) => run.length));
    expect(longestRun).toBeLessThanOrEqual(CONTACT_MAX_LENGTH.message);
    // The page is the same size whether the value was one character too long or 9 KB too long.
    expect(Math.abs(html.length - (await justOver.text()).length)).toBeLessThan(100);

    const newsletter = await request.post("/bulten", { form: { email: `${"x".repeat(10_000)}@ornek.com` } });
    expect(newsletter.status()).toBe(400);
    expect(await newsletter.text()).not.toContain("x".repeat(CONTACT_MAX_LENGTH.email + 1));
  });

  test("the JSON API keeps the same limit", async ({ request }) => {
    const over = await request.post("/api/leads/contact", {
      headers: { "content-type": "application/json" },
      data: JSON.stringify({ message: "a".repeat(LIMIT) }),
    });
    expect(over.status()).toBe(413);
    expect(await over.json()).toMatchObject({ code: "payload_too_large" });
  });
});

test.describe("headers", () => {
  const sha = (code: string) => `'sha256-${createHash("sha256").update(code, "utf8").digest("base64")}'`;

  test("Permissions-Policy turns off camera, microphone, geolocation and FLoC everywhere", async ({ request }) => {
    for (const path of ["/", "/seo", "/blog?kategori=seo", "/bulunamayan", "/api/health"]) {
      const policy = (await request.get(path)).headers()["permissions-policy"];
      expect(policy, path).toBe("camera=(), microphone=(), geolocation=(), interest-cohort=()");
    }
    expect((await get("/%c0")).headers["permissions-policy"]).toContain("camera=()");
  });

  test("a server-rendered page's CSP lists exactly the inline scripts the app put in it", async ({ request }) => {
    for (const path of ["/blog?kategori=seo", "/bulunamayan"]) {
      const response = await request.get(path);
      const html = await response.text();
      expect(html, path).not.toContain("nonce=");
      const listed = (response.headers()["content-security-policy"] ?? "").match(/'sha256-[^']+'/g) ?? [];
      expect(listed.length, path).toBeGreaterThan(0);
      expect(new Set(listed), path).toEqual(new Set(inlineScriptHashes(html)));
    }
  });

  test("a script tag typed into a form is neither executed markup nor in the page's CSP", async ({ request }) => {
    const payload = "alert(document.domain)";
    const response = await request.post("/iletisim", {
      form: { name: `<script>${payload}</script>`, phone: "1", email: "x", subject: "", message: "", website: "" },
    });
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).not.toContain(`<script>${payload}`);
    const policy = response.headers()["content-security-policy"] ?? "";
    expect(policy).toMatch(/script-src 'self' 'sha256-/);
    expect(policy).not.toContain(sha(payload));
  });
});
