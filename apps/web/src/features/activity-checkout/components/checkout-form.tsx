import { Alert, Anchor, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/react';
import { formatMoney, type ActivityQuote } from '@travel/contracts';
import { ActivitySummary } from '../../../shared/activity/activity-summary';
import { activityDetailsPath } from '../../../shared/activity/paths';
import { useIsAgencyActive } from '../../../shared/agency/agency-context';
import { ApiError } from '../../../shared/api/api-error';
import { BookingFor } from '../../../shared/booking/checkout/booking-for';
import { CheckoutLayout } from '../../../shared/booking/checkout/checkout-layout';
import { CheckoutSubmit, MarkupNote } from '../../../shared/booking/checkout/checkout-submit';
import { ContactFields, contactErrors, useContact } from '../../../shared/booking/checkout/contact-fields';
import { PriceAside } from '../../../shared/booking/checkout/price-aside';
import { PriceChangeDialog } from '../../../shared/booking/checkout/price-change-dialog';
import { useAdoptedMarkup, useQuotePrice, type PricedQuote } from '../../../shared/booking/checkout/quote-price';
import { RefundProtectionOption } from '../../../shared/booking/checkout/refund-protection-option';
import type { ClientSummary } from '../../../shared/booking/checkout/search-clients';
import { isSoldOutError } from '../../../shared/booking/checkout/stop-notice';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useSession } from '../../../shared/session/session-context';
import { useFocusFirstInvalid } from '../../../shared/ui/focus-first-invalid';
import { useCheckoutActivity } from '../api/activity-product';
import { activityBookingKey, useBookActivity } from '../api/book-activity';
import { activityDrafts, type ActivityDraft } from '../lib/activity-draft';
import { activityDraftPath, activityDraftPayPath, type CheckoutEntry } from '../lib/checkout-address';
import { answersOf, emptyTravelers, hasErrors, type AnswerDraft, type TravelerDraft } from '../lib/traveler-drafts';
import { QuestionField } from './question-field';
import { ActivityTravelerFields } from './traveler-fields';

const newKey = () => crypto.randomUUID();

/** The quote's price and markup as the kit reads them (spec 4: the markup is adopted from the answer). */
function pricedOf(quote: ActivityQuote): PricedQuote {
  return {
    breakdown: quote.breakdown,
    refundProtectPercent: quote.refundProtectPercent,
    markupType: quote.markupType === 'percent' || quote.markupType === 'fixed' ? quote.markupType : null,
    markup: quote.markup,
  };
}

/**
 * The checkout of a locked quote: the travellers by age band with the supplier's questions (of
 * each traveller or of the booking, mandatory or optional), the contact, refund protection, an
 * agent's client; the activity and its price beside. A changed price is shown first, to accept
 * or to go back to the calendar. Booking holds the places; the payment step follows.
 */
export function CheckoutForm({ draft, entry }: { draft: ActivityDraft; entry: CheckoutEntry }) {
  const { t } = useTranslation('activity-booking');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { profile, isTravelAgent } = useSession();
  const isActive = useIsAgencyActive();
  const language = currentLanguage();
  const { quote, client } = draft;
  const activity = quote.activity;
  const [acceptedQuoteId, setAcceptedQuoteId] = useState<string | null>(null);
  const customerName = client?.name ?? (isTravelAgent ? '' : (profile?.name ?? ''));
  const [travelers, setTravelers] = useState<TravelerDraft[]>(() => emptyTravelers(activity.travelers, customerName));
  const [bookingAnswers, setBookingAnswers] = useState<Record<string, AnswerDraft>>({});
  const [isProtected, setProtected] = useState(false);
  const [isSubmitted, setSubmitted] = useState(false);
  const bookingKey = useRef(newKey());
  const booking = useBookActivity();
  const customerPricing = useCheckoutActivity();
  const priced = useMemo(() => pricedOf(quote), [quote]);
  const { markup, adopt } = useAdoptedMarkup(priced);
  const { price, canProtect, protectionAmount } = useQuotePrice(priced, isProtected);
  const { ref: formRef, focusAfterRender } = useFocusFirstInvalid<HTMLFormElement>();
  const contact = useContact(
    { key: client?._id ?? 'self', email: client?.email ?? profile?.email ?? '' },
    profile?.phone ?? '',
  );
  const perTraveler = activity.bookingQuestions.filter((q) => q.perTraveler);
  const perBooking = activity.bookingQuestions.filter((q) => !q.perTraveler);
  const detailsPath = activityDetailsPath(activity.productCode, entry.search);
  const money = (amount: number) => formatMoney({ amount, currency: quote.breakdown.currency }, language);
  if (!price) return null;

  // An agent books for a client (or back for themselves): the same hold priced for that customer
  // becomes the checkout's draft; the replaced one is no longer awaited.
  const chooseCustomer = (chosen: ClientSummary | null) => {
    customerPricing.mutate(
      { holdId: entry.hold, ...(chosen ? { clientId: chosen._id } : {}) },
      {
        onSuccess: (next) => {
          adopt(pricedOf(next));
          activityDrafts.keep({
            quote: next,
            client: chosen && { _id: chosen._id, name: chosen.name, email: chosen.email },
          });
          activityDrafts.forget(quote.quoteId);
          bookingKey.current = newKey();
          setTravelers(emptyTravelers(next.activity.travelers, chosen?.name ?? ''));
          void navigate(activityDraftPath(entry, next.quoteId), { replace: true });
        },
      },
    );
  };

  const contactError = contactErrors(contact);
  const isValid =
    !hasErrors(travelers, bookingAnswers, activity.bookingQuestions) && !contactError.email && !contactError.phone;
  const onBook = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!isValid) focusAfterRender();
    if (!isValid || !isActive) return;
    booking.mutate(
      {
        idempotencyKey: bookingKey.current,
        body: {
          quoteId: quote.quoteId,
          travelers: travelers.map((traveler) => ({
            band: traveler.band,
            givenName: traveler.givenName.trim(),
            familyName: traveler.familyName.trim(),
            answers: answersOf(perTraveler, traveler.answers),
          })),
          answers: answersOf(perBooking, bookingAnswers),
          contact: { email: contact.email.trim(), phone: contact.phone.trim() },
          isTripProtectionSelected: isProtected,
          ...(client ? { clientId: client._id } : {}),
        },
      },
      {
        onSuccess: (booked) => {
          queryClient.setQueryData(activityBookingKey(booked.referenceNumber), booked);
          void navigate(activityDraftPayPath(booked.referenceNumber, quote.quoteId), { replace: true });
        },
      },
    );
  };

  const showChange = quote.status === 'changed' && acceptedQuoteId !== quote.quoteId;
  const pricingError = customerPricing.error instanceof ApiError ? customerPricing.error.message : null;
  return (
    <CheckoutLayout
      title={t('checkout.title')}
      aside={
        <PriceAside subtitle={activity.title} price={price} audience={isTravelAgent ? 'agency' : 'customer'}>
          {isTravelAgent && <MarkupNote markup={markup} currency={quote.breakdown.currency} />}
        </PriceAside>
      }
    >
      <PriceChangeDialog
        opened={showChange}
        text={t('checkout.priceChanged')}
        previous={money(quote.previousTotal)}
        current={money(quote.breakdown.total)}
        onAccept={() => setAcceptedQuoteId(quote.quoteId)}
        onBack={() => {
          // Leaving at the new price: the draft is no longer awaited.
          activityDrafts.forget(quote.quoteId);
          void navigate(detailsPath);
        }}
      />
      <ActivitySummary activity={activity} />
      {activity.confirmationType === 'MANUAL' && (
        <Alert color="orange" data-testid="manual-note">
          {t('checkout.manual')}
        </Alert>
      )}
      {isTravelAgent && <BookingFor client={client} isPricing={customerPricing.isPending} onChoose={chooseCustomer} />}
      {pricingError && (
        <Alert color="red" role="alert">
          {pricingError}
        </Alert>
      )}
      <form ref={formRef} onSubmit={onBook} noValidate>
        <Stack gap="md">
          <ActivityTravelerFields
            travelers={travelers}
            questions={perTraveler}
            showErrors={isSubmitted}
            onChange={setTravelers}
          />
          {perBooking.length > 0 && (
            <Paper withBorder p="md" radius="md" component="fieldset" data-testid="booking-questions">
              <Text component="legend" fw={600} mb="xs">
                {t('questions.booking')}
              </Text>
              <Stack gap="sm">
                {perBooking.map((question) => (
                  <QuestionField
                    key={question.id}
                    question={question}
                    answer={bookingAnswers[question.id]}
                    showErrors={isSubmitted}
                    onChange={(answer) => setBookingAnswers({ ...bookingAnswers, [question.id]: answer })}
                  />
                ))}
              </Stack>
            </Paper>
          )}
          <ContactFields contact={contact} showErrors={isSubmitted} />
          {canProtect && (
            <RefundProtectionOption
              checked={isProtected}
              onChange={setProtected}
              amountLabel={money(protectionAmount)}
            />
          )}
          <CheckoutSubmit
            error={booking.error}
            errorAction={
              isSoldOutError(booking.error) && (
                <div>
                  <Anchor component={Link} to={detailsPath}>
                    {t('chooseAgain')}
                  </Anchor>
                </div>
              )
            }
            total={money(price.total)}
            isPending={booking.isPending}
            disabled={showChange || !isActive || customerPricing.isPending}
          />
        </Stack>
      </form>
    </CheckoutLayout>
  );
}
