import { Alert, Button, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react';
import { useFailureMessage } from '../../../shared/booking/checkout/stop-notice';
import { TermsPdfLink } from '../../../shared/car/car-sections';
import { useCarTerms } from '../api/car-offer';

/** The terms read from our signed link (getDetailsFromTempUrl), with the same link as a PDF. */
function TermsBody({ url }: { url: string }) {
  const { t } = useTranslation('car-booking');
  const terms = useCarTerms(url);
  const failureMessage = useFailureMessage();
  if (terms.isPending) return <Loader aria-label={t('terms.loading')} />;
  if (!terms.data)
    return (
      <Alert color="red" role="alert">
        {failureMessage(terms.error)}
      </Alert>
    );
  return (
    <Stack gap="md" data-testid="rental-terms">
      <Text fw={600}>{terms.data.vendorName}</Text>
      {terms.data.sections.map((section) => (
        <Stack gap={4} key={section.heading}>
          <Title order={3} size="h5">
            {section.heading}
          </Title>
          {section.lines.map((line) => (
            <Text size="sm" key={line}>
              {line}
            </Text>
          ))}
        </Stack>
      ))}
      <TermsPdfLink href={url} />
    </Stack>
  );
}

/** 'Rental terms': the rental company's terms of this offer, to read here or open as a PDF. */
export function RentalTermsButton({ url }: { url: string }) {
  const { t } = useTranslation('car-booking');
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="light"
        w="fit-content"
        leftSection={<IconFileText size={18} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        {t('terms.read')}
      </Button>
      <Modal opened={isOpen} onClose={() => setOpen(false)} title={t('terms.title')} size="lg">
        {isOpen && <TermsBody url={url} />}
      </Modal>
    </>
  );
}
