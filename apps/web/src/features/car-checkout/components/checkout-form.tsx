import { Alert, Anchor, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/react';
import { formatMoney } from '@travel/contracts';
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
import { carDetailsPath, carResultsPath } from '../../../shared/car/paths';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useSession } from '../../../shared/session/session-context';
import { useFocusFirstInvalid } from '../../../shared/ui/focus-first-invalid';
import { useCheckoutCar } from '../api/car-offer';
import { carBookingKey, useReserveCar } from '../api/book-car';
import { forgetCarDraft, keepCarDraft, type CarDraft } from '../lib/car-draft';
import { carDraftPath, carDraftPayPath } from '../lib/checkout-address';
import { rentalOfOffer } from './car-heading';
import { DriverFields, driverErrors, hasDriverErrors, type DriverDraft } from './driver-fields';
import { CounterNote, RentalSummary } from './rental-summary';

const newKey = () => crypto.randomUUID();

/** The quote's price and markup as the kit reads them (spec 4: the markup is adopted from the answer). */
function pricedOf(quote: CarDraft['quote']): PricedQuote {
  return {
    breakdown: quote.breakdown,
    refundProtectPercent: quote.refundProtectPercent,
    markupType: quote.markupType === 'percent' || quote.markupType === 'fixed' ? quote.markupType : null,
    markup: quote.markup,
  };
}

/**
 * The checkout of a priced car: the main driver, the contact, refund protection, an agent's
 * client; the rental and its price beside. A changed price is shown first, to accept or to go
 * back to the offer. Reserving holds the car; the payment step follows.
 */
export function CheckoutForm({ draft, carId, searchQuery }: { draft: CarDraft; carId: string; searchQuery: string }) {
  const { t } = useTranslation('car-booking');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { profile, isTravelAgent } = useSession();
  const isActive = useIsAgencyActive();
  const language = currentLanguage();
  const { quote, client } = draft;
  const car = quote.car;
  const [acceptedQuoteId, setAcceptedQuoteId] = useState<string | null>(null);
  const [driver, setDriver] = useState<DriverDraft | null>(null);
  const [isProtected, setProtected] = useState(false);
  const [isSubmitted, setSubmitted] = useState(false);
  const bookingKey = useRef(newKey());
  const reserving = useReserveCar();
  const customerPricing = useCheckoutCar();
  const priced = useMemo(() => pricedOf(quote), [quote]);
  const { markup, adopt } = useAdoptedMarkup(priced);
  const { price, canProtect, protectionAmount } = useQuotePrice(priced, isProtected);
  const { ref: formRef, focusAfterRender } = useFocusFirstInvalid<HTMLFormElement>();
  const contact = useContact(
    { key: client?._id ?? 'self', email: client?.email ?? profile?.email ?? '' },
    profile?.phone ?? '',
  );
  // The driver is the customer unless typed otherwise: the client an agent books for, else the user.
  const customerName = (client?.name ?? (isTravelAgent ? '' : (profile?.name ?? ''))).trim().split(/\s+/);
  const typed: DriverDraft = driver ?? {
    givenName: customerName.length > 1 ? customerName.slice(0, -1).join(' ') : (customerName[0] ?? ''),
    familyName: customerName.length > 1 ? (customerName.at(-1) ?? '') : '',
    flightNumber: '',
  };
  const detailsPath = carDetailsPath(carId, searchQuery);
  const money = (amount: number) => formatMoney({ amount, currency: quote.breakdown.currency }, language);
  if (!price) return null;

  // An agent books for a client (or back for themselves): the same offer priced for that customer
  // becomes the checkout's draft; the replaced one is no longer awaited.
  const chooseCustomer = (chosen: ClientSummary | null) => {
    customerPricing.mutate(
      { carId, ...(chosen ? { clientId: chosen._id } : {}) },
      {
        onSuccess: (next) => {
          adopt(pricedOf(next));
          keepCarDraft({ quote: next, client: chosen && { _id: chosen._id, name: chosen.name, email: chosen.email } });
          forgetCarDraft(quote.quoteId);
          bookingKey.current = newKey();
          setDriver(null);
          void navigate(carDraftPath(carId, searchQuery, next.quoteId), { replace: true });
        },
      },
    );
  };

  const errors = driverErrors(typed);
  const contactError = contactErrors(contact);
  const isValid = !hasDriverErrors(errors) && !contactError.email && !contactError.phone;
  const onReserve = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!isValid) focusAfterRender();
    if (!isValid || !isActive) return;
    const flightNumber = typed.flightNumber.trim().toUpperCase();
    reserving.mutate(
      {
        idempotencyKey: bookingKey.current,
        body: {
          quoteId: quote.quoteId,
          driver: { givenName: typed.givenName.trim(), familyName: typed.familyName.trim(), age: car.driverAge },
          ...(flightNumber ? { flightNumber } : {}),
          contact: { email: contact.email.trim(), phone: contact.phone.trim() },
          isTripProtectionSelected: isProtected,
          ...(client ? { clientId: client._id } : {}),
        },
      },
      {
        onSuccess: (booked) => {
          queryClient.setQueryData(carBookingKey(booked.referenceNumber), booked);
          void navigate(carDraftPayPath(booked.referenceNumber, quote.quoteId), { replace: true });
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
        <PriceAside
          subtitle={`${car.vendorName} · ${car.name}`}
          price={price}
          audience={isTravelAgent ? 'agency' : 'customer'}
        >
          <CounterNote amount={car.payAtCounter} />
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
          forgetCarDraft(quote.quoteId);
          void navigate(detailsPath);
        }}
      />
      <RentalSummary car={car} rental={rentalOfOffer(car)} />
      {isTravelAgent && <BookingFor client={client} isPricing={customerPricing.isPending} onChoose={chooseCustomer} />}
      {pricingError && (
        <Alert color="red" role="alert">
          {pricingError}
        </Alert>
      )}
      <form ref={formRef} onSubmit={onReserve} noValidate>
        <Stack gap="md">
          <DriverFields driver={typed} age={car.driverAge} showErrors={isSubmitted} onChange={setDriver} />
          <ContactFields contact={contact} showErrors={isSubmitted} />
          {canProtect && (
            <RefundProtectionOption
              checked={isProtected}
              onChange={setProtected}
              amountLabel={money(protectionAmount)}
            />
          )}
          <CheckoutSubmit
            error={reserving.error}
            errorAction={
              isSoldOutError(reserving.error) && (
                <div>
                  <Anchor component={Link} to={carResultsPath(searchQuery)}>
                    {t('backToResults')}
                  </Anchor>
                </div>
              )
            }
            total={money(price.total)}
            isPending={reserving.isPending}
            disabled={showChange || !isActive || customerPricing.isPending}
          />
        </Stack>
      </form>
    </CheckoutLayout>
  );
}
