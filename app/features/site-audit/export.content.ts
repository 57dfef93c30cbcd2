import { formatNumber } from "~/shared/format";
import type { Severity } from "~/capabilities/audit-rules/rule";

/** The words of the site audit's CSV and PDF exports (the rules' own texts are in the rule catalogue). */

export const EXPORT_CSV = {
  header: ["Kural", "Aile", "Önem", "Başlık", "Adres", "Ayrıntı"],
  /** The last row of a finding whose addresses the report cut at its limit. */
  moreAddresses: (affected: number, kept: number) =>
    `Bu bulgu ${formatNumber(affected)} adreste var; raporda ilk ${formatNumber(kept)} adres saklanır.`,
} as const;

export const EXPORT_PDF = {
  documentTitle: (host: string) => `SEO Analizi Raporu: ${host}`,
  title: "Ücretsiz SEO Analizi Raporu",
  site: "Site",
  auditedAt: "Analiz tarihi",
  pages: (checked: number, found: number) => `${formatNumber(checked)} sayfa incelendi (${formatNumber(found)} sayfa bulundu)`,
  score: "Genel puan",
  outOf: "/ 100",
  familyScores: "Konu başlıklarına göre puanlar",
  familyNotApplied: "uygulanmadı",
  familyCounts: (failed: number, passed: number) => `${formatNumber(failed)} sorun, ${formatNumber(passed)} geçen kontrol`,
  comparison: "Önceki analizle karşılaştırma",
  previousScore: (score: number, date: string) => `${date} tarihli analizde puan ${formatNumber(score)} idi.`,
  fixed: "Düzelenler",
  appeared: "Yeni çıkanlar",
  findings: "Bulunan sorunlar",
  noFindings: "Kontrollerin hiçbirinde sorun bulunmadı.",
  severityHeadings: { error: "Hatalar", warning: "Uyarılar", notice: "Öneriler" } satisfies Record<Severity, string>,
  rule: "Kural",
  affected: (affected: number, applicable: number) => `Etkilenen: ${formatNumber(affected)} / ${formatNumber(applicable)} adres`,
  why: "Neden önemli",
  fix: "Ne yapmalı",
  developer: "Geliştiriciniz için",
  tool: "Ücretsiz aracımız",
  addressesCut: (shown: number, affected: number) =>
    `Bu raporda ilk ${formatNumber(shown)} adres gösteriliyor (toplam ${formatNumber(affected)}); tamamı JSON ve CSV dosyasında.`,
  passed: (count: number) => `Geçen kontroller (${formatNumber(count)})`,
  notApplicable: (count: number) => `Sitenize uygulanmayan kontrol sayısı: ${formatNumber(count)}.`,
  page: (number: number, count: number) => `Sayfa ${number} / ${count}`,
  platform: "Altyapı",
  platformGuess: (name: string) => `${name} (sayfalarınızdan anlaşıldığı kadarıyla)`,
  firstFixes: "Önce bunları yapın",
  firstFixesIntro: "Puanınızı en çok düşüren ve düzeltmesi sizin elinizde olan konular; ayrıntıları ilerideki sayfalarda.",
  platformFix: (name: string) => `${name} kullanıyorsanız`,
  genericFix: "Genel çözüm (kendi sunucusu olan siteler için)",
} as const;

/** The downloaded file's name: seo-analizi-<host>-<date>.<json|csv|pdf>. */
export const EXPORT_FILE_PREFIX = "seo-analizi";
