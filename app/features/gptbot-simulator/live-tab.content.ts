/**
 * The live access check's tab label, apart from its other texts (live-access.content.ts): the
 * simulator's own script carries only this, the rest loads with the lazily loaded panel.
 */
export const LIVE_ACCESS_TAB_LABEL = "Canlı erişim";
