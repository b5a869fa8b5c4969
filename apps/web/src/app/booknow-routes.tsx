import { Navigate, Route, Routes } from 'react-router';
import { RequireToken, UnknownPath } from './guards';
import { lazyPage } from './lazy-page';

// The booking pages of every vertical (spec section 2: /booknow/...), with the guards the spec
// gives them. Loaded with the first of them (app/routes.tsx), so the first paint of a landing or
// a log-in carries none of their routes.
const SHELL = { ui: false };
const QUERIES = { queries: true };

const BookingLayout = lazyPage(
  () => import('./layouts/booking-layout'),
  (m) => m.BookingLayout,
  SHELL,
);

const FlightSearchPage = lazyPage(
  () => import('../features/flights/pages/flight-search-page'),
  (m) => m.FlightSearchPage,
  QUERIES,
);

const HotelSearchPage = lazyPage(
  () => import('../features/hotels/pages/hotel-search-page'),
  (m) => m.HotelSearchPage,
  QUERIES,
);

const DealPage = lazyPage(
  () => import('../features/hotel-deal/pages/deal-page'),
  (m) => m.DealPage,
  QUERIES,
);

const ActivitySearchPage = lazyPage(
  () => import('../features/activities/pages/activity-search-page'),
  (m) => m.ActivitySearchPage,
  QUERIES,
);
const ActivityDetailsPage = lazyPage(
  () => import('../features/activity-checkout/pages/activity-details-page'),
  (m) => m.ActivityDetailsPage,
  QUERIES,
);
const ActivityCheckoutPage = lazyPage(
  () => import('../features/activity-checkout/pages/activity-checkout-page'),
  (m) => m.ActivityCheckoutPage,
  QUERIES,
);
const ActivityConfirmationPage = lazyPage(
  () => import('../features/activity-checkout/pages/activity-confirmation-page'),
  (m) => m.ActivityConfirmationPage,
  QUERIES,
);
const ActivityReservationDetailsPage = lazyPage(
  () => import('./booking-pages/activity-details'),
  (m) => m.ActivityReservationDetailsPage,
  QUERIES,
);
const CarSearchPage = lazyPage(
  () => import('../features/cars/pages/car-search-page'),
  (m) => m.CarSearchPage,
  QUERIES,
);

const FlightResultsPage = lazyPage(
  () => import('../features/flights/pages/flight-results-page'),
  (m) => m.FlightResultsPage,
  QUERIES,
);

const ConfirmationPage = lazyPage(
  () => import('../features/flight-checkout/pages/confirmation-page'),
  (m) => m.ConfirmationPage,
  QUERIES,
);

const CheckoutPage = lazyPage(
  () => import('../features/flight-checkout/pages/checkout-page'),
  (m) => m.CheckoutPage,
  QUERIES,
);

const HotelDetailsPage = lazyPage(
  () => import('../features/hotel-checkout/pages/hotel-details-page'),
  (m) => m.HotelDetailsPage,
  QUERIES,
);

const HotelCheckoutPage = lazyPage(
  () => import('../features/hotel-checkout/pages/hotel-checkout-page'),
  (m) => m.HotelCheckoutPage,
  QUERIES,
);

const HotelConfirmPaymentPage = lazyPage(
  () => import('../features/hotel-checkout/pages/confirm-payment-page'),
  (m) => m.ConfirmPaymentPage,
  QUERIES,
);

const CarDetailsPage = lazyPage(
  () => import('../features/car-checkout/pages/car-details-page'),
  (m) => m.CarDetailsPage,
  QUERIES,
);

const CarCheckoutPage = lazyPage(
  () => import('../features/car-checkout/pages/car-checkout-page'),
  (m) => m.CarCheckoutPage,
  QUERIES,
);

const CarConfirmPaymentPage = lazyPage(
  () => import('../features/car-checkout/pages/confirm-payment-page'),
  (m) => m.CarConfirmPaymentPage,
  QUERIES,
);

const CarReservationDetailsPage = lazyPage(
  () => import('./booking-pages/car-details'),
  (m) => m.CarReservationDetailsPage,
  QUERIES,
);

const ReservationDetailsPage = lazyPage(
  () => import('./booking-pages/flight-details'),
  (m) => m.FlightReservationDetailsPage,
  QUERIES,
);

export function BookNowRoutes() {
  return (
    <Routes>
      {/* /booknow itself draws the booking frame with no page in it, as before the split. */}
      <Route element={<BookingLayout />}>
        <Route index element={null} />
        <Route path="flights" element={<Navigate to="search" replace />} />
        <Route path="flights/search" element={<FlightSearchPage />} />
        <Route path="hotels" element={<Navigate to="search" replace />} />
        <Route path="hotels/search" element={<HotelSearchPage />} />
        <Route path="hotels/deal/:proposalId" element={<DealPage />} />
        <Route path="cars" element={<Navigate to="search" replace />} />
        <Route path="cars/search" element={<CarSearchPage />} />
        <Route element={<RequireToken />}>
          <Route path="flights/search-details" element={<FlightResultsPage />} />
          {/* A booking's travellers, contact and payment: personal data. */}
          <Route path="flights/reservation-details" element={<ReservationDetailsPage />} />
          <Route path="flights/confirmation" element={<ConfirmationPage />} />
          <Route path="flights/checkout" element={<CheckoutPage />} />
          <Route path="hotels/search-details" element={<HotelDetailsPage />} />
          <Route path="hotels/checkout" element={<HotelCheckoutPage />} />
          {/* The paid booking's guests, contact and voucher: personal data. */}
          <Route path="hotels/confirm-payment" element={<HotelConfirmPaymentPage />} />
          <Route path="cars/result-details" element={<CarDetailsPage />} />
          {/* A rental's driver, contact and payment: personal data. */}
          <Route path="cars/checkout" element={<CarCheckoutPage />} />
          <Route path="cars/confirm-payment" element={<CarConfirmPaymentPage />} />
          <Route path="cars/reservation-details" element={<CarReservationDetailsPage />} />
          <Route path="activities" element={<Navigate to="search" replace />} />
          <Route path="activities/search" element={<ActivitySearchPage />} />
          <Route path="activities/result-details/:productCode" element={<ActivityDetailsPage />} />
          {/* A booking's travellers, their answers, contact and payment: personal data. */}
          <Route path="activities/bookings/checkout" element={<ActivityCheckoutPage />} />
          <Route path="activities/confirmation/:referenceNumber" element={<ActivityConfirmationPage />} />
          <Route path="activities/reservation-details" element={<ActivityReservationDetailsPage />} />
        </Route>
      </Route>
      <Route path="*" element={<UnknownPath />} />
    </Routes>
  );
}
