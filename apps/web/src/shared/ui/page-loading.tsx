import { Center, Loader } from '@mantine/core';
import { useTranslation } from '../i18n/react';

/** A page's content on its way: a spinner named for screen readers ('Loading...' unless told). */
export function PageLoading({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <Center py="xl">
      <Loader aria-label={label ?? t('common.loading')} />
    </Center>
  );
}
