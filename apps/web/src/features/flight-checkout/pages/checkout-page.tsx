import { Alert, Button, Container, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/react';
import { formatMoney, todayIn, type FlightBooking } from '@travel/contracts';
import { useIsAgencyActive } from '../../../shared/agency/agency-context';
import { ApiError } from '../../../shared/api/api-error';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useSession } from '../../../shared/session/session-context';
import { useFocusFirstInvalid } from '../../../shared/ui/focus-first-invalid';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useBookFlight } from '../api/book-flight';
import { reservationKey } from '../api/reservation-details';
import { deleteStoredFlight, storedFlightKey, useStoredFlight } from '../api/flight-store';
import { usePriceForCustomer } from '../api/price-for-customer';
import { BookingFor } from '../../../shared/booking/checkout/booking-for';
import { CheckoutSubmit, MarkupNote } from '../../../shared/booking/checkout/checkout-submit';
import { ContactFields, contactErrors, useContact } from '../../../shared/booking/checkout/contact-fields';
import { CheckoutLayout } from '../../../shared/booking/checkout/checkout-layout';
import { PriceAside } from '../../../shared/booking/checkout/price-aside';
import { PriceChangeDialog } from '../../../shared/booking/checkout/price-change-dialog';
import { ResumingPayment } from '../../../shared/booking/checkout/resuming-payment';
import { useCheckoutPayment } from '../../../shared/booking/checkout/use-checkout-payment';
import { useAdoptedMarkup, useQuotePrice } from '../../../shared/booking/checkout/quote-price';
import { RefundProtectionOption } from '../../../shared/booking/checkout/refund-protection-option';
import type { ClientSummary } from '../../../shared/booking/checkout/search-clients';
import { TravelerFields, type TravelerDraft } from '../../../shared/booking/checkout/traveler-fields';
import { emptyTravelers, travelerErrors } from '../../../shared/booking/checkout/traveler-state';
import { HeldPayment } from '../components/held-payment';
import { ItinerarySummary } from '../components/itinerary-summary';
import { payFlight } from '../api/pay-flight';

const CHECKOUT_PATH = '/booknow/flights/checkout';

function newKey(): string {
  return crypto.randomUUID();
}

/**
 * Checkout: travellers and contact, optional refund protection, the price breakdown; booking holds
 * the seats; then the card. A price change since the search is shown first, to accept or leave.
 */
export function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { profile, isTravelAgent } = useSession();
  const language = currentLanguage();
  const stored = useStoredFlight(params.get('quote'));
  const resume = params.get('resume');
  const payment = useCheckoutPayment<FlightBooking>({
    resume,
    challenge: params.get('challenge'),
    draftId: stored.data?.id ?? null,
    pendingKey: 'flight-checkout:pending-payment',
    pay: payFlight,
    forgetDraft: deleteStoredFlight,
    bookingKey: reservationKey,
    confirmationPath: (reference) => `/booknow/flights/confirmation?referenceNumber=${encodeURIComponent(reference)}`,
  });
  const bookMutation = useBookFlight();
  const isActive = useIsAgencyActive();
  // The quote whose changed price was accepted: another customer's quote asks again.
  const [acceptedQuoteId, setAcceptedQuoteId] = useState<string | null>(null);
  const [travelers, setTravelers] = useState<TravelerDraft[] | null>(null);
  const [isProtected, setProtected] = useState(false);
  const [isSubmitted, setSubmitted] = useState(false);
  // The held booking being paid: kept in the address, so a reload resumes the payment step.
  const heldReference = params.get('booking');
  const bookingKey = useRef(newKey());
  const queryClient = useQueryClient();
  const customerPricing = usePriceForCustomer();
  const { ref: bookingFormRef, focusAfterRender: focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();

  const quote = stored.data?.quote ?? null;
  const { markup, adopt: adoptAnswerMarkup } = useAdoptedMarkup(quote);
  const audience = isTravelAgent ? 'agency' : 'customer';
  const contact = useContact(
    { key: quote?.client?._id ?? 'self', email: quote?.client?.email ?? profile?.email ?? '' },
    profile?.phone ?? '',
  );

  // An agent books for a client (or back for themselves): the same offer priced for that
  // customer becomes the checkout's quote; the replaced draft is no longer awaited.
  const chooseCustomer = (client: ClientSummary | null) => {
    const current = stored.data;
    if (!current) return;
    customerPricing.mutate(
      { quote: current.quote, clientId: client?._id ?? null },
      {
        onSuccess: ({ answer, stored: next }) => {
          adoptAnswerMarkup(answer);
          queryClient.setQueryData(storedFlightKey(next.quote.quoteId), next);
          bookingKey.current = newKey();
          deleteStoredFlight(current.id);
          void navigate(`${CHECKOUT_PATH}?quote=${encodeURIComponent(next.quote.quoteId)}`, { replace: true });
        },
      },
    );
  };
  const departureDate = quote?.flights[0]?.departureTime.slice(0, 10) ?? '';
  const forms = useMemo(() => travelers ?? (quote ? emptyTravelers(quote.passengers) : []), [travelers, quote]);
  const errors = useMemo(() => travelerErrors(forms, departureDate, todayIn()), [forms, departureDate]);
  const { price, canProtect, protectionAmount } = useQuotePrice(quote, isProtected);
  const money = (amount: number, currency: string) => formatMoney({ amount, currency }, language);

  if (resume) {
    return (
      <ResumingPayment
        payment={payment}
        onViewBooking={() => void navigate(`/flight-details?referenceNumber=${encodeURIComponent(resume)}`)}
      />
    );
  }

  if (heldReference) return <HeldPayment referenceNumber={heldReference} payment={payment} audience={audience} />;

  if (stored.isPending) {
    return <PageLoading />;
  }
  if (!quote || !price) {
    const isExpired = stored.error instanceof ApiError && stored.error.status === 410;
    return (
      <Container size="sm" py="xl">
        <Alert color="red" role="alert" title={isExpired ? t('expired') : t('common:common.somethingWentWrong')}>
          <Button mt="sm" onClick={() => navigate('/booknow/flights/search')}>
            {t('searchAgain')}
          </Button>
        </Alert>
      </Container>
    );
  }

  const contactError = contactErrors(contact);
  const isFormValid = errors.every((e) => Object.keys(e).length === 0) && !contactError.email && !contactError.phone;
  const onBook = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!isFormValid) focusFirstInvalid();
    if (!isFormValid || !isActive) return;
    bookMutation.mutate(
      {
        idempotencyKey: bookingKey.current,
        body: {
          quoteId: quote.quoteId,
          travelers: forms.map(({ gender, ...traveler }) => ({
            ...traveler,
            givenName: traveler.givenName.trim(),
            familyName: traveler.familyName.trim(),
            ...(gender ? { gender } : {}),
          })),
          contact: { email: contact.email.trim(), phone: contact.phone.trim() },
          isTripProtectionSelected: isProtected,
        },
      },
      {
        onSuccess: (booking) => {
          queryClient.setQueryData(reservationKey(booking.referenceNumber), booking);
          void navigate(
            `${CHECKOUT_PATH}?quote=${encodeURIComponent(quote.quoteId)}&booking=${encodeURIComponent(booking.referenceNumber)}`,
            { replace: true },
          );
        },
      },
    );
  };

  const showChange = quote.status === 'changed' && acceptedQuoteId !== quote.quoteId;
  return (
    <CheckoutLayout
      title={t('title')}
      aside={
        <PriceAside subtitle={quote.fareFamilyName} price={price} audience={audience}>
          {isTravelAgent && <MarkupNote markup={markup} currency={quote.breakdown.currency} />}
        </PriceAside>
      }
    >
      <PriceChangeDialog
        opened={showChange}
        previous={money(quote.previousTotal, quote.breakdown.currency)}
        current={money(quote.breakdown.total, quote.breakdown.currency)}
        onAccept={() => setAcceptedQuoteId(quote.quoteId)}
        onBack={() => {
          // Leaving at the new price: the draft is no longer awaited.
          if (stored.data) deleteStoredFlight(stored.data.id);
          void navigate(-1);
        }}
      />
      <ItinerarySummary flights={quote.flights} />
      {isTravelAgent && (
        <BookingFor client={quote.client} isPricing={customerPricing.isPending} onChoose={chooseCustomer} />
      )}
      <form ref={bookingFormRef} onSubmit={onBook} noValidate>
        <Stack gap="md">
          {forms.map((traveler, index) => (
            <TravelerFields
              key={index}
              index={index}
              traveler={traveler}
              onChange={(next) => setTravelers(forms.map((current, i) => (i === index ? next : current)))}
              errors={
                isSubmitted
                  ? Object.fromEntries(Object.entries(errors[index] ?? {}).map(([field, key]) => [field, t(key)]))
                  : {}
              }
            />
          ))}
          <ContactFields contact={contact} showErrors={isSubmitted} />
          {canProtect && (
            <RefundProtectionOption
              checked={isProtected}
              onChange={setProtected}
              amountLabel={money(protectionAmount, quote.breakdown.currency)}
            />
          )}
          <CheckoutSubmit
            error={bookMutation.error}
            total={money(price.total, price.currency)}
            isPending={bookMutation.isPending}
            disabled={showChange || !isActive || customerPricing.isPending}
          />
        </Stack>
      </form>
    </CheckoutLayout>
  );
}
