import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../constants';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Picks the best supported language from an Accept-Language header by quality, matching on the
 * primary subtag (pt-BR is pt). Falls back to en.
 */
export function pickLanguage(header: string | undefined | null): Language {
  if (!header) return FALLBACK_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { primary: tag.toLowerCase().split('-')[0] ?? '', quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  const match = ranked.find((entry) => isLanguage(entry.primary));
  return match && isLanguage(match.primary) ? match.primary : FALLBACK_LANGUAGE;
}
