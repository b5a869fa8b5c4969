import type { SellingPoint } from '@travel/contracts';
import { buildAgency, menuItems } from './builders';

export const DEMO_PASSWORD = 'Travel!2026';
/** The demo agency's markup: 8 % of the net fare and a 12.00 USD fee per booking. */
export const DEMO_MARKUP = { markupType: 'percent' as const, markupValue: 8, agencyFee: 12_00, currency: 'USD' };
/**
 * The demo's platform coupons (the journeys redeem them): half off the first three months, and
 * 10.00 off once for a new agency.
 */
export const DEMO_COUPONS = [
  { code: 'LAUNCH50', kind: 'percent' as const, value: 50, duration: 'repeating' as const, months: 3 },
  { code: 'WELCOME10', kind: 'amount' as const, value: 10_00, currency: 'USD', duration: 'once' as const },
];
export const DEMO_SSO_SECRET = 'demo-sso-secret-change-me-in-production-0123456789';

/** The product owner's selling points (spec section 1), shown by the marketing landing slider. */
export const OWNER_SELLING_POINTS: SellingPoint[] = [
  {
    title: { en: 'Beautiful itineraries', pt: 'Roteiros bonitos', es: 'Itinerarios atractivos' },
    description: {
      en: 'Build day-by-day itineraries your clients love and share them in one link.',
      pt: 'Monte roteiros dia a dia que seus clientes adoram e compartilhe-os em um só link.',
      es: 'Cree itinerarios día a día que encantan a sus clientes y compártalos en un solo enlace.',
    },
    image: '/media/demo/slide-itineraries.jpg',
  },
  {
    title: { en: 'Higher commissions', pt: 'Comissões maiores', es: 'Comisiones más altas' },
    description: {
      en: 'Sell on net rates and decide your own markup on every booking.',
      pt: 'Venda com tarifas líquidas e decida sua própria margem em cada reserva.',
      es: 'Venda con tarifas netas y decida su propio margen en cada reserva.',
    },
    image: '/media/demo/slide-commissions.jpg',
  },
  {
    title: { en: 'Manage your operations', pt: 'Gerencie suas operações', es: 'Gestione sus operaciones' },
    description: {
      en: 'Clients, agents, bookings and payments in one back-office.',
      pt: 'Clientes, agentes, reservas e pagamentos em um único back-office.',
      es: 'Clientes, agentes, reservas y pagos en un único back-office.',
    },
    image: '/media/demo/slide-operations.jpg',
  },
  {
    title: { en: 'Marketing campaigns', pt: 'Campanhas de marketing', es: 'Campañas de marketing' },
    description: {
      en: 'Send deals and proposals with short links that track every click.',
      pt: 'Envie ofertas e propostas com links curtos que acompanham cada clique.',
      es: 'Envíe ofertas y propuestas con enlaces cortos que siguen cada clic.',
    },
    image: '/media/demo/slide-campaigns.jpg',
  },
  {
    title: { en: 'A customer portal', pt: 'Um portal do cliente', es: 'Un portal del cliente' },
    description: {
      en: 'Your clients see their trips, documents and proposals on your own branded site.',
      pt: 'Seus clientes veem viagens, documentos e propostas no seu próprio site.',
      es: 'Sus clientes ven sus viajes, documentos y propuestas en su propio sitio.',
    },
    image: '/media/demo/slide-portal.jpg',
  },
  {
    title: { en: 'One booking engine', pt: 'Um só motor de reservas', es: 'Un solo motor de reservas' },
    description: {
      en: 'Air, accommodation, ground transport, packages, sea travel and activities.',
      pt: 'Aéreo, hospedagem, transporte terrestre, pacotes, viagens marítimas e atividades.',
      es: 'Aéreo, alojamiento, transporte terrestre, paquetes, viajes por mar y actividades.',
    },
    image: '/media/demo/slide-engine.jpg',
  },
];

const PRIVACY = `Blue Horizon Travel collects the personal data needed to book your trips: your name, contact details, passport data where an airline requires it, and payment details handled by our payment provider.

We share your data only with the airlines, hotels, car rental companies and activity providers that deliver your booking, and with authorities where the law requires it.

You may ask for a copy of your data, its correction or its deletion at any time by writing to privacy@bluehorizon.example.`;

const COOKIES = `We use cookies that are needed for the site to work: your session, your language, your currency and your display preferences.

We do not use advertising cookies. You can remove cookies at any time in your browser settings; you will then need to sign in again.`;

const DISCLAIMER = `Prices are shown in the currency you choose and converted at the rate of the quote; the amount charged is the amount shown at checkout.

Airline schedules, hotel facilities and activity details are provided by our suppliers and may change. Blue Horizon Travel acts as an agent for these suppliers.`;

/** The demo agencies (spec: owner, demo, coastal, inactive). */
export function demoAgencies() {
  return {
    owner: buildAgency({
      code: 'owner',
      agencyName: 'Tripfolio',
      subdomain: null,
      isOwner: true,
      logo: '/media/demo/tripfolio-logo.svg',
      favicon: '/media/demo/tripfolio-favicon.svg',
      primaryColor: '#5f3dc4',
      heading: 'The travel platform for modern agencies',
      subHeading: 'Your brand, your prices, one booking engine.',
      backgroundImage: '/media/demo/hero.jpg',
      sellingPoints: OWNER_SELLING_POINTS,
      contactEmailId: 'hello@tripfolio.example',
      contactPhoneNumber: '+1 415 555 0100',
      linkedin: 'https://www.linkedin.com/company/tripfolio-example',
      privacyPolicy: PRIVACY.replaceAll('Blue Horizon Travel', 'Tripfolio').replace(
        'privacy@bluehorizon.example',
        'privacy@tripfolio.example',
      ),
    }),
    demo: buildAgency({
      code: 'demo',
      agencyName: 'Blue Horizon Travel',
      subdomain: 'demo',
      logo: '/media/demo/blue-horizon-logo.svg',
      favicon: '/media/demo/blue-horizon-favicon.svg',
      primaryColor: '#0b7285',
      heading: 'Discover the world with Blue Horizon',
      headingColor: '#ffffff',
      subHeading: 'Hand-picked flights, hotels, cars and experiences at fair prices',
      subHeadingColor: '#e3fafc',
      backgroundImage: '/media/demo/hero.jpg',
      backgroundVideo: '/media/demo/hero.webm',
      mobileBackgroundImage: '/media/demo/hero-mobile.jpg',
      backgroundOverlay: 35,
      bookingMenuItems: menuItems('Flights', 'Hotels', 'Cars', 'Activities'),
      isGoogleEnabled: true,
      isFacebookEnabled: true,
      isSsoEnabled: true,
      isDirectLoginAllowedForSsoUsers: true,
      // Demo only: the agency's portal signs SSO tokens with this (see README, single sign-on).
      ssoSecret: DEMO_SSO_SECRET,
      isRefundProtectEnabled: true,
      refundProtectPercent: '6.00',
      isSubscribed: true,
      privacyPolicy: PRIVACY,
      cookiesPolicy: COOKIES,
      disclaimer: DISCLAIMER,
      facebook: 'https://www.facebook.com/bluehorizon.example',
      twitter: 'https://x.com/bluehorizon_example',
      linkedin: 'https://www.linkedin.com/company/bluehorizon-example',
      instagram: 'https://www.instagram.com/bluehorizon.example',
      youtube: 'https://www.youtube.com/@bluehorizon-example',
      tiktok: 'https://www.tiktok.com/@bluehorizon.example',
      contactPhoneNumber: '+351 21 555 0142',
      contactEmailId: 'hello@bluehorizon.example',
    }),
    coastal: buildAgency({
      code: 'coastal',
      agencyName: 'Coastal Escapes',
      subdomain: 'coastal',
      logo: '/media/demo/coastal-logo.svg',
      favicon: '/media/demo/coastal-favicon.svg',
      primaryColor: '#e8590c',
      heading: 'Sun, sea and easy booking',
      subHeading: 'Beach hotels and flights to the coast',
      backgroundImage: '/media/demo/coastal.jpg',
      mobileBackgroundImage: '/media/demo/coastal-mobile.jpg',
      backgroundOverlay: 20,
      authLayout: 'split',
      bookingMenuItems: menuItems('Hotels', 'Flights'),
      isSubscribed: false,
      privacyPolicy: PRIVACY.replaceAll('Blue Horizon Travel', 'Coastal Escapes').replace(
        'privacy@bluehorizon.example',
        'privacy@coastal.example',
      ),
      disclaimer: DISCLAIMER.replaceAll('Blue Horizon Travel', 'Coastal Escapes'),
      contactEmailId: 'book@coastal.example',
    }),
    inactive: buildAgency({
      code: 'inactive',
      agencyName: 'Sunset Tours',
      subdomain: 'inactive',
      status: 'inactive',
      primaryColor: '#868e96',
      heading: 'Sunset Tours',
      subHeading: 'Guided tours at golden hour',
      backgroundImage: '/media/demo/hero.jpg',
      isSubscribed: false,
    }),
  };
}

/** Demo users: e-mail, role, agency code. */
export const DEMO_USERS = [
  { agency: 'demo', email: 'owner@demo.test', name: 'Olivia Owner', userType: 'AgencyOwner', isRestrictedAgent: false },
  { agency: 'demo', email: 'admin@demo.test', name: 'Adam Admin', userType: 'Admin', isRestrictedAgent: false },
  { agency: 'demo', email: 'agent@demo.test', name: 'Ana Agent', userType: 'Agent', isRestrictedAgent: false },
  { agency: 'demo', email: 'restricted@demo.test', name: 'Rui Restricted', userType: 'Agent', isRestrictedAgent: true },
  { agency: 'demo', email: 'client@demo.test', name: 'Clara Client', userType: 'Client', isRestrictedAgent: false },
  {
    agency: 'coastal',
    email: 'owner@coastal.test',
    name: 'Carlos Coastal',
    userType: 'AgencyOwner',
    isRestrictedAgent: false,
  },
] as const;
