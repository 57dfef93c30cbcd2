import { ATTRIBUTION_FIELDS, type Attribution } from "./attribution";
import { ATTRIBUTION_LABELS } from "./attribution.content";

/** A lead's attribution as label/value rows: only the fields the form sent. */
export function attributionRows(lead: Partial<Attribution>): [string, string][] {
  return ATTRIBUTION_FIELDS.flatMap((field) => {
    const value = lead[field];
    return value ? [[ATTRIBUTION_LABELS[field], value] as [string, string]] : [];
  });
}
