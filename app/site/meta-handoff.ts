/**
 * Hands a title and description from another tool (the content writer's "Meta etiketlerine aktar")
 * to the meta generator across a page load. sessionStorage rather than the address: the text stays
 * out of server logs and history, and is read once, so a reload shows the generator as usual.
 */

export const META_HANDOFF_KEY = "meta-uretici:aktarim";

export interface MetaHandoff {
  title: string;
  description: string;
}

/** False when the browser refuses storage (private mode quotas, disabled storage). */
export function writeMetaHandoff(storage: Pick<Storage, "setItem">, value: MetaHandoff): boolean {
  try {
    storage.setItem(META_HANDOFF_KEY, JSON.stringify({ title: value.title, description: value.description }));
    return true;
  } catch {
    return false;
  }
}

/** The handed-over values, removed from storage, or null when there are none (or they are not ours). */
export function takeMetaHandoff(storage: Pick<Storage, "getItem" | "removeItem">): MetaHandoff | null {
  let raw: string | null;
  try {
    raw = storage.getItem(META_HANDOFF_KEY);
    if (raw === null) return null;
    storage.removeItem(META_HANDOFF_KEY);
  } catch {
    return null;
  }
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return null;
    const { title, description } = value as Record<string, unknown>;
    if (typeof title !== "string" || typeof description !== "string") return null;
    return { title, description };
  } catch {
    return null;
  }
}
