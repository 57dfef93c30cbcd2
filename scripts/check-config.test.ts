import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { site } from "../app/site/site.content";
import { checkConfig, checkFiles, checkSite, checkVideos, formatFindings } from "./check-config";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** site.content.ts as an agency would fill it in. */
const REAL_SITE = {
  ...site,
  phone: { e164: "+902165550123", display: "0216 555 01 23" },
  whatsapp: { ...site.whatsapp, number: "905321234567" },
  email: "merhaba@pusuladijital.com.tr",
  address: { ...site.address, streetAddress: "Caferağa Mahallesi, Moda Caddesi No: 12", display: "Caferağa Mahallesi, Moda Caddesi No: 12, 34710 Kadıköy/İstanbul" },
  academyPaymentUrl: "https://odeme.pusuladijital.com.tr/akademi",
  fileStorageUrl: "https://drive.google.com/drive/folders/1AbCdEf",
  social: [
    { network: "instagram", label: "Instagram", url: "https://www.instagram.com/pusuladijital" },
    { network: "x", label: "X (Twitter)", url: "https://x.com/pusuladijital" },
  ],
};

describe("check-config", () => {
  it("lists every placeholder of a fresh clone with its file and what to replace", () => {
    const findings = checkConfig(ROOT);
    const where = findings.map((finding) => `${finding.file} ${finding.where}`);
    for (const field of [
      "site.phone.e164",
      "site.phone.display",
      "site.whatsapp.number",
      "site.email",
      "site.address.streetAddress",
      "site.academyPaymentUrl",
      "site.fileStorageUrl",
      "site.social[0].url",
      "site.social[1].url",
      "site.social[2].url",
      "site.social[3].url",
    ]) {
      expect(where).toContain(`app/site/site.content.ts ${field}`);
    }
    for (const video of ["webDesign", "seo", "showreel"]) expect(where).toContain(`app/site/videos.ts VIDEO_IDS.${video}`);
    const markedFiles = new Set(findings.filter((finding) => finding.where.startsWith("line ")).map((finding) => finding.file));
    for (const file of [
      "app/features/academy/content.ts",
      "app/features/portfolio/content.ts",
      "app/features/home/content.ts",
      "app/features/legal/content.ts",
      "app/features/blog/categories.content.ts",
    ]) {
      expect(markedFiles).toContain(file);
    }
    expect(findings.every((finding) => finding.replace.length > 10)).toBe(true);
    expect(findings.find((finding) => finding.where === "site.academyPaymentUrl")?.replace).toMatch(/payment/);
  });

  it("finds nothing in a site filled with real values", () => {
    expect(checkSite(REAL_SITE)).toEqual([]);
    expect(checkVideos({ webDesign: "aBcD3fGh1jK", seo: "zYxW9vUt8sR" })).toEqual([]);
  });

  it("scans content for .example hosts and sample-data markers, and leaves www.example.com in prose alone", () => {
    const root = mkdtempSync(path.join(tmpdir(), "check-config-"));
    try {
      mkdirSync(path.join(root, "app/features/team"), { recursive: true });
      mkdirSync(path.join(root, "public"), { recursive: true });
      writeFileSync(
        path.join(root, "app/features/team/content.ts"),
        [
          "/** PLACEHOLDER: sample team. */",
          'export const TEAM = [{ name: "Ayşe", mail: "ayse@ajans.example" }];',
          '// Explained with https://www.example.com/page in a help text.',
        ].join("\n"),
      );
      writeFileSync(path.join(root, "app/features/team/content.test.ts"), 'const fixture = "test@ajans.example";');
      writeFileSync(path.join(root, "public/humans.txt"), "Team: Pusula Dijital\n");
      const findings = checkFiles(root);
      expect(findings.map(({ file, where }) => `${file} ${where}`)).toEqual(["app/features/team/content.ts line 1", "app/features/team/content.ts line 2"]);
      expect(findings[1]?.replace).toContain("ajans.example");

      writeFileSync(path.join(root, "app/features/team/content.ts"), 'export const TEAM = [{ name: "Ayşe", mail: "ayse@ajans.com.tr" }];\n');
      expect(checkConfig(root, { site: REAL_SITE, videoIds: { showreel: "aBcD3fGh1jK" } })).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("reports by file and says when nothing is left", () => {
    const report = formatFindings(checkSite(site));
    expect(report).toMatch(/^app\/site\/site\.content\.ts\n {2}site\.phone\.e164: "\+908500000000"\n {4}→ replace with /);
    expect(report).toMatch(/check-config: \d+ placeholder\(s\) still in place/);
    expect(formatFindings([])).toBe("check-config: no placeholders left.\n");
  });

  it("exits with 1 on a fresh clone (npm run check-config)", () => {
    let status = 0;
    let output = "";
    try {
      execFileSync(process.execPath, ["--import", "tsx", "scripts/check-config.ts"], { cwd: ROOT, encoding: "utf8", stdio: "pipe" });
    } catch (error) {
      const failure = error as { status: number; stdout: string };
      status = failure.status;
      output = failure.stdout;
    }
    expect(status).toBe(1);
    expect(output).toContain("site.academyPaymentUrl");
    expect(output).toContain("VIDEO_IDS.showreel");
  });
});
