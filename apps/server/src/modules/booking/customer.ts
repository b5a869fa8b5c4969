import type { DbOrTx } from '../../platform/db/client';
import type { AgencyRow, UserRow } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import { bookingScopeOf, canBookFor, clientScopeOf, type BookingScope } from '../../platform/http/policy';
import { peopleRepo } from '../agency-people/people.repo';
import { userRepo } from '../user/user.repo';

/**
 * Whose booking it is, for every vertical: the client an agent prices and books for, the
 * customer of a booking made from a quote, and whose bookings a user sees. The rules themselves
 * are the policy's (platform/http/policy.ts); this is where bookings apply them.
 */

/**
 * The client an agent prices for (one of the agency's users; 403 for a client, 404 elsewhere), or
 * null for oneself. A restricted agent books only for their own clients (clientScopeOf): any
 * other is not found.
 */
export async function clientOf(
  db: DbOrTx,
  agency: Pick<AgencyRow, 'id'>,
  actor: UserRow,
  clientId: string | null | undefined,
): Promise<UserRow | null> {
  if (!clientId || clientId === actor.id) return null;
  if (!canBookFor(actor, clientId)) throw new AppError('FORBIDDEN');
  const scope = clientScopeOf(actor);
  const client =
    scope.kind === 'own'
      ? await peopleRepo.find(db, scope, 'Client', clientId)
      : await userRepo.findById(db, agency.id, clientId);
  if (!client) throw new AppError('NOT_FOUND');
  return client;
}

/**
 * The customer of a booking made from a quote: the one the quote was priced for (their markup is
 * in its price). A `clientId` sent with the booking must name that customer.
 */
export async function customerOfQuote(
  db: DbOrTx,
  agency: Pick<AgencyRow, 'id'>,
  actor: UserRow,
  quote: { clientId: string | null },
  clientId: string | undefined,
): Promise<UserRow> {
  const customerId = quote.clientId ?? actor.id;
  if (clientId && clientId !== customerId) throw AppError.invalid('clientId', 'validation.quoteCustomer');
  return (await clientOf(db, agency, actor, quote.clientId)) ?? actor;
}

/** The bookings `user` sees (and so may read, pay, cancel or claim on). */
export function whoseBookings(user: UserRow): BookingScope {
  return bookingScopeOf(user);
}
