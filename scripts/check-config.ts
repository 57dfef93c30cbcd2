/**
 * `npm run check-config`: lists every placeholder of the template still in place (fictional phone
 * numbers, `.example` addresses and domains, YouTube's demo video, the payment link, content marked
 * as sample data), with the file and what to put there. Exit code 1 while any remain, 0 when none:
 * a fresh clone is expected to list them all. Run it before going live, or in the deploy pipeline.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { site as defaultSite } from "../app/site/site.content.ts";
import { VIDEO_IDS as defaultVideoIds } from "../app/site/videos.ts";

export interface Finding {
  /** Repository-relative file. */
  file: string;
  /** Where in it: a property path (`site.phone.e164`) or a line (`line 239`). */
  where: string;
  /** The placeholder value or the marked comment. */
  value: string;
  /** What to replace it with. */
  replace: string;
}

/** YouTube's public embed demo video (the IFrame API documentation's example). */
export const DEMO_VIDEO_IDS: readonly string[] = ["M7lc1UVf-VE"];

const SITE_FILE = "app/site/site.content.ts";
const VIDEOS_FILE = "app/site/videos.ts";

/** What each of site.content.ts's fields is, for the advice; fields not named here get a generic one. */
const SITE_FIELD_ADVICE: readonly [RegExp, string][] = [
  [/^site\.phone\.e164$/, "the agency's phone number in E.164 (+90...), used in tel: links and structured data"],
  [/^site\.phone\.display$/, "the same phone number as it is written on the pages"],
  [/^site\.whatsapp\.number$/, "the agency's WhatsApp number, digits only with the country code (90...)"],
  [/^site\.email$/, "the agency's public e-mail address (also the default CONTACT_TO_EMAIL and MAIL_FROM domain)"],
  [/^site\.address\./, "the agency's real address"],
  [/^site\.academyPaymentUrl$/, "the academy's real card-payment page (every join button links to it)"],
  [/^site\.fileStorageUrl$/, "the real file-storage folder of the free llms.txt download"],
  [/^site\.social\[\d+\]\.url$/, "the agency's real profile address (or remove the entry)"],
];

/** A `.example` host (RFC 2606 reserved TLD), not `www.example.com`. */
const EXAMPLE_TLD = /[a-z0-9-]+\.example(?![a-z0-9.-]*\.[a-z])(?![a-z0-9-])/i;
/** Seven zeros in a row: 0850 000 00 00, 90 500 000 00 00. */
const FICTIONAL_DIGITS = /0{7}/;
/** "Örnek" is Turkish for "example": Örnek Mahallesi. */
const EXAMPLE_WORD = /(^|[^\p{L}])Örnek(?![\p{L}])/u;
/** Social handles made up for the template (pusuladijital-example, pusuladijital_ex). */
const EXAMPLE_HANDLE = /example|_ex(?![a-z0-9])/i;

function adviceFor(fieldPath: string): string {
  return SITE_FIELD_ADVICE.find(([pattern]) => pattern.test(fieldPath))?.[1] ?? "the agency's real value";
}

function placeholderReason(fieldPath: string, value: string): string | null {
  if (EXAMPLE_TLD.test(value)) return ".example address";
  if (/phone|whatsapp/i.test(fieldPath) && FICTIONAL_DIGITS.test(value.replace(/\D/g, ""))) return "fictional number";
  if (EXAMPLE_WORD.test(value)) return "example address";
  if (/^site\.social\[\d+\]\.url$/.test(fieldPath) && EXAMPLE_HANDLE.test(value)) return "made-up profile";
  return null;
}

function walk(value: unknown, fieldPath: string, visit: (fieldPath: string, value: string) => void): void {
  if (typeof value === "string") visit(fieldPath, value);
  else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${fieldPath}[${index}]`, visit));
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) walk(item, `${fieldPath}.${key}`, visit);
  }
}

/** The brand constants (app/site/site.content.ts), field by field. */
export function checkSite(site: object): Finding[] {
  const findings: Finding[] = [];
  walk(site, "site", (fieldPath, value) => {
    const reason = placeholderReason(fieldPath, value);
    if (reason) findings.push({ file: SITE_FILE, where: fieldPath, value, replace: `${adviceFor(fieldPath)} (${reason})` });
  });
  return findings;
}

export function checkVideos(videoIds: Readonly<Record<string, string>>): Finding[] {
  return Object.entries(videoIds)
    .filter(([, id]) => DEMO_VIDEO_IDS.includes(id))
    .map(([name, id]) => ({
      file: VIDEOS_FILE,
      where: `VIDEO_IDS.${name}`,
      value: id,
      replace: "the YouTube ID of the agency's own video (YouTube's demo video is shown now)",
    }));
}

/** Comments that mark sample content (testimonials, client logos, texts awaiting legal review). */
const MARKERS: readonly [RegExp, string][] = [
  [/\bPLACEHOLDER\b/, "real content (this block is marked as sample data)"],
  [/\b(FICTIONAL|Fictional)\b/, "real names and logos (this block is marked as fictional)"],
  [/HUKUKİ İNCELEME GEREKLİ/, "the lawyer-reviewed text with the real legal details (marked for legal review)"],
];

const SCANNED = /\.(ts|tsx|md|txt|json|svg|html)$/;
const SKIPPED = /(\.test\.tsx?$|\/node_modules\/|^app\/site\/site\.content\.ts$)/;

function filesUnder(root: string, folder: string): string[] {
  let entries;
  try {
    entries = readdirSync(path.join(root, folder), { withFileTypes: true, recursive: true });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .filter((file) => SCANNED.test(file) && !SKIPPED.test(file))
    .sort();
}

/** Content and public files: `.example` domains and the sample-data markers, line by line. */
export function checkFiles(root: string, folders: readonly string[] = ["app", "public"]): Finding[] {
  const findings: Finding[] = [];
  for (const file of folders.flatMap((folder) => filesUnder(root, folder))) {
    const lines = readFileSync(path.join(root, file), "utf8").split("\n");
    lines.forEach((line, index) => {
      const marker = MARKERS.find(([pattern]) => pattern.test(line));
      const domain = EXAMPLE_TLD.exec(line)?.[0];
      if (!marker && !domain) return;
      findings.push({
        file,
        where: `line ${index + 1}`,
        value: line.trim().replace(/^(\/\*\*?|\*|\/\/)\s*/, "").slice(0, 120),
        replace: marker ? marker[1] : `a real address instead of ${domain}`,
      });
    });
  }
  return findings;
}

export function checkConfig(
  root: string,
  inputs: { site: object; videoIds: Readonly<Record<string, string>> } = { site: defaultSite, videoIds: defaultVideoIds },
): Finding[] {
  return [...checkSite(inputs.site), ...checkVideos(inputs.videoIds), ...checkFiles(root)];
}

/** The report printed by the command, grouped by file. */
export function formatFindings(findings: readonly Finding[]): string {
  if (findings.length === 0) return "check-config: no placeholders left.\n";
  const byFile = new Map<string, Finding[]>();
  for (const finding of findings) byFile.set(finding.file, [...(byFile.get(finding.file) ?? []), finding]);
  const blocks = [...byFile].map(
    ([file, items]) => `${file}\n${items.map((item) => `  ${item.where}: ${JSON.stringify(item.value)}\n    → replace with ${item.replace}`).join("\n")}`,
  );
  return `${blocks.join("\n\n")}\n\ncheck-config: ${findings.length} placeholder(s) still in place; replace them before going live.\n`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const root = fileURLToPath(new URL("..", import.meta.url));
  const findings = checkConfig(root);
  process.stdout.write(formatFindings(findings));
  process.exitCode = findings.length > 0 ? 1 : 0;
}
