/**
 * Renders the PNG/ICO icons and the Open Graph image from public/favicon.svg with Debian's
 * Chromium. Run by hand after changing the logo (`npx tsx scripts/make-icons.ts`); the outputs are
 * committed so a build needs no browser.
 */
import { readFile, writeFile } from "node:fs/promises";
import { chromium } from "@playwright/test";
import { site } from "../app/site/site.content";

const svg = await readFile(new URL("../public/favicon.svg", import.meta.url), "utf8");
const svgDataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const page = await browser.newPage();

async function renderIcon(size: number, padding = 0): Promise<Buffer> {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<html><body style="margin:0;background:${padding ? "#0f766e" : "transparent"}"><img src="${svgDataUrl}" style="display:block;width:${size - 2 * padding}px;height:${size - 2 * padding}px;margin:${padding}px"></body></html>`,
  );
  return page.screenshot({ omitBackground: !padding, type: "png" });
}

/** An ICO file whose single image is a PNG (supported by every browser since IE 11). */
function pngToIco(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt8(0, 8);
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

const publicDir = new URL("../public/", import.meta.url);
await writeFile(new URL("favicon.ico", publicDir), pngToIco(await renderIcon(32), 32));
await writeFile(new URL("apple-touch-icon.png", publicDir), await renderIcon(180, 18));
await writeFile(new URL("icon-192.png", publicDir), await renderIcon(192, 20));
await writeFile(new URL("icon-512.png", publicDir), await renderIcon(512, 52));

await page.setViewportSize({ width: 1200, height: 630 });
await page.setContent(`<html><body style="margin:0;width:1200px;height:630px;display:flex;flex-direction:column;justify-content:center;padding:0 90px;box-sizing:border-box;background:linear-gradient(135deg,#042f2e,#0f766e);color:#fff;font-family:'DejaVu Sans',Arial,sans-serif">
  <div style="display:flex;align-items:center;gap:24px"><img src="${svgDataUrl}" width="96" height="96"><span style="font-size:56px;font-weight:700">${site.name}</span></div>
  <p style="font-size:44px;line-height:1.25;margin:40px 0 0;max-width:1000px">Web tasarım, SEO ve dijital reklamda ölçülebilir büyüme</p>
  <p style="font-size:28px;margin:28px 0 0;color:#99f6e4">Ücretsiz SEO araçları · Akademi · Ücretsiz kaynaklar</p>
</body></html>`);
await writeFile(new URL("og-image.png", publicDir), await page.screenshot({ type: "png" }));
await browser.close();
console.log("icons written to public/");
