import { Alert, Anchor, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/react';
import { formatMoney, type HotelQuote, type StoredHotel } from '@travel/contracts';
import { useIsAgencyActive } from '../../../shared/agency/agency-context';
import { ApiError } from '../../../shared/api/api-error';
import { BookingFor } from '../../../shared/booking/checkout/booking-for';
import { CheckoutLayout } from '../../../shared/booking/checkout/checkout-layout';
import { CheckoutSubmit, MarkupNote } from '../../../shared/booking/checkout/checkout-submit';
import { ContactFields, contactErrors, useContact } from '../../../shared/booking/checkout/contact-fields';
import { PriceAside } from '../../../shared/booking/checkout/price-aside';
import { PriceChangeDialog } from '../../../shared/booking/checkout/price-change-dialog';
import { useAdoptedMarkup, useQuotePrice } from '../../../shared/booking/checkout/quote-price';
import { RefundProtectionOption } from '../../../shared/booking/checkout/refund-protection-option';
import type { ClientSummary } from '../../../shared/booking/checkout/search-clients';
import { useBoardName } from '../../../shared/hotel/hotel-vocabulary';
import { hotelDraftPath, hotelPayPath, hotelRoomsPath } from '../../../shared/hotel/paths';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useSession } from '../../../shared/session/session-context';
import { useFocusFirstInvalid } from '../../../shared/ui/focus-first-invalid';
import { hotelBookingKey, useBookHotel } from '../api/book-hotel';
import { deleteStoredHotel, storedHotelKey, usePriceStay } from '../api/hotel-price';
import {
  emptyGuests,
  guestErrors,
  hasGuestErrors,
  SPECIAL_REQUESTS_MAX,
  toBookedRooms,
  type GuestDraft,
} from '../lib/guests';
import { GuestFields } from './guest-fields';
import { RateCharges } from './room-rates';
import { StaySummary, type Stay } from './stay-summary';

const newKey = () => crypto.randomUUID();

/** A quote's stay as the summary shows it. */
export function stayOfQuote(quote: HotelQuote): Stay {
  return {
    hotelName: quote.hotelName,
    stayPeriod: quote.stayPeriod,
    roomName: quote.rate.roomName,
    board: quote.rate.board,
    boardName: quote.rate.boardName,
    rooms: quote.rate.rooms,
    policy: quote.rate.cancellationPolicy,
  };
}

/**
 * The checkout of a priced stay: the guests of each room, the contact, special requests, refund
 * protection, an agent's client; the stay and its price beside. A changed price is shown first,
 * to accept or to go back to the rooms. Booking holds the room; the payment step follows.
 */
export function CheckoutForm({ stored }: { stored: StoredHotel }) {
  const { t } = useTranslation('hotel-booking');
  const boardName = useBoardName();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { profile, isTravelAgent } = useSession();
  const isActive = useIsAgencyActive();
  const language = currentLanguage();
  const { quote } = stored;
  const [acceptedQuoteId, setAcceptedQuoteId] = useState<string | null>(null);
  const [rooms, setRooms] = useState<GuestDraft[][] | null>(null);
  const [requests, setRequests] = useState('');
  const [isProtected, setProtected] = useState(false);
  const [isSubmitted, setSubmitted] = useState(false);
  const bookingKey = useRef(newKey());
  const booking = useBookHotel();
  const customerPricing = usePriceStay();
  const { markup, adopt } = useAdoptedMarkup(quote);
  const { price, canProtect, protectionAmount } = useQuotePrice(quote, isProtected);
  const { ref: formRef, focusAfterRender } = useFocusFirstInvalid<HTMLFormElement>();
  const contact = useContact(
    { key: quote.client?._id ?? 'self', email: quote.client?.email ?? profile?.email ?? '' },
    profile?.phone ?? '',
  );
  const guests = useMemo(() => rooms ?? emptyGuests(quote.rate.rooms), [rooms, quote]);
  const errors = useMemo(() => guestErrors(guests), [guests]);
  const detailsPath = hotelRoomsPath(quote);
  const money = (amount: number) => formatMoney({ amount, currency: quote.breakdown.currency }, language);
  if (!price) return null;

  // An agent books for a client (or back for themselves): the same rate priced for that customer
  // becomes the checkout's draft; the replaced one is no longer awaited.
  const chooseCustomer = (client: ClientSummary | null) => {
    customerPricing.mutate(
      {
        rate: {
          corelationId: quote.corelationId,
          hotelId: quote.hotelId,
          vendor: quote.vendor,
          rateKey: quote.rate.rateKey,
        },
        ...(client ? { clientId: client._id } : {}),
      },
      {
        onSuccess: ({ answer, stored: next }) => {
          adopt(answer);
          queryClient.setQueryData(storedHotelKey(next.quote.quoteId), next);
          bookingKey.current = newKey();
          deleteStoredHotel(stored.id);
          void navigate(hotelDraftPath(next.quote.quoteId), { replace: true });
        },
      },
    );
  };

  const contactError = contactErrors(contact);
  const isValid = !hasGuestErrors(errors) && !contactError.email && !contactError.phone;
  const onBook = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!isValid) focusAfterRender();
    if (!isValid || !isActive) return;
    const specialRequests = requests.trim();
    booking.mutate(
      {
        idempotencyKey: bookingKey.current,
        body: {
          quoteId: quote.quoteId,
          rooms: toBookedRooms(guests),
          contact: { email: contact.email.trim(), phone: contact.phone.trim() },
          ...(specialRequests ? { specialRequests } : {}),
          isTripProtectionSelected: isProtected,
          ...(quote.client ? { clientId: quote.client._id } : {}),
        },
      },
      {
        onSuccess: (booked) => {
          queryClient.setQueryData(hotelBookingKey(booked.referenceNumber), booked);
          void navigate(`${hotelPayPath(booked.referenceNumber)}&quote=${encodeURIComponent(quote.quoteId)}`, {
            replace: true,
          });
        },
      },
    );
  };

  const showChange = quote.status === 'changed' && acceptedQuoteId !== quote.quoteId;
  const isSoldOut = booking.error instanceof ApiError && booking.error.status === 409;
  const pricingError = customerPricing.error instanceof ApiError ? customerPricing.error.message : null;
  return (
    <CheckoutLayout
      title={t('checkoutTitle')}
      aside={
        <PriceAside
          subtitle={`${quote.rate.roomName} · ${boardName(quote.rate.board, quote.rate.boardName)}`}
          price={price}
          audience={isTravelAgent ? 'agency' : 'customer'}
        >
          <Stack mt="sm" gap={4}>
            <RateCharges price={quote.rate.price} />
          </Stack>
          {isTravelAgent && <MarkupNote markup={markup} currency={quote.breakdown.currency} />}
        </PriceAside>
      }
    >
      <PriceChangeDialog
        opened={showChange}
        text={t('priceChanged')}
        previous={money(quote.previousTotal)}
        current={money(quote.breakdown.total)}
        onAccept={() => setAcceptedQuoteId(quote.quoteId)}
        onBack={() => {
          // Leaving at the new price: the draft is no longer awaited.
          deleteStoredHotel(stored.id);
          void navigate(detailsPath);
        }}
      />
      <StaySummary stay={stayOfQuote(quote)} />
      {isTravelAgent && (
        <BookingFor client={quote.client} isPricing={customerPricing.isPending} onChoose={chooseCustomer} />
      )}
      {pricingError && (
        <Alert color="red" role="alert">
          {pricingError}
        </Alert>
      )}
      <form ref={formRef} onSubmit={onBook} noValidate>
        <Stack gap="md">
          <GuestFields
            rooms={guests}
            roomName={quote.rate.roomName}
            errors={errors}
            showErrors={isSubmitted}
            onChange={setRooms}
          />
          <ContactFields contact={contact} showErrors={isSubmitted} />
          <Textarea
            label={t('requests.label')}
            description={t('requests.description', { max: SPECIAL_REQUESTS_MAX })}
            value={requests}
            onChange={(event) => setRequests(event.currentTarget.value)}
            maxLength={SPECIAL_REQUESTS_MAX}
            rows={3}
          />
          <Text size="xs" c="dimmed" ta="end" aria-live="polite" data-testid="requests-left">
            {t('requests.left', { count: SPECIAL_REQUESTS_MAX - requests.length })}
          </Text>
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
              isSoldOut && (
                <div>
                  <Anchor component={Link} to={detailsPath}>
                    {t('backToRooms')}
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
