import { Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { validateEmail } from '@travel/contracts';

const PHONE = /^\+?[\d\s()-]{6,20}$/;

export interface Contact {
  email: string;
  phone: string;
  setEmail(value: string): void;
  setPhone(value: string): void;
}

/**
 * The booking's contact, prefilled with the customer's e-mail (the client an agent books for,
 * else the user) and the user's phone. A typed e-mail stays while the customer does; choosing
 * another customer brings that customer's e-mail back.
 */
export function useContact(customer: { key: string; email: string }, phone: string): Contact {
  const [typedEmail, setTypedEmail] = useState<{ customer: string; value: string } | null>(null);
  const [typedPhone, setTypedPhone] = useState<string | null>(null);
  return {
    email: typedEmail?.customer === customer.key ? typedEmail.value : customer.email,
    phone: typedPhone ?? phone,
    setEmail: (value) => setTypedEmail({ customer: customer.key, value }),
    setPhone: setTypedPhone,
  };
}

/** The message keys of the contact's errors, by field (none when valid). */
export function contactErrors(contact: Pick<Contact, 'email' | 'phone'>) {
  const email = validateEmail(contact.email);
  return {
    email: email ? `common:${email}` : null,
    phone: PHONE.test(contact.phone) ? null : 'errors.phone',
  };
}

export function ContactFields({ contact, showErrors }: { contact: Contact; showErrors: boolean }) {
  const { t } = useTranslation('checkout');
  const errors = contactErrors(contact);
  return (
    <Paper withBorder p="md" radius="md" component="fieldset">
      <Text component="legend" fw={600} mb="xs">
        {t('contact')}
      </Text>
      <Stack gap="sm">
        <TextInput
          label={t('email')}
          type="email"
          dir="ltr"
          value={contact.email}
          onChange={(e) => contact.setEmail(e.currentTarget.value)}
          error={showErrors && errors.email ? t(errors.email) : undefined}
          required
        />
        <TextInput
          label={t('phone')}
          type="tel"
          dir="ltr"
          value={contact.phone}
          onChange={(e) => contact.setPhone(e.currentTarget.value)}
          error={showErrors && errors.phone ? t(errors.phone) : undefined}
          required
        />
      </Stack>
    </Paper>
  );
}
