/** Texts about the addresses a tool is given, shared by the tools that take a list of URLs. */

/** The hreflang and canonical tools show the same text for an empty result. */
export const URLS_REQUIRED_MESSAGE = "Önce URL'leri doldurun!";
