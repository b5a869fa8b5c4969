import { carCheckoutPath, carPayPath } from '../../../shared/car/paths';

/** The checkout of a priced offer kept as a draft (what a reload resumes), with the offer and search it came from. */
export const carDraftPath = (carId: string, searchQuery: string, quoteId: string): string =>
  `${carCheckoutPath(carId, searchQuery)}&${new URLSearchParams({ quote: quoteId }).toString()}`;

/** The payment step of a rental just reserved from a draft: paid, the draft is forgotten. */
export const carDraftPayPath = (referenceNumber: string, quoteId: string): string =>
  `${carPayPath(referenceNumber)}&${new URLSearchParams({ quote: quoteId }).toString()}`;
