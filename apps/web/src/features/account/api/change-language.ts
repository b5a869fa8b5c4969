import type { Language } from '@travel/contracts';
import { api } from '../../../shared/api/client';

/** Remembers the language on the account, so mail and the next device use it too. */
export function changeLanguage(language: Language): Promise<{ message: string }> {
  return api.get(`/api/user/changeLanguage/${language}`);
}
