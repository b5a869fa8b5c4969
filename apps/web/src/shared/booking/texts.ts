import { useTranslation } from '../i18n/react';

/**
 * Where a kit component finds its words: a namespace and a key prefix under which the screen
 * that uses it keeps them (the customer's 'trips' and the agency's 'agency' namespaces word a
 * cancellation differently; the kit asks the same keys of both).
 */
export interface KitTexts {
  ns: string;
  keyPrefix: string;
}

/** The translation function of a kit component, reading its keys under `texts`. */
export function useKitTexts(texts: KitTexts) {
  return useTranslation(texts.ns, { keyPrefix: texts.keyPrefix });
}
