/** ISO-8601 UTC text, the one time format stored in the database (see db/schema.ts). */
export function isoTime(milliseconds: number): string {
  return new Date(milliseconds).toISOString();
}
