import {
  ATTRIBUTION_STORAGE_KEY,
  LEAD_SOURCE_ATTRIBUTE,
  parseAttribution,
  visitAttribution,
  type Attribution,
} from "~/capabilities/lead-capture/attribution";

/**
 * Where the visit came from, for the lead forms (app/features/leads/attribution.ts). Kept in
 * sessionStorage: it lives as long as the tab's visit, never leaves the browser except inside a
 * lead form the visitor sends, and needs no cookie (so no consent banner for it).
 */
function stored(): Attribution | null {
  try {
    const text = sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY);
    return text ? parseAttribution(JSON.parse(text)) : null;
  } catch {
    // Storage blocked (privacy mode, a sandboxed frame) or a value someone edited by hand.
    return null;
  }
}

/** Records the visit's landing page, referrer and campaign on the first page (or a new campaign click). */
export function initAttribution(): void {
  const previous = stored();
  const record = visitAttribution(previous, location.href, document.referrer);
  if (record === previous) return;
  try {
    sessionStorage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // Without storage the forms send what this page knows (leadAttribution below).
  }
}

/** What a lead form sends: the visit's record and the form's own tool or page. */
export function leadAttribution(form: HTMLFormElement): Attribution {
  const record = { ...(stored() ?? visitAttribution(null, location.href, document.referrer)) };
  record.form_source = form.getAttribute(LEAD_SOURCE_ATTRIBUTE) || location.pathname;
  return parseAttribution(record);
}
