import type { Rule } from "./rule";
import { AGENT_RULES } from "./rules/agents";
import { CANONICAL_RULES } from "./rules/canonical";
import { CONTENT_RULES } from "./rules/content";
import { CORE_RULES } from "./rules/core";
import { CRAWL_RULES } from "./rules/crawl";
import { DELIVERY_RULES } from "./rules/delivery";
import { IMAGE_RULES } from "./rules/images";
import { INTERNATIONAL_RULES } from "./rules/international";
import { LINK_RULES } from "./rules/links";
import { MOBILE_RULES } from "./rules/mobile";
import { PERFORMANCE_RULES } from "./rules/performance";
import { RESOURCE_RULES } from "./rules/resources";
import { SECURITY_RULES } from "./rules/security";
import { SOCIAL_RULES } from "./rules/social";
import { STRUCTURED_DATA_RULES } from "./rules/structured-data";
import { URL_RULES } from "./rules/url";
import { ANALYTICS_RULES } from "./rules/analytics";
import { INTEGRITY_RULES } from "./rules/integrity";
import { LOCAL_RULES } from "./rules/local";
import { TRUST_RULES } from "./rules/trust";

/**
 * Every rule of the site audit, family by family, in the order the report lists them. A family
 * is one module in rules/ with its texts beside it (rules/<family>.content.ts); adding a family
 * means adding it here and in catalogue.content.ts.
 */
export const ALL_RULES: readonly Rule[] = [...CRAWL_RULES, ...CORE_RULES, ...CONTENT_RULES, ...LINK_RULES, ...URL_RULES, ...INTERNATIONAL_RULES, ...CANONICAL_RULES, ...IMAGE_RULES, ...MOBILE_RULES, ...SOCIAL_RULES, ...STRUCTURED_DATA_RULES, ...SECURITY_RULES, ...DELIVERY_RULES, ...PERFORMANCE_RULES, ...AGENT_RULES, ...RESOURCE_RULES, ...TRUST_RULES, ...LOCAL_RULES, ...INTEGRITY_RULES, ...ANALYTICS_RULES];
