import type { Rule } from "./rule";
import { CONTENT_RULES } from "./rules/content";
import { CORE_RULES } from "./rules/core";
import { CRAWL_RULES } from "./rules/crawl";
import { LINK_RULES } from "./rules/links";
import { STRUCTURED_DATA_RULES } from "./rules/structured-data";

/**
 * Every rule of the site audit, family by family, in the order the report lists them. A family
 * is one module in rules/ with its texts beside it (rules/<family>.content.ts); adding a family
 * means adding it here and in catalogue.content.ts.
 */
export const ALL_RULES: readonly Rule[] = [...CRAWL_RULES, ...CORE_RULES, ...LINK_RULES, ...CONTENT_RULES, ...STRUCTURED_DATA_RULES];
