import { Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { formatMoney } from '@travel/contracts';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/react';
import { Ltr } from '../../../shared/widgets/ltr';
import { useAgent } from '../api/people';
import { ManagersOnly } from '../components/managers-only';
import { UserTypeButton } from '../components/user-type-button';
import { PersonBookings } from '../components/person-bookings';
import { PersonPageFrame } from '../components/person-page-frame';
import { PersonProfile } from '../components/person-profile';
import { PersonWallet } from '../components/person-wallet';
import { RestrictedSwitch } from '../components/restricted-switch';

/** An agent's page (/agents/:id): profile, the bookings they made and their sales per currency. */
export function AgentPage() {
  return (
    <ManagersOnly>
      <Agent />
    </ManagersOnly>
  );
}

function Agent() {
  const { t } = useTranslation('people');
  const id = useParams().id ?? '';
  const agent = useAgent(id);
  const navigate = useNavigate();
  const language = currentLanguage();
  return (
    <PersonPageFrame kind="agents" query={agent} name={(data) => data.agent.name}>
      {(data) => (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <PersonProfile kind="agents" detail={{ ...data, person: data.agent }} canChangeStatus canChangeWallet>
                <RestrictedSwitch agent={data.agent} />
                <Group gap="xs">
                  <UserTypeButton
                    kind="agents"
                    person={data.agent}
                    onDone={() => void navigate(`/clients/${data.agent._id}`)}
                  />
                </Group>
              </PersonProfile>
              <Paper withBorder radius="md" p="md" component="section" aria-labelledby="agent-sales">
                <Title order={2} size="h4" id="agent-sales" mb="sm">
                  {t('detail.sales')}
                </Title>
                {data.sales.length === 0 ? (
                  <Text c="dimmed">{t('detail.noSales')}</Text>
                ) : (
                  <Stack gap={4} data-testid="agent-sales">
                    {data.sales.map((money) => (
                      <Text key={money.currency} fw={700} size="lg">
                        <Ltr>{formatMoney(money, language)}</Ltr>
                      </Text>
                    ))}
                  </Stack>
                )}
              </Paper>
              <PersonWallet kind="agents" id={data.agent._id} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <PersonBookings
              title={t('detail.agentBookings', { count: data.bookings.total })}
              counts={data.bookings.counts}
              latest={data.bookings.latest}
            />
          </Grid.Col>
        </Grid>
      )}
    </PersonPageFrame>
  );
}
