import type { MarkupSettings } from '@travel/contracts';
import { ApiError } from '../../../shared/api/api-error';
import { notify } from '../../../shared/ui/notify';

type FieldErrors = Partial<Record<keyof MarkupSettings, string>>;
const FIELDS = new Set<string>(['markupType', 'markupValue', 'agencyFee', 'currency']);

/**
 * Runs a save and answers the server's field errors (none on success, which shows `success`).
 * Every failure is also a toast (the shared query client's), with the server's message.
 */
export async function saveMarkup(save: () => Promise<{ message: string }>, success: string): Promise<FieldErrors> {
  try {
    const response = await save();
    void notify(response.message || success, 'success');
    return {};
  } catch (error) {
    if (!(error instanceof ApiError)) return {};
    return Object.fromEntries(Object.entries(error.details).filter(([field]) => FIELDS.has(field)));
  }
}
