import type { AuditFormField, AuditPage } from "../audit-page";
import { pageRule } from "../rule";
import { EMAIL_FIELD_WORDS, PHONE_FIELD_WORDS } from "./mobile.lexicon";

/**
 * Mobile: whether a phone shows the page at its own width and lets the visitor zoom. Google
 * indexes the mobile version of a page; without a working viewport a phone draws the desktop
 * layout (about 980 px) shrunk to fit. And whether its forms suit a phone: every field says
 * what it asks (a label), and phone and e-mail fields bring up the keyboard they need. What needs
 * a real browser (tap target sizes, font sizes, content wider than the screen) is not here.
 */

/** inputmode values that already bring up a phone's number or e-mail keyboard: a deliberate choice. */
const KEYBOARD_MODES = new Set(["tel", "email", "numeric", "decimal"]);

/**
 * A placeholder listing example values ("cpc, email, social") shows what may be typed, not what
 * the field is: only one naming a single thing ("E-posta adresiniz") tells the field's kind.
 */
const EXAMPLE_LIST = /[,;|]/;

/** The field's words, lower-cased the Turkish way, camelCase split ("cepTelefonu" → "cep telefonu"). */
const fieldWords = (field: AuditFormField): string[] =>
  [field.name, field.id, EXAMPLE_LIST.test(field.placeholder) ? "" : field.placeholder, field.label ?? ""].map((text) => text.replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2").toLocaleLowerCase("tr-TR"));

/** What a phone or e-mail field should be typed as, when its words say it is one (and not both: "e-posta veya telefon" is rightly text). */
export function expectedInputType(field: AuditFormField): "tel" | "email" | null {
  const words = fieldWords(field);
  const phone = words.some((text) => PHONE_FIELD_WORDS.test(text));
  const email = words.some((text) => EMAIL_FIELD_WORDS.test(text));
  return phone === email ? null : phone ? "tel" : "email";
}

/**
 * A field a visitor reads a name for: a label with text, aria-label(ledby) or title, or a
 * placeholder, which axe (Lighthouse's accessibility audit) also accepts as the field's name.
 */
const named = (field: AuditFormField): boolean => Boolean(field.label?.trim()) || field.named || field.placeholder !== "";

const visibleFields = (page: AuditPage): AuditFormField[] => page.formFields.filter((field) => !field.concealed);
const fieldName = (field: AuditFormField): string => field.name || field.id || `<${field.tag}${field.type ? ` type=${field.type}` : ""}>`;

/**
 * Below this maximum-scale, Lighthouse's accessibility audit (meta-viewport) fails the page: the
 * visitor cannot zoom enough to read (WCAG 1.4.4 asks for 200 %, Lighthouse for 500 %).
 */
export const MIN_MAXIMUM_SCALE = 5;

/**
 * The viewport's properties by lower-case name. Browsers split the content at commas, semicolons
 * and whitespace outside `key = value` (css-viewport's parsing of the meta element).
 */
export function viewportProperties(content: string): Map<string, string> {
  const properties = new Map<string, string>();
  for (const match of content.toLowerCase().matchAll(/([^\s,;=]+)\s*(?:=\s*([^\s,;=]*))?/g)) {
    const [, key = "", value = ""] = match;
    if (!properties.has(key)) properties.set(key, value);
  }
  return properties;
}

/** The page's viewport properties; "n/a" for a page without one (viewport-missing says so). */
const viewportOf = (page: AuditPage): Map<string, string> | "n/a" => (page.viewport === null ? "n/a" : viewportProperties(page.viewport));

/**
 * When a mobile rule does not apply ("n/a"): viewport-no-width, viewport-fixed-width and
 * zoom-blocked need a viewport to judge, so they do not apply to a page without one
 * (viewport-missing reports that); viewport-missing applies to every HTML page.
 */
export const MOBILE_RULES = [
  pageRule({
    id: "mobile/viewport-missing",
    family: "mobile",
    severity: "error",
    weight: 8,
    check: (page) => page.viewport === null,
  }),
  pageRule({
    id: "mobile/viewport-no-width",
    family: "mobile",
    severity: "warning",
    weight: 5,
    // initial-scale alone also makes browsers use the device's width.
    check: (page) => {
      const viewport = viewportOf(page);
      if (viewport === "n/a") return "n/a";
      return viewport.has("width") || viewport.has("initial-scale") ? null : page.viewport || true;
    },
  }),
  pageRule({
    id: "mobile/viewport-fixed-width",
    family: "mobile",
    severity: "warning",
    weight: 5,
    check: (page) => {
      const viewport = viewportOf(page);
      if (viewport === "n/a") return "n/a";
      const width = viewport.get("width");
      return width !== undefined && /^\d/.test(width) ? `width=${width}` : null;
    },
  }),
  pageRule({
    id: "mobile/zoom-blocked",
    family: "mobile",
    severity: "warning",
    weight: 4,
    check: (page) => {
      const viewport = viewportOf(page);
      if (viewport === "n/a") return "n/a";
      // "no" and numbers between -1 and 1 turn zooming off (the css-viewport translation, ACT rule b4f0c3).
      const scalable = viewport.get("user-scalable");
      const scalableNumber = Number(scalable);
      if (scalable === "no" || (scalable !== undefined && scalable !== "" && Number.isFinite(scalableNumber) && Math.abs(scalableNumber) < 1)) return `user-scalable=${scalable}`;
      // device-width, device-height and negative values leave the browser's own limit.
      const maximum = Number.parseFloat(viewport.get("maximum-scale") ?? "");
      return Number.isFinite(maximum) && maximum >= 0 && maximum < MIN_MAXIMUM_SCALE ? `maximum-scale=${viewport.get("maximum-scale")}` : null;
    },
  }),
  /** n/a: the page has no visible form field (hidden fields and spam traps left out). */
  pageRule({
    id: "mobile/form-label-missing",
    family: "mobile",
    severity: "warning",
    weight: 3,
    check: (page) => {
      const fields = visibleFields(page);
      if (fields.length === 0) return "n/a";
      const unnamed = fields.filter((field) => !named(field));
      const first = unnamed[0];
      if (first === undefined) return null;
      return unnamed.length > 1 ? `${fieldName(first)} (+${unnamed.length - 1})` : fieldName(first);
    },
  }),
  /** n/a: the page has no visible field that asks for a phone number or an e-mail address. */
  pageRule({
    id: "mobile/input-type-wrong",
    family: "mobile",
    severity: "notice",
    weight: 3,
    check: (page) => {
      const asking = visibleFields(page).flatMap((field) => {
        const expected = field.tag === "input" ? expectedInputType(field) : null;
        return expected === null ? [] : [{ field, expected }];
      });
      if (asking.length === 0) return "n/a";
      const wrong = asking.find(({ field }) => (field.type === "" || field.type === "text") && !KEYBOARD_MODES.has(field.inputMode));
      return wrong === undefined ? null : `${fieldName(wrong.field)} (type=${wrong.field.type || "text"} → ${wrong.expected})`;
    },
  }),
];
