import { Button, CloseButton, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatMoney, type Money, type ProposalExtraInput, type ProposalExtraKind } from '@travel/contracts';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/react';
import { Ltr } from '../../../shared/widgets/ltr';
import { ActivityPicker } from './activity-picker';
import { CarPicker } from './car-picker';
import { FlightPicker } from './flight-picker';

/** An extra the agent picked, as the builder lists it before saving. */
export interface ChosenExtra {
  input: ProposalExtraInput;
  title: string;
  detail: string;
  /** The price the search showed the agent (null when the search gave none). */
  price: Money | null;
}

/** The stay the proposal is for: the extras' searches start from it. */
export interface ExtraStay {
  checkIn: string;
  checkOut: string;
  adults: number;
  country: string;
  currency: string;
}

const KINDS: readonly ProposalExtraKind[] = ['flight', 'car', 'activity'];

/**
 * The extras beside the hotels: a flight, a car rental and an activity (one of each), each picked
 * from a live search of its vertical. Kept extras of a draft are passed as `kept` (by kind).
 */
export function ExtrasPicker(props: {
  stay: ExtraStay;
  chosen: ChosenExtra[];
  onChange(chosen: ChosenExtra[]): void;
  kept?: readonly ProposalExtraKind[];
}) {
  const { stay, chosen, onChange, kept = [] } = props;
  const { t } = useTranslation('proposals');
  const [open, setOpen] = useState<ProposalExtraKind | null>(null);
  const taken = new Set([...kept, ...chosen.map((extra) => extra.input.kind)]);
  const add = (extra: ChosenExtra) => {
    onChange([...chosen.filter((other) => other.input.kind !== extra.input.kind), extra]);
    setOpen(null);
  };
  const language = currentLanguage();
  return (
    <Stack gap="xs" component="section" aria-labelledby="builder-extras">
      <Title order={3} size="h5" id="builder-extras">
        {t('extras.title')}
      </Title>
      {chosen.map((extra) => (
        <Group key={extra.input.kind} justify="space-between" wrap="nowrap" data-testid="chosen-extra">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              {t(`extras.kind.${extra.input.kind}`)}: {extra.title}
            </Text>
            <Text size="sm" c="dimmed">
              {extra.detail}
              {extra.price && (
                <>
                  {' · '}
                  <Ltr>{formatMoney(extra.price, language)}</Ltr>
                </>
              )}
            </Text>
          </div>
          <CloseButton
            aria-label={t('extras.remove', { name: extra.title })}
            onClick={() => onChange(chosen.filter((other) => other !== extra))}
          />
        </Group>
      ))}
      <Group gap="xs" wrap="wrap">
        {KINDS.filter((kind) => !taken.has(kind)).map((kind) => (
          <Button
            key={kind}
            size="xs"
            variant={open === kind ? 'filled' : 'default'}
            aria-expanded={open === kind}
            onClick={() => setOpen((current) => (current === kind ? null : kind))}
          >
            {t(`extras.add.${kind}`)}
          </Button>
        ))}
      </Group>
      {open === 'car' && <CarPicker stay={stay} onAdd={add} />}
      {open === 'activity' && <ActivityPicker stay={stay} onAdd={add} />}
      {open === 'flight' && <FlightPicker stay={stay} onAdd={add} />}
    </Stack>
  );
}
