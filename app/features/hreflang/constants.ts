/** Hreflang values and namespaces the tags are written with. */

export { X_DEFAULT } from "~/capabilities/hreflang-check/codes";
export const XHTML_NAMESPACE = "http://www.w3.org/1999/xhtml";
