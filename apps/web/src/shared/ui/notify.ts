import { TOAST_AUTO_CLOSE_MS } from '@travel/contracts';
import { ApiError } from '../api/api-error';
import { i18n } from '../i18n/i18n';
import { requestToaster } from './toaster';

type Tone = 'success' | 'error' | 'info';
const COLORS: Record<Tone, string> = { success: 'green', error: 'red', info: 'blue' };

/** Shows a toast that closes after 5 s. The toast system loads on first use. */
export async function notify(message: string, tone: Tone = 'info'): Promise<void> {
  requestToaster();
  const { notifications } = await import('@mantine/notifications');
  notifications.show({ message, color: COLORS[tone], autoClose: TOAST_AUTO_CLOSE_MS, withBorder: true });
}

/** A failed call as a toast: the server's message, else 'Something went wrong'. */
export function showErrorToast(error: unknown): void {
  // A 401 has its own flow: the session-expired toast and logout.
  if (error instanceof ApiError && error.status === 401) return;
  const message = error instanceof ApiError && error.message ? error.message : i18n.t('common.somethingWentWrong');
  void notify(message, 'error');
}
