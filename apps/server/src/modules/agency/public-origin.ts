// The agency's public origin is the HTTP platform's (platform/http/public-origin.ts); kept here
// for the flight booking files until they move onto the booking core (issue 10).
export { agencyOrigin, type PublicSite } from '../../platform/http/public-origin';
