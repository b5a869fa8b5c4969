import { z } from 'zod';
import type { MessageKey } from '../i18n/messages-en';

/** A string checked by one of the shared rules; the rule's message key becomes the zod message. */
export function ruled(rule: (value: string) => MessageKey | null, max = 320) {
  return z
    .string({ error: 'validation.required' })
    .max(max, 'validation.tooLong')
    .superRefine((value, ctx) => {
      const message = rule(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    });
}
