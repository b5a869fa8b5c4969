import { isForeignUploadPath, type AgencySettingsPatch, type MessageKey } from '@travel/contracts';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import { agencyRepo } from './agency.repo';
import type { AgencyResolver } from './agency.service';
import type { AgencyRow, NewAgencyRow, UserRow } from '../../platform/db/schema';

/** The settings that hold a file: they may point at this agency's uploads, never another's. */
const MEDIA_FIELDS = ['logo', 'favicon', 'backgroundImage', 'backgroundVideo', 'mobileBackgroundImage'] as const;

/** The website settings of an agency (spec section 3 fields its owner and admins may change). */
export class AgencySettingsService {
  constructor(
    private readonly db: Db,
    private readonly resolver: AgencyResolver,
  ) {}

  /**
   * Applies a validated PATCH to the caller's own agency and makes every node drop its cached
   * copy, so the next request and the next index.html show the change. Nothing is written when
   * a field is refused.
   */
  async update(agency: AgencyRow, actor: UserRow, patch: AgencySettingsPatch): Promise<AgencyRow> {
    // The auth hook only accepts sessions of the host's agency; this keeps the service safe on its own.
    if (actor.agencyId !== agency.id) throw new AppError('NOT_FOUND');
    const details: Record<string, MessageKey> = {};
    for (const field of MEDIA_FIELDS) {
      const value = patch[field];
      if (value && isForeignUploadPath(value, agency.id)) details[field] = 'validation.invalid';
    }
    if (Object.keys(details).length > 0) throw new AppError('VALIDATION_FAILED', { details });

    const changes = toColumns(patch);
    if (Object.keys(changes).length === 0) return (await agencyRepo.findById(this.db, agency.id)) ?? agency;
    const updated = await agencyRepo.update(this.db, agency.id, changes);
    if (!updated) throw new AppError('NOT_FOUND');
    await this.resolver.invalidate();
    return updated;
  }
}

/** The PATCH in column names (the booking menu is `bookingMenuItemOptions` in the API). */
function toColumns(patch: AgencySettingsPatch): Partial<NewAgencyRow> {
  const { bookingMenuItemOptions, ...same } = patch;
  const changes: Partial<NewAgencyRow> = Object.fromEntries(
    Object.entries(same).filter(([, value]) => value !== undefined),
  );
  if (bookingMenuItemOptions) changes.bookingMenuItems = bookingMenuItemOptions;
  return changes;
}
