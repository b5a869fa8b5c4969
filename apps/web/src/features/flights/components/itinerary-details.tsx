import { Button, Divider, Drawer, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react';
import { useNavigate } from 'react-router';
import {
  adoptMarkup,
  type AppliedMarkup,
  type FlightSearchResponse,
  type Itinerary,
  type Travelers,
} from '@travel/contracts';
import { ApiError } from '../../../shared/api/api-error';
import { formatMarkup } from '../../../shared/format/markup';
import { Ltr } from '../../../shared/widgets/ltr';
import { useSession } from '../../../shared/session/session-context';
import { RadioGroup } from '../../../shared/widgets/radio-group';
import { useFareRules } from '../api/get-fare-rules';
import { useFlightQuote, type RepriceResult } from '../api/reprice-flight';
import type { FareFamily } from '../lib/options';
import { formatPrice } from '../lib/format';
import { FLIGHT_CHECKOUT_PATH } from '../lib/paths';
import { FareConditions } from './fare-conditions';
import { LegSegments } from './itinerary-segments';

/** An offer older than its 30 minutes: the API answers 410 Gone. */
export const isExpiredError = (error: unknown) => error instanceof ApiError && error.status === 410;

export interface ItineraryDetailsProps {
  itinerary: Itinerary | null;
  fareFamilies: FlightSearchResponse['fareFamilies'];
  passengers: Travelers;
  currency: string;
  onClose(): void;
  /** The offer has expired (410): the page offers a new search. */
  onExpired(): void;
}

function DetailsBody({
  itinerary,
  fareFamilies,
  passengers,
  currency,
  onClose,
  onExpired,
}: ItineraryDetailsProps & { itinerary: Itinerary }) {
  const { t, i18n } = useTranslation('flights');
  const navigate = useNavigate();
  const [fareFamily, setFareFamily] = useState<FareFamily>(itinerary.fares[0]?.fareFamily ?? 'Basic');
  const rules = useFareRules(itinerary.id, fareFamily, currency);
  const quote = useFlightQuote({ offerId: itinerary.id, fareFamily, passengers, currency });
  const isRulesExpired = isExpiredError(rules.error);
  const isQuoteExpired = isExpiredError(quote.error);
  useEffect(() => {
    if (isRulesExpired) onExpired();
  }, [isRulesExpired, onExpired]);
  useEffect(() => {
    // The query client has shown the error toast; an expired offer cannot be booked at all.
    if (!isQuoteExpired) return;
    onExpired();
    onClose();
  }, [isQuoteExpired, onExpired, onClose]);

  // The markup of the latest answer that carried one (spec 4), named to agents only.
  const { isTravelAgent } = useSession();
  const [markup, setMarkup] = useState<AppliedMarkup | null>(null);
  const [adoptedFrom, setAdoptedFrom] = useState<RepriceResult | null>(null);
  if (quote.data && quote.data !== adoptedFrom) {
    setAdoptedFrom(quote.data);
    setMarkup(adoptMarkup(markup, quote.data));
  }

  const definition = fareFamilies.find((family) => family.code === fareFamily);
  const price = (amount: number) => formatPrice(amount, itinerary.displayCurrency, i18n.language);
  const priced = quote.data?.data ?? null;
  const quoted = (amount: number) => formatPrice(amount, priced?.breakdown.currency ?? currency, i18n.language);

  // Once priced, the conditions are the quote's: its change fee and penalty at its locked rate.
  const shownRules =
    rules.data && priced?.fareFamily === fareFamily ? { ...rules.data, conditions: priced.conditions } : rules.data;

  // The checkout takes this very quote: its price is the one shown here.
  const proceed = () => {
    if (priced) void navigate(`${FLIGHT_CHECKOUT_PATH}?quote=${encodeURIComponent(priced.quoteId)}`);
  };

  return (
    <Stack gap="lg">
      {itinerary.flights.map((leg, index) => (
        <LegSegments
          key={index}
          leg={leg}
          title={`${t('search.legTitle', { number: index + 1 })}: ${t('summary.route', { from: leg.origin, to: leg.destination })}`}
        />
      ))}
      <Divider />
      <RadioGroup<FareFamily>
        label={t('details.fareFamilies')}
        options={itinerary.fares.map((fare) => ({
          value: fare.fareFamily,
          label: t('details.fareOption', {
            name: fareFamilies.find((family) => family.code === fare.fareFamily)?.name ?? fare.fareFamily,
            price: price(fare.displayAmount),
          }),
        }))}
        value={fareFamily}
        onChange={setFareFamily}
      />
      {definition && (
        <Text size="sm" c="dimmed" data-testid="fare-family-description">
          {/* Worded here by the family's code (decision 017); an unknown family as its supplier says. */}
          {t(`details.fareFamilyDescriptions.${definition.code}`, { defaultValue: definition.description })}
        </Text>
      )}
      <FareConditions rules={shownRules} isLoading={rules.isLoading} />
      {/* The total and Continue stay in view while the segments and rules scroll. */}
      <Group
        justify="space-between"
        wrap="nowrap"
        py="sm"
        style={{
          position: 'sticky',
          bottom: 0,
          background: 'var(--mantine-color-body)',
          borderTop: '1px solid var(--mantine-color-default-border)',
        }}
      >
        <div aria-live="polite" aria-busy={quote.isFetching}>
          <Text size="sm" c="dimmed">
            {t('details.total')}
          </Text>
          {quote.isFetching ? (
            <Text size="sm" role="status" data-testid="details-pricing">
              <Loader size="xs" mr="xs" aria-hidden />
              {t('details.pricing')}
            </Text>
          ) : priced ? (
            <>
              <Text fw={700} size="xl" data-testid="details-total">
                <Ltr>{quoted(priced.breakdown.total)}</Ltr>
              </Text>
              {priced.status === 'changed' && (
                <Text size="sm" c="orange" data-testid="price-change-note">
                  <Ltr>
                    {t('details.priceChanged', {
                      was: quoted(priced.previousTotal),
                      now: quoted(priced.breakdown.total),
                    })}
                  </Ltr>
                </Text>
              )}
              {isTravelAgent && markup && (
                <Text size="sm" c="dimmed" data-testid="markup-note">
                  <Ltr>
                    {t('details.markupIncluded', {
                      markup: formatMarkup(markup, priced.breakdown.currency, i18n.language),
                    })}
                  </Ltr>
                </Text>
              )}
            </>
          ) : (
            <Text size="sm" c="red" data-testid="details-unavailable">
              {t('details.priceUnavailable')}
            </Text>
          )}
        </div>
        <Button size="md" onClick={proceed} disabled={!priced || quote.isFetching}>
          {t('details.continue')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The chosen itinerary's segments, fare families and fare rules, and the chosen family priced
 * now (a quote); Continue takes that quote to the checkout.
 */
export function ItineraryDetails(props: ItineraryDetailsProps) {
  const { t } = useTranslation('flights');
  const isSmallScreen = useMediaQuery('(max-width: 48em)');
  return (
    <Drawer
      opened={props.itinerary !== null}
      onClose={props.onClose}
      position="right"
      size={isSmallScreen ? '100%' : 'lg'}
      title={
        <Title order={2} size="h3">
          {t('details.title')}
        </Title>
      }
      closeButtonProps={{ 'aria-label': t('details.close') }}
    >
      {props.itinerary && <DetailsBody key={props.itinerary.id} {...props} itinerary={props.itinerary} />}
    </Drawer>
  );
}
