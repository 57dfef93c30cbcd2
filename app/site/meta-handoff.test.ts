import { describe, expect, it } from "vitest";
import { META_HANDOFF_KEY, takeMetaHandoff, writeMetaHandoff } from "./meta-handoff";

function memoryStorage(): Pick<Storage, "getItem" | "setItem" | "removeItem"> & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe("meta handoff", () => {
  it("carries a title and description once", () => {
    const storage = memoryStorage();
    expect(writeMetaHandoff(storage, { title: "İstanbul SEO Ajansı | Pusula", description: "Açıklama." })).toBe(true);
    expect(takeMetaHandoff(storage)).toEqual({ title: "İstanbul SEO Ajansı | Pusula", description: "Açıklama." });
    expect(takeMetaHandoff(storage)).toBeNull();
  });

  it("ignores foreign or broken values and a storage that throws", () => {
    const storage = memoryStorage();
    storage.items.set(META_HANDOFF_KEY, "{bozuk");
    expect(takeMetaHandoff(storage)).toBeNull();
    storage.items.set(META_HANDOFF_KEY, JSON.stringify({ title: 1, description: "x" }));
    expect(takeMetaHandoff(storage)).toBeNull();
    const refusing = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota");
      },
      removeItem: () => undefined,
    };
    expect(takeMetaHandoff(refusing)).toBeNull();
    expect(writeMetaHandoff(refusing, { title: "a", description: "b" })).toBe(false);
  });
});
