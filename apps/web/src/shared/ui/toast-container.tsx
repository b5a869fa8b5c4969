import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '@travel/contracts';
import { UiProvider } from './ui-provider';

/**
 * Toasts appear at the bottom, clear of the header's controls (language, currency, account),
 * which a toast at the top used to cover for its five seconds.
 */
const TOAST_POSITION = 'bottom-right';

export default function ToastContainer() {
  return (
    <UiProvider>
      <Notifications autoClose={TOAST_AUTO_CLOSE_MS} position={TOAST_POSITION} zIndex={2000} />
    </UiProvider>
  );
}
