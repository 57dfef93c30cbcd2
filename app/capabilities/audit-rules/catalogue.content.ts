import type { Family, Severity } from "./rule";
import type { RuleText } from "./rule-text";
import { AGENT_TEXTS } from "./rules/agents.content";
import { CANONICAL_TEXTS } from "./rules/canonical.content";
import { CONTENT_TEXTS } from "./rules/content.content";
import { CORE_TEXTS } from "./rules/core.content";
import { CRAWL_TEXTS } from "./rules/crawl.content";
import { DELIVERY_TEXTS } from "./rules/delivery.content";
import { IMAGE_TEXTS } from "./rules/images.content";
import { INTERNATIONAL_TEXTS } from "./rules/international.content";
import { LINK_TEXTS } from "./rules/links.content";
import { MOBILE_TEXTS } from "./rules/mobile.content";
import { PERFORMANCE_TEXTS } from "./rules/performance.content";
import { RESOURCE_TEXTS } from "./rules/resources.content";
import { SECURITY_TEXTS } from "./rules/security.content";
import { SOCIAL_TEXTS } from "./rules/social.content";
import { STRUCTURED_DATA_TEXTS } from "./rules/structured-data.content";
import { URL_TEXTS } from "./rules/url.content";
import { ANALYTICS_TEXTS } from "./rules/analytics.content";
import { INTEGRITY_TEXTS } from "./rules/integrity.content";
import { LOCAL_TEXTS } from "./rules/local.content";
import { TRUST_TEXTS } from "./rules/trust.content";

/** The report's words for the families, the severities and every rule, by id. */
export const FAMILY_NAMES: Record<Family, string> = {
  crawl: "Taranabilirlik ve dizine ekleme",
  core: "Temel etiketler",
  links: "Bağlantılar",
  content: "İçerik",
  url: "Adresler (URL)",
  international: "Çok dilli sayfalar (hreflang)",
  canonical: "Canonical",
  social: "Sosyal medya paylaşımı",
  "structured-data": "Yapılandırılmış veri",
  security: "Güvenlik ve HTTPS",
  images: "Görseller",
  mobile: "Mobil uyum",
  delivery: "Hız ve sunum",
  performance: "Sayfa hızı ve deneyim (tarayıcı ölçümü)",
  agents: "Yapay zekâ botları ve ajanlar",
  trust: "KVKK ve güven",
  local: "Yerel işletme bilgileri",
  integrity: "Site güvenliği: hack belirtileri",
  analytics: "Ölçüm ve izin yönetimi",
};

export const SEVERITY_NAMES: Record<Severity, string> = { error: "Hata", warning: "Uyarı", notice: "Öneri" };

export const RULE_TEXTS: Readonly<Record<string, RuleText>> = { ...CRAWL_TEXTS, ...CORE_TEXTS, ...CONTENT_TEXTS, ...LINK_TEXTS, ...URL_TEXTS, ...INTERNATIONAL_TEXTS, ...CANONICAL_TEXTS, ...IMAGE_TEXTS, ...MOBILE_TEXTS, ...SOCIAL_TEXTS, ...STRUCTURED_DATA_TEXTS, ...SECURITY_TEXTS, ...DELIVERY_TEXTS, ...PERFORMANCE_TEXTS, ...AGENT_TEXTS, ...RESOURCE_TEXTS, ...TRUST_TEXTS, ...LOCAL_TEXTS, ...INTEGRITY_TEXTS, ...ANALYTICS_TEXTS };
