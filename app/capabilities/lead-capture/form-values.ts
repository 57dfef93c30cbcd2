/**
 * Reading a lead form's values the same way from a form post and from JSON. Relative imports
 * only: the route table loads this (through the forms' API contracts) before the `~/` alias exists.
 */

/** A checkbox as a form posts it ("on") or as JSON sends it (true). */
export function isTicked(value: unknown): boolean {
  return value === true || value === "on" || value === "true";
}
