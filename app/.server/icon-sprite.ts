/**
 * Content pages draw the same few icons dozens of times (a check mark per list item, an arrow per
 * link), each as a full inline `<svg>` with its drawing and eight presentation attributes. This
 * rewrites a finished content page so that every icon drawn at least twice is defined once, as a
 * `<symbol>` in a hidden sprite at the start of `<body>`, and each place that draws it keeps its
 * own small `<svg>` (class, size, aria-hidden: everything the layout and assistive technology read)
 * with a `<use>` of that symbol. The drawing looks the same: the symbol carries the viewBox and the
 * stroke settings, which the drawing inherits exactly as it did from the outer `<svg>`.
 *
 * Only pages without React in the browser (docs/decisions/011) are rewritten: on a tool page React
 * hydrates the markup it rendered, and a different DOM there would be a hydration mismatch.
 * See docs/decisions/032.
 */

/** Set on the outer `<svg>` by lucide-react and our own icons; they move onto the symbol. */
const DRAWING_ATTRIBUTES = new Set(["viewBox", "fill", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin"]);
/** Stay on each use: layout (class, size) and accessibility. */
const PLACEMENT_ATTRIBUTE = /^(class|width|height|aria-[a-z]+|role|focusable|data-[a-z0-9-]+)$/;
/** Meaningless in HTML (the parser puts `<svg>` in the SVG namespace anyway). */
const DROPPED_ATTRIBUTES = new Set(["xmlns"]);
/** A class that paints the icon would be overridden by the symbol's own fill or stroke. */
const PAINT_CLASS = /(^|\s|:)(fill|stroke)-/;
/** Drawings that cannot be shared: they name elements, have a title, or nest other references. */
const UNSHAREABLE_DRAWING = /<(svg|use|title|desc|style|script|foreignObject)\b|\sid=/;

// Scripts are matched first so that markup inside them (JSON-LD, the enhancement script) is kept as is.
const SCRIPT_OR_SVG = /<script\b[\s\S]*?<\/script>|<svg\b([^>]*)>([\s\S]*?)<\/svg>/g;
const ATTRIBUTE = /\s*([^\s=]+)="([^"]*)"/y;
const HYDRATING_PAGE = "window.__reactRouterRouteModules";
const BODY_OPEN = /<body\b[^>]*>/;

interface Icon {
  /** The attributes kept on each drawing place, as written. */
  placement: string;
  /** The symbol's attributes and content: the same drawing gives the same key. */
  key: string;
  drawing: string;
  symbolAttributes: string;
  name: string | undefined;
}

function parseAttributes(source: string): [string, string][] | null {
  const attributes: [string, string][] = [];
  ATTRIBUTE.lastIndex = 0;
  while (ATTRIBUTE.lastIndex < source.length) {
    const start = ATTRIBUTE.lastIndex;
    const match = ATTRIBUTE.exec(source);
    if (!match) return source.slice(start).trim() === "" ? attributes : null;
    attributes.push([match[1] ?? "", match[2] ?? ""]);
  }
  return attributes;
}

/** The parts of one inline `<svg>`, or null when it must stay as it is. */
function iconOf(attributeSource: string, drawing: string): Icon | null {
  if (UNSHAREABLE_DRAWING.test(drawing)) return null;
  const attributes = parseAttributes(attributeSource);
  if (!attributes) return null;
  const placement: string[] = [];
  const symbol: string[] = [];
  let name: string | undefined;
  for (const [attribute, value] of attributes) {
    if (DROPPED_ATTRIBUTES.has(attribute)) continue;
    if (DRAWING_ATTRIBUTES.has(attribute)) symbol.push(`${attribute}="${value}"`);
    else if (PLACEMENT_ATTRIBUTE.test(attribute)) {
      if (attribute === "class") {
        if (PAINT_CLASS.test(value)) return null;
        name = /(?:^|\s)lucide-([a-z0-9-]+)/.exec(value)?.[1];
      }
      placement.push(` ${attribute}="${value}"`);
    } else return null;
  }
  if (!symbol.some((attribute) => attribute.startsWith("viewBox="))) return null;
  const symbolAttributes = symbol.join(" ");
  return { placement: placement.join(""), key: `${symbolAttributes}\n${drawing}`, drawing, symbolAttributes, name };
}

/** The page with every icon drawn at least twice moved into one sprite; other pages unchanged. */
export function spriteRepeatedIcons(html: string): string {
  if (html.includes(HYDRATING_PAGE) || !BODY_OPEN.test(html)) return html;

  const counts = new Map<string, number>();
  for (const match of html.matchAll(SCRIPT_OR_SVG)) {
    if (match[1] === undefined) continue;
    const icon = iconOf(match[1], match[2] ?? "");
    if (icon) counts.set(icon.key, (counts.get(icon.key) ?? 0) + 1);
  }

  const ids = new Map<string, string>();
  const symbols: string[] = [];
  const taken = new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((match) => match[1]));
  const idFor = (icon: Icon): string => {
    const known = ids.get(icon.key);
    if (known) return known;
    const base = `ikon-${icon.name ?? "cizim"}`;
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    taken.add(id);
    ids.set(icon.key, id);
    symbols.push(`<symbol id="${id}" ${icon.symbolAttributes}>${icon.drawing}</symbol>`);
    return id;
  };

  const rewritten = html.replace(SCRIPT_OR_SVG, (whole: string, attributeSource: string | undefined, drawing: string | undefined) => {
    if (attributeSource === undefined) return whole;
    const icon = iconOf(attributeSource, drawing ?? "");
    if (!icon || (counts.get(icon.key) ?? 0) < 2) return whole;
    return `<svg${icon.placement}><use href="#${idFor(icon)}"></use></svg>`;
  });
  if (symbols.length === 0) return html;
  // First in the body, so every use finds its symbol as soon as it is parsed. `hidden`, not an
  // inline style: the Content-Security-Policy allows no inline styles.
  const sprite = `<svg hidden="">${symbols.join("")}</svg>`;
  return rewritten.replace(BODY_OPEN, (body) => `${body}${sprite}`);
}
