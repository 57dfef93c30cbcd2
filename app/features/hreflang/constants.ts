/** Hreflang values and namespaces the tags are written with. */

export const X_DEFAULT = "x-default";
export const XHTML_NAMESPACE = "http://www.w3.org/1999/xhtml";
