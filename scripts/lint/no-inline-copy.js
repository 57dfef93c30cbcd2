/**
 * Turkish text lives in content modules (`content.ts`, `<topic>.content.ts`), never inline in
 * components, logic, route modules or server handlers, so a copy change is one edit in one known
 * place (and a translator or the agency can review every string without reading code). Turkish
 * words the logic works on without showing them (stop words, suffixes) live in `<topic>.lexicon.ts`.
 *
 * Reported: JSX text with a letter in it; text attributes (aria-label, title, placeholder, alt,
 * label) given a string with a letter; any other string or template literal holding a
 * Turkish-only letter (ç ğ ı ö ş ü İ), which catches toasts, errors and defaults passed as
 * values. Plain ASCII strings such as class names, ids and URLs stay allowed.
 */
const TURKISH_LETTER = /[çğıöşüÇĞİÖŞÜ]/;
const LETTER = /\p{L}/u;
const TEXT_ATTRIBUTES = new Set(["aria-label", "aria-description", "title", "placeholder", "alt", "label"]);
export const MESSAGE = "Turkish text belongs in a content module (content.ts, <topic>.content.ts) or, for words the logic works on, a lexicon (<topic>.lexicon.ts), not inline.";

/** @type {import("eslint").Rule.RuleModule} */
export const noInlineCopy = {
  meta: { type: "problem", schema: [], docs: { description: "Keep Turkish UI text in content modules" } },
  create(context) {
    const report = (node) => context.report({ node, message: MESSAGE });
    const insideImport = (node) => {
      for (let n = node.parent; n; n = n.parent) {
        if (n.type === "ImportDeclaration" || n.type === "ExportNamedDeclaration" || n.type === "ExportAllDeclaration" || n.type === "ImportExpression") {
          return n.source === node || n.source === node.parent;
        }
      }
      return false;
    };
    return {
      JSXText(node) {
        if (LETTER.test(node.value)) report(node);
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === "string" ? node.name.name : "";
        if (!TEXT_ATTRIBUTES.has(name) || !node.value) return;
        if (node.value.type === "Literal" && typeof node.value.value === "string" && LETTER.test(node.value.value)) report(node.value);
      },
      Literal(node) {
        if (typeof node.value !== "string" || insideImport(node)) return;
        if (node.parent?.type === "JSXAttribute" && TEXT_ATTRIBUTES.has(String(node.parent.name.name))) return;
        if (TURKISH_LETTER.test(node.value)) report(node);
      },
      TemplateElement(node) {
        if (TURKISH_LETTER.test(node.value.cooked ?? node.value.raw)) report(node);
      },
    };
  },
};

export default { rules: { "no-inline-copy": noInlineCopy } };
