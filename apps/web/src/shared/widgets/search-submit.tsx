import { Button, Group, Text } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../i18n/react';
import { useIsAgencyActive } from '../agency/agency-context';

/**
 * Whether a search form may be sent: its first problem (already in words) stops it, and so does
 * an inactive agency, whose forms are shown but cannot be sent (spec section 3).
 */
export function useSearchGate(problem: string | null): { canSearch: boolean; hint: string } {
  const { t } = useTranslation();
  const isActive = useIsAgencyActive();
  if (!isActive) return { canSearch: false, hint: t('common:error.AGENCY_INACTIVE') };
  return { canSearch: problem === null, hint: problem ?? '' };
}

export interface SearchSubmitRowProps {
  gate: { canSearch: boolean; hint: string };
  label: string;
  /** Actions before the submit button (Clear). */
  children?: ReactNode;
}

/** The foot of a search form: why it cannot be sent yet (announced), other actions and Search. */
export function SearchSubmitRow({ gate, label, children }: SearchSubmitRowProps) {
  const hintId = useId();
  return (
    <Group justify="space-between" align="center" wrap="wrap" gap="sm">
      <Text id={hintId} size="sm" c="dimmed" aria-live="polite">
        {gate.hint}
      </Text>
      <Group gap="sm" ml="auto">
        {children}
        <Button
          type="submit"
          disabled={!gate.canSearch}
          aria-describedby={gate.canSearch ? undefined : hintId}
          leftSection={<IconSearch size={16} aria-hidden />}
        >
          {label}
        </Button>
      </Group>
    </Group>
  );
}
