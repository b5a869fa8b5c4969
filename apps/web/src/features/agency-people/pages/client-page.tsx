import { Grid, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/react';
import { useClient } from '../api/people';
import { UserTypeButton } from '../components/user-type-button';
import { EmailItinerary } from '../components/email-itinerary';
import { PersonBookings } from '../components/person-bookings';
import { PersonPageFrame } from '../components/person-page-frame';
import { PersonProfile } from '../components/person-profile';
import { PersonWallet } from '../components/person-wallet';
import { ResendVerification } from '../components/resend-verification';
import { usePeoplePermissions } from '../lib/permissions';

/** A client's page (/clients/:id): profile, bookings of every vertical, markup, reward wallet. */
export function ClientPage() {
  const { t } = useTranslation('people');
  const id = useParams().id ?? '';
  const client = useClient(id);
  const can = usePeoplePermissions();
  const navigate = useNavigate();
  // The bookings chosen for an itinerary e-mail.
  const [chosen, setChosen] = useState<string[]>([]);
  return (
    <PersonPageFrame kind="clients" query={client} name={(data) => data.client.name}>
      {(data) => (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <PersonProfile
              kind="clients"
              detail={{ ...data, person: data.client }}
              canChangeStatus={can.canChangeStatus}
              canChangeWallet={can.canChangeWallet}
            >
              <Group gap="xs">
                <ResendVerification client={data.client} />
                {can.canPromote && (
                  <UserTypeButton
                    kind="clients"
                    person={data.client}
                    onDone={() => void navigate(`/agents/${data.client._id}`)}
                  />
                )}
              </Group>
            </PersonProfile>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <PersonBookings
                title={t('detail.clientBookings', { count: data.bookings.total })}
                counts={data.bookings.counts}
                latest={data.bookings.latest}
                selection={{
                  selected: chosen,
                  onChange: setChosen,
                  action: <EmailItinerary bookingIds={chosen} defaultEmail={data.client.email} />,
                }}
              />
              {can.canChangeWallet && <PersonWallet kind="clients" id={data.client._id} />}
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </PersonPageFrame>
  );
}
