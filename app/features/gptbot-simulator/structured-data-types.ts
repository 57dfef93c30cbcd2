/** "@type" values of parsed JSON-LD blocks, in order, including those inside "@graph". */
export function structuredDataTypes(data: readonly unknown[]): string[] {
  const types: string[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(visit);
      return;
    }
    if (value === null || typeof value !== "object") return;
    const record = value as Record<string, unknown>;
    const type = record["@type"];
    if (typeof type === "string") types.push(type);
    else if (Array.isArray(type)) types.push(...type.filter((t): t is string => typeof t === "string"));
    if (Array.isArray(record["@graph"])) visit(record["@graph"]);
  };
  data.forEach(visit);
  return types;
}
