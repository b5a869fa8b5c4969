import {
  Alert,
  Center,
  Group,
  Loader,
  Paper,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { lazy, Suspense } from 'react';
import { formatMoney, type AgencyDashboard } from '@travel/contracts';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/react';
import { DateRangeInputs } from '../../../shared/widgets/date-range-inputs';
import { Ltr } from '../../../shared/widgets/ltr';
import { useAgencyDashboard } from '../api/get-agency-dashboard';
import {
  bookingsByVertical,
  bookingsOverTime,
  salesCurrencies,
  salesOverTime,
  topAgents,
  type ChartRow,
} from '../lib/dashboard-figures';
import { PERIOD_PRESETS, useDashboardPeriod, type PeriodPreset } from '../lib/dashboard-period';
import type { AgencyChartProps } from './agency-chart';
import { RecentActivityPanel } from './recent-activity';
import { TransactionsPanel } from './transactions-table';

/** The chart code (recharts) loads after the page, on its own. */
const AgencyChart = lazy(() => import('./agency-chart').then((m) => ({ default: m.AgencyChart })));

const VERTICAL_COLORS = { flight: 'blue.6', hotel: 'teal.6', car: 'orange.6', activity: 'grape.6' } as const;
const COUNT_KEYS = ['flights', 'hotels', 'cars', 'activities', 'total'] as const;

/**
 * The agency's figures on the dashboard of owners, admins and agents (a restricted agent's own,
 * the server scopes them): a period in the URL, figure cards, charts with a table each for
 * assistive technology, and the recent transactions and activity.
 */
export function AgencyDashboardSection({ isRestricted }: { isRestricted: boolean }) {
  const { t } = useTranslation('account');
  const period = useDashboardPeriod();
  const dashboard = useAgencyDashboard(period.period);
  const rangeErrors = {
    missing: t('agency.rangeMissing'),
    order: t('agency.rangeOrder'),
    tooLong: t('agency.rangeTooLong'),
  };
  return (
    <Stack gap="lg" component="section" aria-labelledby="agency-figures">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={2} id="agency-figures">
            {isRestricted ? t('agency.ownTitle') : t('agency.title')}
          </Title>
          {isRestricted && (
            <Text size="sm" c="dimmed" data-testid="restricted-scope">
              {t('agency.restrictedNote')}
            </Text>
          )}
        </div>
        <Group gap="sm" align="flex-start" wrap="wrap">
          <NativeSelect
            label={t('agency.period')}
            data={PERIOD_PRESETS.map((value) => ({ value, label: t(`agency.presets.${value}`) }))}
            value={period.preset}
            onChange={(event) => period.setPreset(event.currentTarget.value as PeriodPreset)}
            w={200}
          />
          {period.preset === 'custom' && (
            <DateRangeInputs
              startDate={period.from}
              endDate={period.to}
              onStartChange={period.setFrom}
              onEndChange={period.setTo}
              labels={{ from: t('agency.from'), to: t('agency.to'), badRange: t('agency.rangeOrder') }}
            />
          )}
        </Group>
      </Group>
      {period.error && period.error !== 'order' && <Alert color="yellow">{rangeErrors[period.error]}</Alert>}
      {period.period && dashboard.isError && !dashboard.data ? (
        <Alert color="red" role="alert">
          {t('common:common.somethingWentWrong')}
        </Alert>
      ) : period.period && !dashboard.data ? (
        <Center py="xl">
          <Loader aria-label={t('common:common.loading')} />
        </Center>
      ) : dashboard.data ? (
        <Figures dashboard={dashboard.data} isRestricted={isRestricted} isFetching={dashboard.isFetching} />
      ) : null}
    </Stack>
  );
}

function Figures({
  dashboard,
  isRestricted,
  isFetching,
}: {
  dashboard: AgencyDashboard;
  isRestricted: boolean;
  isFetching: boolean;
}) {
  const { t } = useTranslation('account');
  const language = currentLanguage();
  const money = (amount: number, currency: string) => formatMoney({ amount, currency }, language);
  const day = (iso: string) =>
    new Date(`${iso}T00:00:00Z`).toLocaleDateString(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const verticalLabel = (vertical: string) => t(`dashboard.vertical.${vertical}`);
  const currencies = salesCurrencies(dashboard);
  const verticalSeries = (['flight', 'hotel', 'car', 'activity'] as const).map((vertical) => ({
    key: vertical,
    label: verticalLabel(vertical),
    color: VERTICAL_COLORS[vertical],
  }));
  return (
    <Stack gap="lg" aria-busy={isFetching}>
      <Text size="sm" c="dimmed" data-testid="dashboard-period">
        <Ltr>
          {day(dashboard.period.startDate)} – {day(dashboard.period.endDate)}
        </Ltr>
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="md">
        {COUNT_KEYS.map((key) => (
          <FigureCard
            key={key}
            label={t(`dashboard.${key}`)}
            value={String(dashboard.bookingCount[key])}
            testId={`agency-count-${key}`}
          />
        ))}
        <FigureCard label={t('agency.newClients')} value={String(dashboard.newClients)} testId="agency-new-clients" />
      </SimpleGrid>
      {dashboard.earnings.length === 0 ? (
        <Text c="dimmed" data-testid="agency-no-sales">
          {t('agency.noSales')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {dashboard.earnings.map((earning) => (
            <Paper
              key={earning.currency}
              withBorder
              p="md"
              radius="md"
              data-testid={`agency-earnings-${earning.currency}`}
            >
              <Text size="sm" c="dimmed">
                {t('agency.earningsIn', { currency: earning.currency })}
              </Text>
              <Table variant="vertical" withRowBorders={false} mt="xs">
                <Table.Tbody>
                  {(['sales', 'markup', 'commission'] as const).map((key) => (
                    <Table.Tr key={key}>
                      <Table.Th fw={400} c="dimmed" w="50%">
                        {t(`agency.${key}`)}
                      </Table.Th>
                      <Table.Td fw={700} ta="end" data-testid={`${key}-${earning.currency}`}>
                        <Ltr>{money(earning[key], earning.currency)}</Ltr>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Paper>
          ))}
        </SimpleGrid>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ChartFigure
          id="chart-bookings-time"
          title={t('agency.bookingsOverTime')}
          kind="stacked"
          rows={bookingsOverTime(dashboard)}
          series={verticalSeries}
          formatLabel={day}
          formatValue={String}
          labelHeader={t('agency.date')}
        />
        {currencies.map((currency) => (
          <ChartFigure
            key={currency}
            id={`chart-sales-${currency}`}
            title={t('agency.salesOverTime', { currency })}
            kind="area"
            rows={salesOverTime(dashboard, currency)}
            series={[{ key: 'sales', label: t('agency.sales'), color: 'indigo.6' }]}
            formatLabel={day}
            formatValue={(value) => money(value, currency)}
            labelHeader={t('agency.date')}
          />
        ))}
        <ChartFigure
          id="chart-verticals"
          title={t('agency.byVertical')}
          kind="bar"
          rows={bookingsByVertical(dashboard)}
          series={[{ key: 'bookings', label: t('agency.bookings'), color: 'blue.6' }]}
          formatLabel={verticalLabel}
          formatValue={String}
          labelHeader={t('dashboard.type')}
        />
        {!isRestricted && (
          <ChartFigure
            id="chart-agents"
            title={t('agency.topAgents')}
            kind="horizontal"
            rows={topAgents(dashboard)}
            series={[{ key: 'bookings', label: t('agency.bookings'), color: 'teal.6' }]}
            formatLabel={(name) => name}
            formatValue={String}
            labelHeader={t('agency.agent')}
          />
        )}
      </SimpleGrid>
      <TransactionsPanel
        id="agency-transactions"
        title={t('agency.recentTransactions')}
        rows={dashboard.recentTransactions}
        isPending={false}
      />
      <RecentActivityPanel
        id="agency-activity"
        title={t('agency.recentActivity')}
        rows={dashboard.recentActivity}
        isPending={false}
      />
    </Stack>
  );
}

function FigureCard({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700}>
        <Ltr>{value}</Ltr>
      </Text>
    </Paper>
  );
}

interface ChartFigureProps extends AgencyChartProps {
  id: string;
  title: string;
  /** The header of the table's first column (a date, a type, an agent). */
  labelHeader: string;
}

/** A chart with its title, and the same numbers as a table for assistive technology. */
function ChartFigure({ id, title, labelHeader, ...chart }: ChartFigureProps) {
  const { t } = useTranslation('account');
  return (
    <Paper withBorder p="md" radius="md" component="figure" m={0} aria-labelledby={id}>
      <Title order={3} size="h5" id={id} mb="sm" component="figcaption">
        {title}
      </Title>
      {chart.rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('agency.noData')}
        </Text>
      ) : (
        <>
          {/* The drawn chart is for the eye: its numbers are the table below, and inert keeps its SVG out of the tab order. */}
          <div aria-hidden inert>
            <Suspense fallback={<Skeleton h={260} />}>
              <AgencyChart {...chart} />
            </Suspense>
          </div>
          <VisuallyHidden>
            <table data-testid={`${id}-table`}>
              <caption>{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{labelHeader}</th>
                  {chart.series.map((one) => (
                    <th scope="col" key={one.key}>
                      {one.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {chart.rows.map((row: ChartRow) => (
                  <tr key={row.label}>
                    <th scope="row">{chart.formatLabel(row.label)}</th>
                    {chart.series.map((one) => (
                      <td key={one.key}>{chart.formatValue(row.values[one.key] ?? 0)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </VisuallyHidden>
        </>
      )}
    </Paper>
  );
}
