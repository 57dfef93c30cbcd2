import { readdirSync, readFileSync } from "node:fs";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import {
  SEARCH_CONSOLE_LIMITS,
  decodeText,
  detectDecimalMark,
  foldHeader,
  locateColumns,
  parseCtr,
  parseNumber,
  readSearchConsoleFiles,
  readTable,
  ROWS_PER_BATCH,
  unzipCsvEntries,
  type DroppedFile,
  type GscTable,
} from "./search-console";
import { searchConsoleErrorMessage } from "./search-console.content";

const FIXTURES = new URL("../../../tests/fixtures/search-console/", import.meta.url);
const fixture = (path: string) => new Uint8Array(readFileSync(new URL(path, FIXTURES)));
const dropped = (name: string, bytes: Uint8Array): DroppedFile => ({ name, size: bytes.length, bytes: () => Promise.resolve(bytes) });
const fixtureFile = (path: string) => dropped(path.slice(path.lastIndexOf("/") + 1), fixture(path));

/** The ZIP of one language's folder, entry names as Search Console writes them. */
function exportZip(language: "en" | "tr"): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  for (const name of readdirSync(new URL(`${language}/`, FIXTURES))) entries[name] = fixture(`${language}/${name}`);
  return zipSync(entries);
}

function table(tables: readonly GscTable[], dimension: "query" | "page"): GscTable {
  const found = tables.find((entry) => entry.dimension === dimension);
  if (!found) throw new Error(`no ${dimension} table`);
  return found;
}

describe("headers", () => {
  it("folds case and Turkish letters, so English and Turkish names compare", () => {
    expect(foldHeader("\uFEFF Tıklamalar ")).toBe("tiklamalar");
    expect(foldHeader("CLICKS")).toBe("clicks");
    expect(foldHeader("Ortalama  KONUM")).toBe("ortalama konum");
    expect(foldHeader("En Çok Yapılan Sorgular")).toBe("en cok yapilan sorgular");
  });

  it("locates English, Turkish, synonym and comparison columns", () => {
    expect(locateColumns(["Top queries", "Clicks", "Impressions", "CTR", "Position"])).toEqual({ query: 0, clicks: 1, impressions: 2, ctr: 3, position: 4 });
    expect(locateColumns(["En çok ziyaret edilen sayfalar", "Tıklamalar", "Gösterimler", "TO", "Konum"])).toEqual({
      page: 0,
      clicks: 1,
      impressions: 2,
      ctr: 3,
      position: 4,
    });
    expect(locateColumns(["Sorgu", "Tıklama", "Gösterim", "Tıklama oranı", "Ortalama konum"])).toMatchObject({ query: 0, ctr: 3, position: 4 });
    expect(locateColumns(["Top queries", "Last 3 months Clicks", "Previous 3 months Clicks", "Last 3 months Position"])).toMatchObject({
      clicks: 1,
      position: 3,
    });
    expect(locateColumns(["Country", "Clicks", "Impressions", "CTR", "Position"]).query).toBeUndefined();
  });
});

describe("numbers", () => {
  it("reads the decimal mark from the position and CTR values", () => {
    expect(detectDecimalMark(["4,12", "2,5%"], ",")).toBe(",");
    expect(detectDecimalMark(["4.12", "2.5%"], ",")).toBe(".");
    expect(detectDecimalMark(["4", "1.234"], ";")).toBe(",");
    expect(detectDecimalMark(["4", "1,234"], ",")).toBe(".");
  });

  it("parses numbers with either mark, thousands separators and percent signs", () => {
    expect(parseNumber("8,3", ",")).toBe(8.3);
    expect(parseNumber("9.870", ",")).toBe(9870);
    expect(parseNumber("1,234.5", ".")).toBe(1234.5);
    expect(parseNumber(" 12 ", ".")).toBe(12);
    expect(parseNumber("", ".")).toBeNull();
    expect(parseNumber("çok", ".")).toBeNull();
    expect(parseNumber("1.2.3", ".")).toBeNull();
    expect(parseCtr("12,5%", ",")).toBe(0.125);
    expect(parseCtr("%12,5", ",")).toBe(0.125);
    expect(parseCtr("0.125", ".")).toBe(0.125);
    expect(parseCtr("12.5", ".")).toBe(0.125);
  });
});

describe("readTable", () => {
  it("reads the English queries export", async () => {
    const outcome = await readTable("Queries.csv", new TextDecoder().decode(fixture("en/Queries.csv")));
    if (outcome.kind !== "table") throw new Error(outcome.problem);
    expect(outcome.table.dimension).toBe("query");
    expect(outcome.table.rows).toHaveLength(16);
    expect(outcome.table.rows[0]).toEqual({ key: "seo ajansı", clicks: 412, impressions: 9870, ctr: 0.0417, position: 4.12 });
    expect(outcome.table.rows.find((row) => row.key === 'ajans "premium" paket')?.position).toBe(10.49);
    expect(outcome.table.rows.find((row) => row.key === "seo, sem farkı")?.impressions).toBe(300);
  });

  it("reads the Turkish export (BOM, decimal commas in quotes) to the same rows", async () => {
    const english = await readTable("Queries.csv", new TextDecoder().decode(fixture("en/Queries.csv")));
    const turkish = await readTable("Sorgular.csv", new TextDecoder().decode(fixture("tr/Sorgular.csv")));
    if (english.kind !== "table" || turkish.kind !== "table") throw new Error("unreadable");
    expect(turkish.table.rows).toEqual(english.table.rows);
  });

  it("reads a Turkish Excel file: semicolons, Windows-1254, CRLF, %-prefixed CTR, a thousands dot", async () => {
    const text = decodeText(fixture("variants/excel-tr-noktali-virgul.csv"));
    expect(text).toContain("ışıklı");
    const outcome = await readTable("excel.csv", text ?? "");
    if (outcome.kind !== "table") throw new Error(outcome.problem);
    expect(outcome.table.rows).toEqual([
      { key: "seo ajansı", clicks: 412, impressions: 9870, ctr: 0.0417, position: 4.12 },
      { key: "İstanbul SEO ajansı", clicks: 128, impressions: 5120, ctr: 0.025, position: 6.84 },
      { key: "ışıklı tabela reklam", clicks: 12, impressions: 3890, ctr: 0.0031, position: 17.6 },
    ]);
  });

  it("reads the current period of a comparison export", async () => {
    const outcome = await readTable("compare.csv", new TextDecoder().decode(fixture("variants/compare-en.csv")));
    if (outcome.kind !== "table") throw new Error(outcome.problem);
    expect(outcome.table.rows[1]).toEqual({ key: "seo nedir", clicks: 61, impressions: 12940, ctr: 0.0047, position: 14.27 });
  });

  it("reads tab-separated text with CRLF and a line break inside a query", async () => {
    const outcome = await readTable("tab.tsv", new TextDecoder().decode(fixture("variants/tab-crlf.tsv")));
    if (outcome.kind !== "table") throw new Error(outcome.problem);
    expect(outcome.table.rows.map((row) => row.key)).toEqual(["seo\r\najansı", "kurumsal seo"]);
  });

  it("skips unreadable rows and counts them", async () => {
    const outcome = await readTable("bad.csv", new TextDecoder().decode(fixture("malformed/bad-rows.csv")));
    if (outcome.kind !== "table") throw new Error(outcome.problem);
    expect(outcome.table.rows.map((row) => row.key)).toEqual(["seo ajansı"]);
    expect(outcome.table.skippedRows).toBe(4);
  });

  it("computes the CTR when the file has no CTR column", async () => {
    const outcome = await readTable("x.csv", "Top pages,Clicks,Impressions,Position\nhttps://a.example/,5,200,3.5\n");
    if (outcome.kind !== "table") throw new Error(outcome.problem);
    expect(outcome.table.rows[0]).toEqual({ key: "https://a.example/", clicks: 5, impressions: 200, ctr: 0.025, position: 3.5 });
  });

  it.each([
    ["malformed/empty.csv", "empty"],
    ["malformed/header-only.csv", "no-rows"],
    ["malformed/no-position.csv", "no-position-column"],
    ["malformed/no-metrics.csv", "no-metric-columns"],
    ["en/Countries.csv", "no-key-column"],
    ["tr/Filtreler.csv", "no-key-column"],
  ])("rejects %s: %s", async (path, problem) => {
    expect(await readTable(path, new TextDecoder().decode(fixture(path)))).toEqual({ kind: "error", problem });
  });

  it("rejects more rows than the limit and pauses between batches", async () => {
    let pauses = 0;
    const rows = Array.from({ length: SEARCH_CONSOLE_LIMITS.rows + 1 }, (_, index) => `q${index},1,10,10%,5`).join("\n");
    const outcome = await readTable("big.csv", `Top queries,Clicks,Impressions,CTR,Position\n${rows}`, () => {
      pauses++;
      return Promise.resolve();
    });
    expect(outcome).toEqual({ kind: "error", problem: "too-many-rows" });
    expect(pauses).toBeGreaterThan(10);
  });

  it("reads 50,000 rows in short stretches between pauses", async () => {
    const rows = Array.from({ length: SEARCH_CONSOLE_LIMITS.rows }, (_, index) => `"sorgu ${index}, uzun",${index % 50},${index + 10},"1,5%","${(index % 90) + 1},25"`).join("\n");
    const text = `\uFEFFEn çok yapılan sorgular,Tıklamalar,Gösterimler,TO,Konum\n${rows}\n`;
    // The page stays responsive if no stretch of work between two pauses is long: both passes
    // over the rows (reading, then converting) pause after every batch. Counted, not timed: how
    // long a batch takes depends on the machine (about 10 ms here when idle).
    let pauses = 0;
    const outcome = await readTable("big.csv", text, () => {
      pauses++;
      return Promise.resolve();
    });
    if (outcome.kind !== "table") throw new Error(outcome.problem);
    expect(outcome.table.rows).toHaveLength(SEARCH_CONSOLE_LIMITS.rows);
    expect(outcome.table.rows[49_999]).toMatchObject({ key: "sorgu 49999, uzun", position: 50.25, ctr: 0.015 });
    expect(pauses).toBeGreaterThanOrEqual((2 * SEARCH_CONSOLE_LIMITS.rows) / ROWS_PER_BATCH);
  });
});

describe("unzipCsvEntries", () => {
  it("opens Search Console's ZIP and lists its CSV files", () => {
    const opened = unzipCsvEntries(exportZip("tr"));
    if (opened.kind !== "entries") throw new Error(opened.problem);
    expect(opened.entries.map((entry) => entry.name).sort()).toEqual(
      ["Arama görünümü.csv", "Cihazlar.csv", "Filtreler.csv", "Sayfalar.csv", "Sorgular.csv", "Tarihler.csv", "Ülkeler.csv"].sort(),
    );
  });

  it("refuses a ZIP whose declared content is over the limit, without inflating it", () => {
    const big = zipSync({ "Queries.csv": new Uint8Array(SEARCH_CONSOLE_LIMITS.unzippedBytes + 1) });
    expect(big.length).toBeLessThan(200_000);
    expect(unzipCsvEntries(big)).toEqual({ kind: "error", problem: "zip-too-large" });
  });

  it("cuts an entry that inflates to more than it declares (a zip bomb) at the declared size", () => {
    const bomb = zipSync({ "Queries.csv": strToU8(`Top queries,Clicks,Impressions,CTR,Position\n${"a,1,1,1%,1\n".repeat(100_000)}`) });
    // Rewrite the central directory's uncompressed size (offset 24 of its entry) to 100 bytes.
    const view = new DataView(bomb.buffer, bomb.byteOffset, bomb.byteLength);
    let central = -1;
    for (let offset = bomb.length - 22; offset >= 0; offset--) {
      if (view.getUint32(offset, true) === 0x02014b50) {
        central = offset;
        break;
      }
    }
    view.setUint32(central + 24, 100, true);
    const opened = unzipCsvEntries(bomb);
    if (opened.kind !== "entries") throw new Error(opened.problem);
    expect(opened.entries[0]?.bytes.length).toBe(100);
  });

  it("refuses a ZIP with too many entries and a broken ZIP", () => {
    const many: Record<string, Uint8Array> = {};
    for (let index = 0; index <= SEARCH_CONSOLE_LIMITS.zipEntries; index++) many[`${index}.csv`] = strToU8("a");
    expect(unzipCsvEntries(zipSync(many))).toEqual({ kind: "error", problem: "zip-too-large" });
    expect(unzipCsvEntries(fixture("malformed/broken.zip"))).toEqual({ kind: "error", problem: "zip-unreadable" });
  });

  it("skips macOS resource forks and folders", () => {
    const zip = zipSync({ "__MACOSX/._Queries.csv": strToU8("x"), "export/": new Uint8Array(0), "export/Queries.csv": fixture("en/Queries.csv") });
    const opened = unzipCsvEntries(zip);
    if (opened.kind !== "entries") throw new Error(opened.problem);
    expect(opened.entries.map((entry) => entry.name)).toEqual(["Queries.csv"]);
  });
});

describe("readSearchConsoleFiles", () => {
  it.each(["en", "tr"] as const)("reads the query and page tables of the %s ZIP and nothing else", async (language) => {
    const result = await readSearchConsoleFiles([dropped(`${language}.zip`, exportZip(language))]);
    expect(result.errors).toEqual([]);
    expect(result.tables.map((entry) => entry.dimension).sort()).toEqual(["page", "query"]);
    expect(table(result.tables, "query").rows).toHaveLength(16);
    expect(table(result.tables, "page").rows[0]).toMatchObject({ key: "https://www.ornekajans.com.tr/", clicks: 520, position: 6.91 });
    expect(table(result.tables, "query").fileName).toBe(language === "en" ? "en.zip › Queries.csv" : "tr.zip › Sorgular.csv");
  });

  it("reads CSV files dropped on their own", async () => {
    const result = await readSearchConsoleFiles([fixtureFile("tr/Sorgular.csv"), fixtureFile("en/Pages.csv")]);
    expect(result.errors).toEqual([]);
    expect(result.tables.map((entry) => entry.fileName)).toEqual(["Sorgular.csv", "Pages.csv"]);
  });

  it("names each file it cannot read and why", async () => {
    const result = await readSearchConsoleFiles([
      fixtureFile("malformed/no-position.csv"),
      fixtureFile("malformed/empty.csv"),
      fixtureFile("malformed/not-a-csv.png"),
      fixtureFile("malformed/broken.zip"),
      fixtureFile("en/Countries.csv"),
      dropped("Performans.xlsx", strToU8("PK")),
      dropped("binary.csv", new Uint8Array([1, 0, 2, 0])),
      dropped("other.zip", zipSync({ "Countries.csv": fixture("en/Countries.csv"), "Filters.csv": fixture("en/Filters.csv") })),
      fixtureFile("en/Queries.csv"),
    ]);
    expect(result.tables.map((entry) => entry.fileName)).toEqual(["Queries.csv"]);
    expect(result.errors).toEqual([
      { fileName: "no-position.csv", problem: "no-position-column" },
      { fileName: "empty.csv", problem: "empty" },
      { fileName: "not-a-csv.png", problem: "not-csv" },
      { fileName: "broken.zip", problem: "zip-unreadable" },
      { fileName: "Countries.csv", problem: "no-key-column" },
      { fileName: "Performans.xlsx", problem: "excel" },
      { fileName: "binary.csv", problem: "not-csv" },
      { fileName: "other.zip", problem: "zip-no-tables" },
    ]);
    expect(result.errors.map(searchConsoleErrorMessage)).toContain(
      "“no-position.csv” okunamadı: dosyada konum sütunu yok (“Konum” ya da “Position”).",
    );
    expect(result.errors.map(searchConsoleErrorMessage)[7]).toBe(
      "“other.zip” okunamadı: ZIP dosyasında sorgu ya da sayfa tablosu (Sorgular.csv, Sayfalar.csv) yok.",
    );
  });

  it("reports a broken query table inside a ZIP by the entry's name", async () => {
    const zip = zipSync({ "Queries.csv": fixture("malformed/no-position.csv"), "Pages.csv": fixture("en/Pages.csv") });
    const result = await readSearchConsoleFiles([dropped("export.zip", zip)]);
    expect(result.tables.map((entry) => entry.dimension)).toEqual(["page"]);
    expect(result.errors).toEqual([{ fileName: "export.zip › Queries.csv", problem: "no-position-column" }]);
  });

  it("never reads a file over the size limit, nor too many files", async () => {
    let read = false;
    const huge: DroppedFile = {
      name: "huge.zip",
      size: SEARCH_CONSOLE_LIMITS.fileBytes + 1,
      bytes: () => {
        read = true;
        return Promise.resolve(new Uint8Array(0));
      },
    };
    expect(await readSearchConsoleFiles([huge])).toEqual({ tables: [], errors: [{ fileName: "huge.zip", problem: "too-large" }] });
    expect(read).toBe(false);
    const many = Array.from({ length: SEARCH_CONSOLE_LIMITS.files + 1 }, (_, index) => dropped(`${index}.csv`, strToU8("a")));
    expect((await readSearchConsoleFiles(many)).errors[0]?.problem).toBe("too-many-files");
  });
});
