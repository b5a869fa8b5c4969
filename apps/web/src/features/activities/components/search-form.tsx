import { Grid, Group, Paper, Text, TextInput } from '@mantine/core';
import { IconMapPin, IconTicket, IconWorld } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/react';
import { SuggestField } from '../../../shared/widgets/suggest-field';
import { SearchSubmitRow, useSearchGate } from '../../../shared/widgets/search-submit';
import { suggestionKey, useActivitySuggestions, type ActivitySuggestion } from '../api/activity-search';
import type { ActivityLocation } from '../lib/search-link';

/** The form before it is sent: a place or a product chosen in the look-up, and words of the title. */
export interface ActivitySearchForm {
  location: ActivityLocation | null;
  searchedText: string;
}

/** The most words of a title the server takes (activitySearchStateSchema). */
const MAX_TEXT = 100;

function SuggestionOption({ suggestion }: { suggestion: ActivitySuggestion }) {
  const { t } = useTranslation('activities');
  if (suggestion.kind === 'product') {
    const { product } = suggestion;
    return (
      <Group gap="sm" wrap="nowrap">
        <IconTicket size={18} aria-hidden />
        <div>
          <Text size="sm" fw={500}>
            {product.productName}
          </Text>
          <Text size="xs" c="dimmed">
            {t('search.productIn', { place: product.destinationName })}
          </Text>
        </div>
      </Group>
    );
  }
  const { destination } = suggestion;
  const Icon = destination.destinationType === 'CITY' ? IconMapPin : IconWorld;
  return (
    <Group gap="sm" wrap="nowrap">
      <Icon size={18} aria-hidden />
      <div>
        <Text size="sm" fw={500}>
          {destination.destinationName}
        </Text>
        <Text size="xs" c="dimmed">
          {t(`search.destinationTypes.${destination.destinationType}`)} · {destination.path}
        </Text>
      </div>
    </Group>
  );
}

const locationOf = (suggestion: ActivitySuggestion): ActivityLocation =>
  suggestion.kind === 'destination'
    ? {
        destinationId: suggestion.destination.destinationId,
        destinationName: suggestion.destination.destinationName,
        destinationType: suggestion.destination.destinationType,
      }
    : {
        destinationId: suggestion.product.destinationId,
        destinationName: suggestion.product.destinationName,
        destinationType: suggestion.product.destinationType,
        productCode: suggestion.product.productCode,
        productName: suggestion.product.productName,
      };

export interface ActivitySearchFormProps {
  form: ActivitySearchForm;
  onChange(form: ActivitySearchForm): void;
  onSubmit(form: ActivitySearchForm): void;
}

/**
 * The activity search (spec section 4): one look-up offering destinations (cities, regions,
 * countries) and products by their title, and words the titles must contain.
 */
export function ActivitySearchFormView({ form, onChange, onSubmit }: ActivitySearchFormProps) {
  const { t } = useTranslation('activities');
  const gate = useSearchGate(form.location ? null : t('search.problems.location'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (gate.canSearch) onSubmit(form);
  };
  const { location } = form;
  return (
    <Paper component="form" withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} onSubmit={submit} noValidate>
      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <SuggestField<ActivitySuggestion>
            label={t('search.location')}
            value={
              location ? (location.productCode ? `p:${location.productCode}` : `d:${location.destinationId}`) : null
            }
            valueText={location ? (location.productName ?? location.destinationName) : ''}
            useSuggestions={useActivitySuggestions}
            keyOf={suggestionKey}
            renderOption={(suggestion) => <SuggestionOption suggestion={suggestion} />}
            onPick={(suggestion) => onChange({ ...form, location: locationOf(suggestion) })}
            leftSection={<IconMapPin size={18} aria-hidden />}
            texts={{
              placeholder: t('search.locationPlaceholder'),
              searching: t('search.searching'),
              typeMore: t('search.typeMore'),
              none: t('search.noMatches'),
              found: (count) => t('search.matchesFound', { count }),
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <TextInput
            label={t('search.text')}
            placeholder={t('search.textPlaceholder')}
            value={form.searchedText}
            maxLength={MAX_TEXT}
            onChange={(event) => onChange({ ...form, searchedText: event.currentTarget.value })}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <SearchSubmitRow gate={gate} label={t('search.submit')} />
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
