import type { Rule } from "eslint";

export const noInlineCopy: Rule.RuleModule;
export const MESSAGE: string;
declare const plugin: { rules: Record<string, Rule.RuleModule> };
export default plugin;

