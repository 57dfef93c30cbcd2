/**
 * How many addresses the bulk "Sayfadan al" checks at once: the textarea, its message and the
 * server's request schema all read this one constant. Twenty pages stay well inside one live
 * check's request budget (app/.server/live-check) and fit a table a person reads.
 */
export const LIVE_META_MAX_URLS = 20;
