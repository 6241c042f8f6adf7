/** Converts a database timestamp to unix seconds on the wire (docs/spec.md §3); null stays null. */
export function toUnix(value: Date | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  return Math.floor(new Date(value).getTime() / 1000);
}
