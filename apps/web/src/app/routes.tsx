import { Route, Routes } from 'react-router';
import type { PublicAgency } from '@travel/contracts';
import { LandingPage } from '../features/landing/pages/landing-page';
import { RequireAgent, RequireToken, UnknownPath } from './guards';
import { AuthRouteLayout } from './layouts/auth-route-layout';
import { RootLayout } from './layouts/root-layout';
import { lazyPage } from './lazy-page';

// The landing is part of the shell: most visits start there (the auth modals show it too), and
// rendering it with the first paint spares a request and a second render before the hero shows.
// Other shell pages: plain elements, light enough for a first visit.
const SHELL = { ui: false };
const AgencyLegalPage = lazyPage(
  () => import('../features/legal/pages/agency-legal-page'),
  (m) => m.AgencyLegalPage,
  SHELL,
);
const UserTermsPage = lazyPage(
  () => import('../features/legal/pages/user-terms-page'),
  (m) => m.UserTermsPage,
  SHELL,
);
const AgencyTermsPage = lazyPage(
  () => import('../features/legal/pages/agency-terms-page'),
  (m) => m.AgencyTermsPage,
  { ui: false, queries: true },
);
const PricingRedirect = lazyPage(
  () => import('../features/errors/pages/pricing-redirect'),
  (m) => m.PricingRedirect,
  SHELL,
);
const ErrorPage = lazyPage(
  () => import('../features/errors/pages/error-page'),
  (m) => m.ErrorPage,
  SHELL,
);
const ServerErrorPage = lazyPage(
  () => import('../features/errors/pages/error-page'),
  (m) => m.ServerErrorPage,
  SHELL,
);

const QUERIES = { queries: true };
/** The booking pages under /booknow: their routes load with the first of them, not with the first paint. */
const BookNowRoutes = lazyPage(
  () => import('./booknow-routes'),
  (m) => m.BookNowRoutes,
  SHELL,
);
const LoginPage = lazyPage(
  () => import('../features/auth/pages/login-page'),
  (m) => m.LoginPage,
  // Drawn with the shell's own controls: it paints over the landing without the library.
  { ui: false, messages: true },
);
const SignUpPage = lazyPage(
  () => import('../features/auth/pages/sign-up-page'),
  (m) => m.SignUpPage,
  QUERIES,
);
const ForgotPasswordPage = lazyPage(
  () => import('../features/auth/pages/forgot-password-page'),
  (m) => m.ForgotPasswordPage,
  QUERIES,
);
const NewPasswordPage = lazyPage(
  () => import('../features/auth/pages/new-password-page'),
  (m) => m.NewPasswordPage,
  QUERIES,
);
const VerifyPage = lazyPage(
  () => import('../features/auth/pages/verify-page'),
  (m) => m.VerifyPage,
  QUERIES,
);
const ExpiredPage = lazyPage(
  () => import('../features/auth/pages/expired-page'),
  (m) => m.ExpiredPage,
);
const SocialPage = lazyPage(
  () => import('../features/auth/pages/social-page'),
  (m) => m.SocialPage,
);
const SsoPage = lazyPage(
  () => import('../features/auth/pages/sso-page'),
  (m) => m.SsoPage,
  SHELL,
);
const LogoutPage = lazyPage(
  () => import('../features/auth/pages/logout-page'),
  (m) => m.LogoutPage,
  SHELL,
);
const ProfilePage = lazyPage(
  () => import('../features/account/pages/profile-page'),
  (m) => m.ProfilePage,
  QUERIES,
);
const WalletPage = lazyPage(
  () => import('../features/wallet/pages/wallet-page'),
  (m) => m.WalletPage,
  QUERIES,
);
const DashboardPage = lazyPage(
  () => import('../features/account/pages/dashboard-page'),
  (m) => m.DashboardPage,
  QUERIES,
);
// The pages of every vertical's bookings, with the vertical registry (app/verticals.ts).
const MyTripsPage = lazyPage(
  () => import('./booking-pages/my-trips'),
  (m) => m.MyTripsPage,
  QUERIES,
);
const ReservationDetailsPage = lazyPage(
  () => import('./booking-pages/flight-details'),
  (m) => m.FlightReservationDetailsPage,
  QUERIES,
);
const FlightBookingsPage = lazyPage(
  () => import('./booking-pages/flight-bookings'),
  (m) => m.FlightBookingsPage,
  QUERIES,
);
const FlightBookingPage = lazyPage(
  () => import('../features/agency-flights/pages/flight-booking-page'),
  (m) => m.FlightBookingPage,
  QUERIES,
);
const HotelReservationDetailsPage = lazyPage(
  () => import('./booking-pages/hotel-details'),
  (m) => m.HotelReservationDetailsPage,
  QUERIES,
);
const HotelBookingsPage = lazyPage(
  () => import('./booking-pages/hotel-bookings'),
  (m) => m.HotelBookingsPage,
  QUERIES,
);
const HotelBookingPage = lazyPage(
  () => import('../features/agency-hotels/pages/hotel-booking-page'),
  (m) => m.HotelBookingPage,
  QUERIES,
);
const CarBookingsPage = lazyPage(
  () => import('./booking-pages/car-bookings'),
  (m) => m.CarBookingsPage,
  QUERIES,
);
const CarBookingPage = lazyPage(
  () => import('../features/agency-cars/pages/car-booking-page'),
  (m) => m.CarBookingPage,
  QUERIES,
);
const ActivityBookingsPage = lazyPage(
  () => import('./booking-pages/activity-bookings'),
  (m) => m.ActivityBookingsPage,
  QUERIES,
);
const ActivityBookingPage = lazyPage(
  () => import('../features/agency-activities/pages/activity-booking-page'),
  (m) => m.ActivityBookingPage,
  QUERIES,
);
const WebsiteSettingsPage = lazyPage(
  () => import('../features/website-settings/pages/website-settings-page'),
  (m) => m.WebsiteSettingsPage,
  QUERIES,
);
const SubscriptionPage = lazyPage(
  () => import('../features/subscription/pages/subscription-page'),
  (m) => m.SubscriptionPage,
  QUERIES,
);
const StartAgencyPage = lazyPage(
  () => import('../features/onboarding/pages/start-agency-page'),
  (m) => m.StartAgencyPage,
  QUERIES,
);
const MarkupsPage = lazyPage(
  () => import('../features/markups/pages/markups-page'),
  (m) => m.MarkupsPage,
  QUERIES,
);

const ClientsPage = lazyPage(
  () => import('../features/agency-people/pages/clients-page'),
  (m) => m.ClientsPage,
  QUERIES,
);
const ClientPage = lazyPage(
  () => import('../features/agency-people/pages/client-page'),
  (m) => m.ClientPage,
  QUERIES,
);
const AgentsPage = lazyPage(
  () => import('../features/agency-people/pages/agents-page'),
  (m) => m.AgentsPage,
  QUERIES,
);
const AgentPage = lazyPage(
  () => import('../features/agency-people/pages/agent-page'),
  (m) => m.AgentPage,
  QUERIES,
);

const ShortLinksPage = lazyPage(
  () => import('../features/short-links/pages/short-links-page'),
  (m) => m.ShortLinksPage,
  QUERIES,
);
const OpenShortLinkPage = lazyPage(
  () => import('../features/short-links/pages/open-short-link-page'),
  (m) => m.OpenShortLinkPage,
  QUERIES,
);
const ApplicationsPage = lazyPage(
  () => import('../features/applications/pages/applications-page'),
  (m) => m.ApplicationsPage,
  QUERIES,
);
const ProposalsPage = lazyPage(
  () => import('../features/proposals/pages/proposals-page'),
  (m) => m.ProposalsPage,
  QUERIES,
);
const ProposalPage = lazyPage(
  () => import('../features/proposals/pages/proposal-page'),
  (m) => m.ProposalPage,
  QUERIES,
);
const NewProposalPage = lazyPage(
  () => import('../features/proposals/pages/new-proposal-page'),
  (m) => m.NewProposalPage,
  QUERIES,
);
const AllowAgentProposalPage = lazyPage(
  () => import('../features/hotel-deal/pages/answer-pages'),
  (m) => m.AllowAgentProposalPage,
  QUERIES,
);
const DisapproveProposalPage = lazyPage(
  () => import('../features/hotel-deal/pages/answer-pages'),
  (m) => m.DisapproveProposalPage,
  QUERIES,
);
const DealLinkPage = lazyPage(
  () => import('../features/hotel-deal/pages/answer-pages'),
  (m) => m.DealLinkPage,
  QUERIES,
);

const ApprovalsPage = lazyPage(
  () => import('../features/approvals/pages/approvals-page'),
  (m) => m.ApprovalsPage,
  QUERIES,
);

const SearchPage = lazyPage(
  () => import('../features/backoffice-search/pages/search-page'),
  (m) => m.SearchPage,
  QUERIES,
);

/** Every route of spec section 2, with the guards it describes. */
export function AppRoutes({ agency }: { agency: PublicAgency }) {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<LandingPage />} />
        <Route element={<AuthRouteLayout />}>
          <Route path="login" element={<LoginPage />} />
          <Route path="signup" element={<SignUpPage />} />
          <Route path="forgotpassword" element={<ForgotPasswordPage />} />
          <Route path="newPassword" element={<NewPasswordPage />} />
          <Route path="verify" element={<VerifyPage />} />
          <Route path="expired" element={<ExpiredPage />} />
          <Route path="social" element={<SocialPage />} />
        </Route>
        <Route path="logout" element={<LogoutPage />} />
        {/* /sso exists only for agencies with single sign-on. */}
        {agency.sso.isSSOEnabled && <Route path="sso" element={<SsoPage />} />}

        <Route path="privacy-policy" element={<AgencyLegalPage />} />
        <Route path="cookies-policy" element={<AgencyLegalPage />} />
        <Route path="disclaimer" element={<AgencyLegalPage />} />
        <Route path="user-terms-and-conditions" element={<UserTermsPage />} />
        <Route path="agency-terms-and-conditions/:id" element={<AgencyTermsPage />} />

        <Route path="url/:id" element={<OpenShortLinkPage />} />
        <Route path="disapproveProposal" element={<DisapproveProposalPage />} />
        <Route path="allowAgentProposal" element={<AllowAgentProposalPage />} />
        <Route path="deal-link" element={<DealLinkPage />} />
        <Route path="pricing" element={<PricingRedirect />} />
        {/* 'Start your agency': the platform owner's site (elsewhere the page says so). */}
        <Route path="start" element={<StartAgencyPage />} />
        <Route path="errors" element={<ErrorPage />} />
        <Route path="errors/500" element={<ServerErrorPage />} />

        <Route element={<RequireToken />}>
          <Route path="mytrip" element={<MyTripsPage />} />
          <Route path="flight-details" element={<ReservationDetailsPage />} />
          <Route path="hotel-details" element={<HotelReservationDetailsPage />} />
          <Route path="subscription" element={<SubscriptionPage />} />
          <Route path="profile" element={<ProfilePage />} />
          <Route path="wallet" element={<WalletPage />} />
        </Route>

        <Route path="booknow/*" element={<BookNowRoutes />} />

        {/* The agent area: only travel agents; for anyone else these paths are unknown. */}
        <Route element={<RequireAgent />}>
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="settings/website" element={<WebsiteSettingsPage />} />
          <Route path="bookings/flights" element={<FlightBookingsPage />} />
          <Route path="bookings/flights/:id" element={<FlightBookingPage />} />
          <Route path="bookings/hotels" element={<HotelBookingsPage />} />
          <Route path="bookings/hotels/:id" element={<HotelBookingPage />} />
          <Route path="bookings/cars" element={<CarBookingsPage />} />
          <Route path="bookings/cars/:id" element={<CarBookingPage />} />
          <Route path="bookings/activities" element={<ActivityBookingsPage />} />
          <Route path="bookings/activities/:id" element={<ActivityBookingPage />} />
          <Route path="settings/markups" element={<MarkupsPage />} />
          {/* The spec does not name the agent area's paths (section 2): ours, as the navigation gives them. */}
          <Route path="clients" element={<ClientsPage />} />
          <Route path="clients/:id" element={<ClientPage />} />
          <Route path="agents" element={<AgentsPage />} />
          <Route path="agents/:id" element={<AgentPage />} />
          <Route path="approvals" element={<ApprovalsPage />} />
          <Route path="search" element={<SearchPage />} />
          <Route path="short-links" element={<ShortLinksPage />} />
          <Route path="applications" element={<ApplicationsPage />} />
          <Route path="proposals" element={<ProposalsPage />} />
          <Route path="proposals/new" element={<NewProposalPage />} />
          <Route path="proposals/:id" element={<ProposalPage />} />
        </Route>

        <Route path="*" element={<UnknownPath />} />
      </Route>
    </Routes>
  );
}
