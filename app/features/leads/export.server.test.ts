import { inspect } from "node:util";
import { describe, expect, it } from "vitest";
import type { ContactMessage } from "~/.server/db/schema";
import { ATTRIBUTION_FIELDS } from "~/capabilities/lead-capture/attribution";
import { csvCell, messagesToCsv, neutraliseControlCharacters, reportRequestsToCsv, type ExportedReportRequest } from "./export.server";

describe("csvCell", () => {
  it("quotes separators, quotes and line breaks", () => {
    expect(csvCell('a "b", c\nd')).toBe('"a ""b"", c\nd"');
    expect(csvCell("düz metin")).toBe("düz metin");
    expect(csvCell(null)).toBe("");
  });

  it("neutralises formulas a visitor may type", () => {
    expect(csvCell("=HYPERLINK(\"x\")")).toBe("\"'=HYPERLINK(\"\"x\"\")\"");
    expect(csvCell("+90 532 000 00 00")).toBe("'+90 532 000 00 00");
    expect(csvCell("@user")).toBe("'@user");
  });
});

describe("CSV export of hostile rows", () => {
  it("writes control characters as the escapes `list` shows, and keeps a message's lines", () => {
    expect(neutraliseControlCharacters("a\u0000@b.co")).toBe("a\\x00@b.co");
    expect(neutraliseControlCharacters("x\u001b[31mkırmızı\u007f\u0085")).toBe("x\\x1B[31mkırmızı\\x7F\\x85");
    expect(neutraliseControlCharacters("abc\u202edef\u2066")).toBe("abc\\u202Edef\\u2066");
    expect(neutraliseControlCharacters("satır 1\r\nsatır 2\tson")).toBe("satır 1\r\nsatır 2\tson");
    // The same escapes as util.inspect, which `npm run leads -- list` prints through console.table.
    expect(inspect("a\u0000\u001b\u007f\u0085")).toBe(`'${neutraliseControlCharacters("a\u0000\u001b\u007f\u0085")}'`);
  });

  it("leaves no raw control character in a whole export, and formulas stay neutralised", () => {
    const row = {
      id: "1",
      created_at: "2026-11-22T06:30:00.000Z",
      status: "sent",
      attempts: 1,
      delivered_at: null,
      name: "=cmd|' /C calc'!A0",
      phone: "+90 532",
      email: "a\u0000@b.co",
      subject: "\u001b]0;başlık\u0007",
      message: "iki\nsatır\u202e",
      source_page: "@/iletisim",
      last_error: null,
    } as unknown as ContactMessage;
    const csv = messagesToCsv([row]);
    const body = csv.replace(/\r\n$/, "").replaceAll("\r\n", "").replaceAll("\n", "");
    // eslint-disable-next-line no-control-regex -- looking for raw control characters is the test
    expect(body).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
    expect(csv).toContain("a\\x00@b.co");
    expect(csv).toContain("\\x1B]0;başlık\\x07");
    expect(csv).toContain(",'=cmd|' /C calc'!A0,");
    expect(csv).toContain("'+90 532");
    expect(csv).toContain("'@/iletisim");
    expect(csv).toContain('"iki\nsatır\\u202E"');
  });
});

describe("attribution in the exports", () => {
  const hostile = {
    utm_source: '=HYPERLINK("https://kotu.example","tikla")',
    utm_medium: "<script>alert(1)</script>",
    referrer_host: "@kotu.example",
    form_source: "seo-analizi",
  };

  it("appends the attribution columns after a contact message's original ones, formulas neutralised", () => {
    const csv = messagesToCsv([{ id: "1", created_at: "2026-11-22T06:30:00.000Z", ...hostile } as unknown as ContactMessage]);
    const [header, line] = csv.split("\r\n");
    expect(header?.split(",").slice(-ATTRIBUTION_FIELDS.length)).toEqual(ATTRIBUTION_FIELDS);
    expect(header?.startsWith("created_at,status,attempts,delivered_at,name,phone,email,subject,message,source_page,last_error,id,")).toBe(true);
    expect(line).toContain(`,'@kotu.example,"'=HYPERLINK(""https://kotu.example"",""tikla"")",<script>alert(1)</script>,`);
  });

  it("writes report requests with their three deliveries and attribution, never the file's text", () => {
    const row = {
      id: "r-1",
      created_at: "2026-11-22T06:30:00.000Z",
      tool: "seo-analizi",
      email: "a@b.co",
      name: "=1+1",
      site: "https://ornek.com.tr",
      score: 70,
      report_id: "x",
      findings: '["Başlık eksik"]',
      file_name: null,
      newsletter: 1,
      visitor_mail_status: "delivered",
      agency_mail_status: "pending",
      webhook_status: "sending",
      ...hostile,
      file_content: "DOSYA-ICERIGI",
    } as unknown as ExportedReportRequest;
    const csv = reportRequestsToCsv([row]);
    expect(csv).not.toContain("DOSYA-ICERIGI");
    expect(csv).toContain(",seo-analizi,a@b.co,'=1+1,https://ornek.com.tr,70,x,\"[\"\"Başlık eksik\"\"]\",,1,delivered,pending,sending,r-1,");
    expect(csv).toContain(`"'=HYPERLINK(""https://kotu.example"",""tikla"")"`);
  });
});
