/** A LIKE pattern matching `text` anywhere (lower-cased for ILIKE), its wildcards escaped. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
