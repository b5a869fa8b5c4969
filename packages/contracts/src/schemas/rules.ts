import type { MessageKey } from '../i18n/messages-en';
import { text } from './common';

/** A string checked by one of the shared rules; the rule's message key becomes the zod message. */
export function ruled(rule: (value: string) => MessageKey | null, max = 320) {
  return text({ error: 'validation.required' })
    .max(max, 'validation.tooLong')
    .superRefine((value, ctx) => {
      const message = rule(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    });
}
