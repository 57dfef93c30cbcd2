/**
 * Builds public/downloads/dijital-varlik-yol-haritasi.pdf from its source,
 * app/features/downloads/roadmap-pdf.content.ts, with pdfkit and an embedded DejaVu Sans (which
 * has every Turkish letter: ç ğ ı İ ö ş ü). Runs before `react-router build`, which copies public/
 * into the client build:
 *
 *   tsx scripts/build-pdf.ts
 *
 * The output is deterministic (fixed creation date), so unchanged sources give a byte-identical
 * file and an unchanged ETag.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import PDFDocument from "pdfkit";
import { ROADMAP_PDF } from "../app/features/downloads/content";
import { PDF_FONTS } from "../app/shared/pdf-fonts.server";
import { site } from "../app/site/site.content";
import { DEFAULT_SITE_URL, SITE_URL } from "../app/site/site-url";
import { ROADMAP_DOCUMENT, type RoadmapBlock, type RoadmapDocument } from "../app/features/downloads/roadmap-pdf.content";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const OUTPUT_FILE = path.join(ROOT, "public", ROADMAP_PDF.path);

const COLOR = {
  brand: "#0f766e",
  brandDark: "#134e4a",
  brandLight: "#f0fdfa",
  brandLine: "#99f6e4",
  accent: "#fb923c",
  ink: "#0f172a",
  text: "#1e293b",
  muted: "#475569",
  rule: "#cbd5e1",
  zebra: "#f8fafc",
};

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { top: 78, bottom: 70, left: 56, right: 56 };
const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const BODY = { size: 10.5, lineGap: 3.2 };
const TOC_HEIGHT = 225;

type Doc = PDFKit.PDFDocument;

function setFont(doc: Doc, weight: "regular" | "bold", size: number, color: string = COLOR.text): Doc {
  return doc.font(weight).fontSize(size).fillColor(color);
}

function bottomLimit(): number {
  return PAGE.height - MARGIN.bottom;
}

/** Starts a new page when fewer than `height` points are left on this one. */
function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > bottomLimit()) {
    doc.addPage();
    doc.y = MARGIN.top;
  }
}

function textHeight(doc: Doc, text: string, width: number, weight: "regular" | "bold", size: number, lineGap = BODY.lineGap) {
  setFont(doc, weight, size);
  return doc.heightOfString(text, { width, lineGap });
}

function paragraph(doc: Doc, text: string, options: { x?: number; width?: number; color?: string; size?: number; weight?: "regular" | "bold" } = {}) {
  const x = options.x ?? MARGIN.left;
  const width = options.width ?? CONTENT_WIDTH;
  const size = options.size ?? BODY.size;
  const weight = options.weight ?? "regular";
  ensureSpace(doc, Math.min(textHeight(doc, text, width, weight, size), 60));
  setFont(doc, weight, size, options.color ?? COLOR.text);
  doc.text(text, x, doc.y, { width, lineGap: BODY.lineGap });
}

function bullet(doc: Doc, text: string, x: number, width: number, color: string = COLOR.brand) {
  const height = textHeight(doc, text, width - 16, "regular", BODY.size);
  ensureSpace(doc, height + 4);
  const y = doc.y;
  doc.circle(x + 4, y + 6.5, 2.6).fill(color);
  setFont(doc, "regular", BODY.size);
  doc.text(text, x + 16, y, { width: width - 16, lineGap: BODY.lineGap });
  doc.y += 3;
}

function sectionHeading(doc: Doc, number: number, title: string) {
  ensureSpace(doc, 90);
  const y = doc.y;
  doc.roundedRect(MARGIN.left, y, 30, 30, 6).fill(COLOR.brand);
  setFont(doc, "bold", 14, "#ffffff").text(String(number), MARGIN.left, y + 7.5, { width: 30, align: "center" });
  setFont(doc, "bold", 19, COLOR.ink).text(title, MARGIN.left + 42, y + 4, { width: CONTENT_WIDTH - 42 });
  doc.y = Math.max(doc.y, y + 30) + 8;
  doc.moveTo(MARGIN.left, doc.y).lineTo(PAGE.width - MARGIN.right, doc.y).lineWidth(1).strokeColor(COLOR.brandLine).stroke();
  doc.y += 14;
}

function callout(doc: Doc, title: string, text: string) {
  const innerWidth = CONTENT_WIDTH - 36;
  const height = 16 + textHeight(doc, title, innerWidth, "bold", 11) + 6 + textHeight(doc, text, innerWidth, "regular", BODY.size) + 16;
  ensureSpace(doc, height + 10);
  const y = doc.y + 4;
  doc.roundedRect(MARGIN.left, y, CONTENT_WIDTH, height, 8).fill(COLOR.brandLight);
  doc.rect(MARGIN.left, y, 5, height).fill(COLOR.brand);
  setFont(doc, "bold", 11, COLOR.brandDark).text(title, MARGIN.left + 22, y + 16, { width: innerWidth });
  doc.y += 6;
  setFont(doc, "regular", BODY.size, COLOR.text).text(text, MARGIN.left + 22, doc.y, { width: innerWidth, lineGap: BODY.lineGap });
  doc.y = y + height + 14;
}

function renderBlock(doc: Doc, block: RoadmapBlock) {
  switch (block.type) {
    case "paragraph":
      paragraph(doc, block.text);
      doc.y += 9;
      return;
    case "bullets":
      for (const item of block.items) bullet(doc, item, MARGIN.left, CONTENT_WIDTH);
      doc.y += 8;
      return;
    case "callout":
      callout(doc, block.title, block.text);
      return;
    case "definitions": {
      const termWidth = 128;
      const rowHeights = block.items.map((item) =>
        Math.max(
          textHeight(doc, item.term, termWidth - 10, "bold", BODY.size),
          textHeight(doc, item.text, CONTENT_WIDTH - termWidth, "regular", BODY.size),
        ),
      );
      // The heading never stays alone at the foot of a page: keep it with the first half of the terms.
      ensureSpace(doc, 30 + rowHeights.slice(0, Math.ceil(rowHeights.length / 2)).reduce((sum, height) => sum + height + 12, 0));
      setFont(doc, "bold", 12, COLOR.ink).text("Temel kavramlar", MARGIN.left, doc.y);
      doc.y += 8;
      block.items.forEach((item, index) => {
        const height = rowHeights[index] ?? 0;
        ensureSpace(doc, height + 12);
        const y = doc.y;
        setFont(doc, "bold", BODY.size, COLOR.brandDark).text(item.term, MARGIN.left, y, { width: termWidth - 10, lineGap: BODY.lineGap });
        setFont(doc, "regular", BODY.size).text(item.text, MARGIN.left + termWidth, y, { width: CONTENT_WIDTH - termWidth, lineGap: BODY.lineGap });
        doc.y = y + height + 6;
        doc.moveTo(MARGIN.left, doc.y).lineTo(PAGE.width - MARGIN.right, doc.y).lineWidth(0.5).strokeColor(COLOR.rule).stroke();
        doc.y += 6;
      });
      doc.y += 6;
      return;
    }
    case "steps": {
      const textX = MARGIN.left + 44;
      const width = CONTENT_WIDTH - 44;
      block.items.forEach((step, index) => {
        const height =
          textHeight(doc, step.title, width, "bold", 12.5) +
          6 +
          textHeight(doc, step.text, width, "regular", BODY.size) +
          step.tasks.reduce((sum, task) => sum + textHeight(doc, task, width - 16, "regular", BODY.size) + 3, 6);
        ensureSpace(doc, height + 18);
        const y = doc.y;
        doc.circle(MARGIN.left + 15, y + 14, 15).fill(index % 2 === 0 ? COLOR.brand : COLOR.brandDark);
        setFont(doc, "bold", 13, "#ffffff").text(String(index + 1), MARGIN.left, y + 7, { width: 30, align: "center" });
        setFont(doc, "bold", 12.5, COLOR.ink).text(step.title, textX, y + 6, { width });
        doc.y += 4;
        setFont(doc, "regular", BODY.size).text(step.text, textX, doc.y, { width, lineGap: BODY.lineGap });
        doc.y += 5;
        for (const task of step.tasks) bullet(doc, task, textX, width, COLOR.accent);
        if (index < block.items.length - 1) {
          doc.moveTo(MARGIN.left + 15, y + 32).lineTo(MARGIN.left + 15, doc.y + 6).lineWidth(1.2).strokeColor(COLOR.brandLine).stroke();
        }
        doc.y += 14;
      });
      return;
    }
    case "checklist": {
      for (const group of block.groups) {
        ensureSpace(doc, 26 + 22 * Math.min(group.items.length, 3));
        setFont(doc, "bold", 12, COLOR.brandDark).text(group.title, MARGIN.left, doc.y);
        doc.y += 6;
        for (const item of group.items) {
          const height = textHeight(doc, item, CONTENT_WIDTH - 26, "regular", BODY.size);
          ensureSpace(doc, height + 8);
          const y = doc.y;
          doc.roundedRect(MARGIN.left + 1, y + 1, 11, 11, 2).lineWidth(1.2).strokeColor(COLOR.brand).stroke();
          setFont(doc, "regular", BODY.size).text(item, MARGIN.left + 24, y, { width: CONTENT_WIDTH - 26, lineGap: BODY.lineGap });
          doc.y = Math.max(doc.y, y + 13) + 4.5;
        }
        doc.y += 7;
      }
      return;
    }
    case "timeline": {
      const [periodWidth, tasksWidth, outputWidth] = [82, CONTENT_WIDTH - 82 - 138, 138] as const;
      const widths = [periodWidth, tasksWidth, outputWidth];
      const padX = 9;
      const padY = 8;
      const drawHeader = () => {
        const y = doc.y;
        doc.rect(MARGIN.left, y, CONTENT_WIDTH, 24).fill(COLOR.brand);
        let x = MARGIN.left;
        block.columns.forEach((column, index) => {
          setFont(doc, "bold", 10, "#ffffff").text(column, x + padX, y + 7, { width: (widths[index] ?? 0) - 2 * padX });
          x += widths[index] ?? 0;
        });
        doc.y = y + 24;
      };
      ensureSpace(doc, 80);
      drawHeader();
      block.rows.forEach((row, rowIndex) => {
        const taskText = row.tasks.map((task) => `• ${task}`).join("\n");
        const height =
          Math.max(
            textHeight(doc, row.period, periodWidth - 2 * padX, "bold", 10),
            textHeight(doc, taskText, tasksWidth - 2 * padX, "regular", 10),
            textHeight(doc, row.output, outputWidth - 2 * padX, "bold", 10),
          ) +
          2 * padY;
        if (doc.y + height > bottomLimit()) {
          doc.addPage();
          doc.y = MARGIN.top;
          drawHeader();
        }
        const y = doc.y;
        if (rowIndex % 2 === 1) doc.rect(MARGIN.left, y, CONTENT_WIDTH, height).fill(COLOR.zebra);
        setFont(doc, "bold", 10, COLOR.brandDark).text(row.period, MARGIN.left + padX, y + padY, { width: periodWidth - 2 * padX, lineGap: BODY.lineGap });
        setFont(doc, "regular", 10, COLOR.text).text(taskText, MARGIN.left + periodWidth + padX, y + padY, { width: tasksWidth - 2 * padX, lineGap: BODY.lineGap });
        setFont(doc, "bold", 10, COLOR.ink).text(row.output, MARGIN.left + periodWidth + tasksWidth + padX, y + padY, {
          width: outputWidth - 2 * padX,
          lineGap: BODY.lineGap,
        });
        doc.moveTo(MARGIN.left, y + height).lineTo(PAGE.width - MARGIN.right, y + height).lineWidth(0.5).strokeColor(COLOR.rule).stroke();
        doc.y = y + height;
      });
      doc.y += 16;
      return;
    }
    case "form": {
      for (const label of block.rows) {
        ensureSpace(doc, 40);
        const y = doc.y;
        setFont(doc, "bold", 9.5, COLOR.brandDark).text(label, MARGIN.left, y, { width: CONTENT_WIDTH });
        doc.moveTo(MARGIN.left, y + 28).lineTo(PAGE.width - MARGIN.right, y + 28).lineWidth(0.8).strokeColor(COLOR.rule).stroke();
        doc.y = y + 37;
      }
      return;
    }
  }
}

function drawCompass(doc: Doc, x: number, y: number, size: number) {
  const scale = size / 32;
  doc.save().translate(x, y).scale(scale);
  doc.roundedRect(0, 0, 32, 32, 8).fill("#ffffff");
  doc.circle(16, 16, 10).lineWidth(2).strokeColor(COLOR.brand).stroke();
  doc.path("M16 8.5 L19 16 L16 23.5 L13 16 Z").fill(COLOR.brand);
  doc.path("M16 8.5 L19 16 L13 16 Z").fill(COLOR.accent);
  doc.restore();
}

function siteAddress(): string | null {
  return SITE_URL === DEFAULT_SITE_URL ? null : SITE_URL.replace(/^https?:\/\//, "");
}

function drawCover(doc: Doc, source: RoadmapDocument) {
  doc.rect(0, 0, PAGE.width, 540).fill(COLOR.brand);
  doc.save();
  doc.circle(PAGE.width - 40, 70, 170).fillOpacity(0.08).fill("#ffffff");
  doc.circle(60, 520, 120).fillOpacity(0.06).fill("#ffffff");
  doc.restore();
  doc.fillOpacity(1);
  drawCompass(doc, MARGIN.left, 64, 38);
  setFont(doc, "bold", 15, "#ffffff").text(site.name, MARGIN.left + 50, 75);
  doc.rect(MARGIN.left, 200, 56, 5).fill(COLOR.accent);
  setFont(doc, "bold", 38, "#ffffff").text(source.title, MARGIN.left, 226, { width: CONTENT_WIDTH, lineGap: 2 });
  doc.y += 16;
  setFont(doc, "regular", 14, "#ecfeff").text(source.subtitle, MARGIN.left, doc.y, { width: CONTENT_WIDTH - 40, lineGap: 5 });
  setFont(doc, "bold", 11, "#ccfbf1").text(`Ücretsiz rehber · ${source.dateLabel}`, MARGIN.left, 490);

  doc.y = 580;
  setFont(doc, "bold", 13, COLOR.ink).text("Bu rehberde", MARGIN.left, doc.y);
  doc.y += 8;
  for (const item of ROADMAP_PDF.contents) bullet(doc, item, MARGIN.left, CONTENT_WIDTH);

  const contact = [site.phone.display, site.email, siteAddress()].filter(Boolean).join("   ·   ");
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0; // the imprint sits below the flow area; it must not start a new page
  doc.moveTo(MARGIN.left, 752).lineTo(PAGE.width - MARGIN.right, 752).lineWidth(0.8).strokeColor(COLOR.rule).stroke();
  setFont(doc, "bold", 10, COLOR.ink).text(site.legalName, MARGIN.left, 764, { width: CONTENT_WIDTH });
  setFont(doc, "regular", 9.5, COLOR.muted).text(contact, MARGIN.left, 780, { width: CONTENT_WIDTH });
  doc.page.margins.bottom = bottom;
}

function drawToc(doc: Doc, entries: readonly { title: string; page: number }[]) {
  const savedY = doc.y;
  doc.y = MARGIN.top;
  setFont(doc, "bold", 19, COLOR.ink).text("İçindekiler", MARGIN.left, doc.y);
  doc.y += 14;
  entries.forEach((entry, index) => {
    const y = doc.y;
    setFont(doc, "bold", 11, COLOR.brand).text(`${index + 1}.`, MARGIN.left, y, { width: 24 });
    setFont(doc, "regular", 11, COLOR.text).text(entry.title, MARGIN.left + 26, y, { width: CONTENT_WIDTH - 80 });
    setFont(doc, "bold", 11, COLOR.ink).text(String(entry.page), PAGE.width - MARGIN.right - 40, y, { width: 40, align: "right" });
    doc.moveTo(MARGIN.left, y + 20).lineTo(PAGE.width - MARGIN.right, y + 20).lineWidth(0.5).dash(1.5, { space: 3 }).strokeColor(COLOR.rule).stroke().undash();
    doc.y = y + 27;
  });
  doc.y = savedY;
}

function drawFrame(doc: Doc, source: RoadmapDocument, pageNumber: number, pageCount: number) {
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0; // footer text below the flow area must not start a new page
  setFont(doc, "bold", 8.5, COLOR.brand).text(source.title, MARGIN.left, 36, { width: CONTENT_WIDTH / 2 });
  setFont(doc, "regular", 8.5, COLOR.muted).text(site.name, MARGIN.left + CONTENT_WIDTH / 2, 36, { width: CONTENT_WIDTH / 2, align: "right" });
  doc.moveTo(MARGIN.left, 52).lineTo(PAGE.width - MARGIN.right, 52).lineWidth(0.6).strokeColor(COLOR.rule).stroke();
  doc.moveTo(MARGIN.left, PAGE.height - 50).lineTo(PAGE.width - MARGIN.right, PAGE.height - 50).lineWidth(0.6).strokeColor(COLOR.rule).stroke();
  const address = siteAddress();
  setFont(doc, "regular", 8.5, COLOR.muted).text(address ? `${site.name} · ${address}` : `${site.name} · ${site.email}`, MARGIN.left, PAGE.height - 40, {
    width: CONTENT_WIDTH / 2,
  });
  setFont(doc, "bold", 8.5, COLOR.ink).text(`Sayfa ${pageNumber} / ${pageCount}`, MARGIN.left + CONTENT_WIDTH / 2, PAGE.height - 40, {
    width: CONTENT_WIDTH / 2,
    align: "right",
  });
  doc.page.margins.bottom = bottom;
}

function drawClosing(doc: Doc) {
  const text = `${site.name} olarak markaların dijital varlığını kuruyor, web sitelerini ve yerel görünürlüklerini bu yol haritasıyla güçlendiriyoruz. Yol haritasını birlikte uygulamak ya da mevcut durumunuzu değerlendirmek isterseniz bize ulaşın: ${site.phone.display} · ${site.email}.`;
  callout(doc, "Birlikte uygulayalım", text);
}

/** Renders the roadmap to a PDF buffer. */
export async function renderRoadmapPdf(source: RoadmapDocument = ROADMAP_DOCUMENT): Promise<Buffer> {
  const created = new Date(`${source.date}T09:00:00+03:00`);
  const doc = new PDFDocument({
    size: "A4",
    margins: MARGIN,
    bufferPages: true,
    autoFirstPage: true,
    lang: "tr-TR",
    displayTitle: true,
    pdfVersion: "1.7",
    info: {
      Title: source.title,
      Author: source.author,
      Subject: source.subtitle,
      Keywords: source.keywords.join(", "),
      Creator: site.name,
      Producer: site.name,
      CreationDate: created,
      ModDate: created,
    },
  });
  doc.registerFont("regular", PDF_FONTS.regular);
  doc.registerFont("bold", PDF_FONTS.bold);

  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  drawCover(doc, source);

  doc.addPage();
  doc.y = MARGIN.top + TOC_HEIGHT;
  const toc: { title: string; page: number }[] = [];
  source.sections.forEach((section, index) => {
    if (section.newPage && index > 0) {
      doc.addPage();
      doc.y = MARGIN.top;
    }
    sectionHeading(doc, index + 1, section.title);
    toc.push({ title: section.title, page: doc.bufferedPageRange().start + doc.bufferedPageRange().count });
    for (const block of section.blocks) renderBlock(doc, block);
    doc.y += 10;
  });
  drawClosing(doc);

  const range = doc.bufferedPageRange();
  doc.switchToPage(1);
  drawToc(doc, toc);
  for (let index = 1; index < range.count; index += 1) {
    doc.switchToPage(index);
    drawFrame(doc, source, index + 1, range.count);
  }
  doc.end();
  return finished;
}

export async function buildRoadmapPdf(outputFile: string = OUTPUT_FILE): Promise<{ file: string; bytes: number }> {
  const pdf = await renderRoadmapPdf();
  await mkdir(path.dirname(outputFile), { recursive: true });
  await writeFile(outputFile, pdf);
  return { file: outputFile, bytes: pdf.length };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const { file, bytes } = await buildRoadmapPdf();
  console.log(`PDF: ${path.relative(ROOT, file)} (${(bytes / 1024).toFixed(0)} KiB)`);
}
