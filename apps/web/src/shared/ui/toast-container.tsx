import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '@travel/contracts';
import { UiProvider } from './ui-provider';

export default function ToastContainer() {
  return (
    <UiProvider>
      <Notifications autoClose={TOAST_AUTO_CLOSE_MS} position="top-right" zIndex={2000} />
    </UiProvider>
  );
}
