import type { Rule } from "./rule";

/**
 * What a rule says to the visitor, in a family's content module. Written for a business owner:
 * the title names the problem, `why` says what it costs them, `fix` what to do (or ask their
 * developer to do), and `tool` is our free tool that does it with their data.
 */
export interface RuleText {
  title: string;
  why: string;
  fix: string;
  /** The path of one of our pages (a test checks it exists). */
  tool?: string;
}

/** One text per rule of a family, by id: a rule without its text does not compile. */
export type RuleTexts<Rules extends readonly Rule[]> = Record<Rules[number]["id"], RuleText>;
