/** Folds text for matching: no accents, lower case, words separated by one space ('São  Paulo' -> 'sao paulo'). */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
