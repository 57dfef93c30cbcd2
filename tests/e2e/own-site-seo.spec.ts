import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import * as cheerio from "cheerio";
import { articlePath } from "../../app/features/blog/article-schema";
import { ARTICLE_OG_IMAGE_SIZE, articleOgImagePath } from "../../app/features/blog/article-views";
import { readArticlesFromDisk } from "../../app/features/blog/articles-from-disk.server";
import { checkMetaField } from "../../app/features/meta-tags/live-rows";
import { PRERENDERED_PATHS } from "../../app/site/pages";
import { pngSize } from "../support/png";

const ARTICLES = readArticlesFromDisk();
const CLIENT_DIR = path.join(process.env.BUILD_DIR || "build", "client");

test.describe.configure({ mode: "default" });

test("every built page's title and description pass the site's own meta tool", async ({ request }) => {
  const failures: string[] = [];
  for (const pagePath of [...PRERENDERED_PATHS, ...ARTICLES.map((article) => articlePath(article.slug))]) {
    const response = await request.get(pagePath);
    expect(response.status(), pagePath).toBe(200);
    const $ = cheerio.load(await response.text());
    const title = checkMetaField($("head > title").text(), "title");
    const description = checkMetaField($('head > meta[name="description"]').attr("content") ?? null, "description");
    for (const [field, check] of [["title", title], ["description", description]] as const) {
      if (check.flags.length > 0) failures.push(`${pagePath} ${field} (${check.length} karakter, ${check.widthPx} px): ${check.text}`);
    }
  }
  expect(failures).toEqual([]);
});

test("each article shares its own 1200×630 Open Graph image, present in the build", async ({ request }) => {
  expect(ARTICLES.length).toBeGreaterThan(0);
  for (const article of ARTICLES) {
    const response = await request.get(articlePath(article.slug));
    const $ = cheerio.load(await response.text());
    const ogImage = $('head > meta[property="og:image"]').attr("content") ?? "";
    expect(new URL(ogImage).pathname, article.slug).toBe(articleOgImagePath(article.slug));
    expect($('head > meta[name="twitter:image"]').attr("content")).toBe(ogImage);
    expect($('head > meta[name="twitter:card"]').attr("content")).toBe("summary_large_image");
    expect($('head > meta[property="og:image:width"]').attr("content")).toBe(String(ARTICLE_OG_IMAGE_SIZE.width));
    expect($('head > meta[property="og:image:height"]').attr("content")).toBe(String(ARTICLE_OG_IMAGE_SIZE.height));
    expect($('head > meta[property="og:image:alt"]').attr("content")).toBe(article.title);

    const file = readFileSync(path.join(CLIENT_DIR, articleOgImagePath(article.slug)));
    expect(pngSize(file), article.slug).toEqual(ARTICLE_OG_IMAGE_SIZE);

    const image = await request.get(articleOgImagePath(article.slug));
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
    expect(pngSize(await image.body())).toEqual(ARTICLE_OG_IMAGE_SIZE);
  }
});

test("pages other than articles keep the site's Open Graph image", async ({ request }) => {
  const $ = cheerio.load(await (await request.get("/blog")).text());
  expect(new URL($('head > meta[property="og:image"]').attr("content") ?? "").pathname).toBe("/og-image.png");
});
