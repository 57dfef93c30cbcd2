import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/**
 * An e-mail component as the HTML part of a message. React escapes every text and attribute, so
 * visitor text never becomes markup (docs/decisions/049-emails-rendered-by-react.md); React does
 * not write a doctype, which keeps mail clients out of quirks mode.
 */
export function renderMailHtml(element: ReactElement): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(element)}`;
}
