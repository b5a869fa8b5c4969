import type { Language } from '../constants';
import en, { type MessageKey } from './messages-en';
import es from './messages-es';
import pt from './messages-pt';

export type { MessageKey };

/**
 * Messages shared by server and web: API error messages and the validation messages of spec
 * section 5. Keys are used as zod messages in the schemas; both sides translate them here.
 * The English texts are the spec's, letter for letter.
 */
export const MESSAGES: Record<Language, Record<MessageKey, string>> = { en, pt, es };

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(en, value);
}

/**
 * Translates a shared message key, filling its `{{name}}` placeholders from `values` (a currency
 * code, say); unknown keys fall back to the generic message.
 */
export function translateMessage(key: string, language: Language, values: Record<string, string> = {}): string {
  if (!isMessageKey(key)) return MESSAGES[language]['validation.invalid'];
  return MESSAGES[language][key].replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}
