import type { UtmBuildResult } from "./build";
import { UTM_NOT_SPECIFIED } from "./messages.content";

type BuiltLink = Extract<UtmBuildResult, { ok: true }>;

/** Content of utm-link.txt: the link first (what people copy from it), then each parameter. */
export function buildUtmFileContent(link: BuiltLink): string {
  const orNone = (value: string): string => (value === "" ? UTM_NOT_SPECIFIED : value);
  return [
    "UTM Link Bilgileri",
    "==================",
    "",
    `UTM Link: ${link.url}`,
    "",
    `Website URL: ${link.baseUrl}`,
    `Kaynak (utm_source): ${link.params.utm_source}`,
    `Medium (utm_medium): ${link.params.utm_medium}`,
    `Kampanya (utm_campaign): ${link.params.utm_campaign}`,
    `İçerik (utm_content): ${orNone(link.params.utm_content)}`,
    `Anahtar kelime (utm_term): ${orNone(link.params.utm_term)}`,
    "",
  ].join("\n");
}
