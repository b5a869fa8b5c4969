import { Anchor, Badge, Group, Image, List, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconFileTypePdf, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from '../i18n/react';
import { formatMoney, type CarCharge, type CarLocation, type Money } from '@travel/contracts';
import { DetailSection } from '../booking/manage/detail-section';
import { currentLanguage } from '../i18n/i18n';
import { formatLocalTime, zonePlace } from '../format/wall-clock';
import { useHasPassed } from '../ui/use-has-passed';
import { Ltr } from '../widgets/ltr';
import { chargeKey, chargesByPlace, inclusionText, openingDay, openingWeek, weekdayNames } from './car-format';

/**
 * What the car pages show alike of an offer (details, checkout) and a booked rental (confirmation,
 * My Trips, the agency): the places and times in each place's zone, the cover, the charges now
 * and at the counter, the cancellation terms. Words in the namespace 'car-booking'.
 */

/** A rental as these sections read it, from an offer or a booking. */
export interface RentalView {
  pickup: CarLocation;
  dropoff: CarLocation;
  pickUpDateTime: string;
  returnDateTime: string;
  rentalDays: number;
  charges: CarCharge[];
  deposit: Money;
  excess: Money;
  milage: string;
  fuelPolicy: string;
  inclusions: string[];
  freeUntilLocal: string;
  /** The instant the free window closes, when known: past it, the terms say it has ended. */
  freeUntil?: string;
  lateCancellationFee: Money;
  /** Free cancellation included in the rate (a saver rate keeps everything). */
  isRefundable: boolean;
}

/** The car's picture, as the supplier's category shows it. */
export function CarPicture({ src, name, height = 140 }: { src: string; name: string; height?: number }) {
  const { t } = useTranslation('car-booking');
  return <Image src={src} alt={t('car.picture', { name })} h={height} w="auto" fit="contain" radius="md" />;
}

/** A counter's week: runs of days with their hours, or closed. */
function OpeningHours({ location }: { location: CarLocation }) {
  const { t } = useTranslation('car-booking');
  const days = weekdayNames(currentLanguage());
  const dayRange = (indexes: number[]) =>
    indexes.length === 1 ? days[indexes[0] ?? 0] : `${days[indexes[0] ?? 0]}–${days[indexes.at(-1) ?? 0]}`;
  return (
    <Stack gap={0} data-testid={`opening-hours-${location.id}`}>
      <Text size="xs" c="dimmed">
        {t('places.openingHours')}
      </Text>
      {openingWeek(location).map(({ days: run, hours }) => {
        const day = openingDay(hours);
        return (
          <Text size="sm" key={run.join('-')}>
            <bdi>{dayRange(run)}</bdi>{' '}
            {day.kind === 'closed' ? (
              t('places.closed')
            ) : day.kind === 'allDay' ? (
              t('places.allDay')
            ) : (
              <Ltr>
                {day.from}–{day.until}
              </Ltr>
            )}
          </Text>
        );
      })}
    </Stack>
  );
}

/** One end of the rental: when (the place's wall clock, named by its zone), where, the counter and its hours. */
function Place({ title, location, at, testId }: { title: string; location: CarLocation; at: string; testId: string }) {
  const { t } = useTranslation('car-booking');
  return (
    <Stack gap={4} data-testid={testId}>
      <Text size="xs" c="dimmed" tt="uppercase">
        {title}
      </Text>
      <Text fw={700} data-testid={`${testId}-time`}>
        <Ltr>{formatLocalTime(at, currentLanguage())}</Ltr>{' '}
        {t('places.zoneTime', { place: zonePlace(location.timeZone) })}
      </Text>
      <Group gap={4} wrap="nowrap" align="flex-start">
        <IconMapPin size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
        <div>
          <Text size="sm" fw={600}>
            {location.name}
          </Text>
          <Text size="sm" c="dimmed">
            {location.address}
          </Text>
        </div>
      </Group>
      <Badge
        variant="light"
        radius="sm"
        maw="100%"
        h="auto"
        py={2}
        styles={{ label: { whiteSpace: 'normal' } }}
        w="fit-content"
      >
        {t(`places.counter.${location.counterType}`)}
      </Badge>
      <OpeningHours location={location} />
    </Stack>
  );
}

/** Pick-up and return: when, where, the counter and its hours; one way when the places differ. */
export function RentalPlaces({ rental }: { rental: RentalView }) {
  const { t } = useTranslation('car-booking');
  const isOneWay = rental.pickup.id !== rental.dropoff.id;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Place title={t('places.pickup')} location={rental.pickup} at={rental.pickUpDateTime} testId="pickup" />
        <Place title={t('places.return')} location={rental.dropoff} at={rental.returnDateTime} testId="return" />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('places.days', { count: rental.rentalDays })}
        {isOneWay && ` · ${t('places.oneWay')}`}
      </Text>
    </Stack>
  );
}

/** What the rate includes, the mileage, the fuel policy, the deposit held and the excess. */
export function RentalCover({ rental }: { rental: RentalView }) {
  const { t } = useTranslation('car-booking');
  const language = currentLanguage();
  // The supplier words a limited mileage '200 km/day'.
  const limitedKm = /^(\d+) km\/day$/.exec(rental.milage)?.[1];
  const mileage =
    rental.milage === 'Unlimited'
      ? t('cover.unlimited')
      : limitedKm
        ? t('cover.limitedKm', { km: Number(limitedKm) })
        : t('cover.limited', { milage: rental.milage });
  return (
    <Stack gap="sm" data-testid="rental-cover">
      <List size="sm" spacing={2} data-testid="inclusions">
        {rental.inclusions.map((inclusion) => (
          <List.Item key={inclusion}>{inclusionText(inclusion, t)}</List.Item>
        ))}
      </List>
      <Table variant="vertical" layout="fixed" withTableBorder={false}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w="45%">{t('cover.mileage')}</Table.Th>
            <Table.Td data-testid="mileage">{mileage}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('cover.fuel')}</Table.Th>
            <Table.Td data-testid="fuel-policy">
              {t(`fuel.${rental.fuelPolicy}`, { defaultValue: rental.fuelPolicy })}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('cover.deposit')}</Table.Th>
            <Table.Td data-testid="deposit">
              <Ltr>{formatMoney(rental.deposit, language)}</Ltr>
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('cover.excess')}</Table.Th>
            <Table.Td data-testid="excess">
              {rental.excess.amount === 0 ? t('cover.noExcess') : <Ltr>{formatMoney(rental.excess, language)}</Ltr>}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed">
        {t('cover.depositNote')}
      </Text>
    </Stack>
  );
}

function ChargeRows({ charges, rentalDays }: { charges: CarCharge[]; rentalDays: number }) {
  const { t } = useTranslation('car-booking');
  const language = currentLanguage();
  return charges.map((charge) => (
    <Group key={charge.kind} justify="space-between" wrap="nowrap">
      <Text size="sm">{t(chargeKey(charge), { count: rentalDays })}</Text>
      <Text size="sm">
        <Ltr>{formatMoney(charge.amount, language)}</Ltr>
      </Text>
    </Group>
  ));
}

/** The rental company's charges: what is paid now (in the price) and what at the counter. */
export function RentalCharges({ rental }: { rental: RentalView }) {
  const { t } = useTranslation('car-booking');
  const { now, counter } = chargesByPlace(rental.charges);
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {t('charges.now')}
      </Text>
      <Stack gap={2} data-testid="charges-now">
        <ChargeRows charges={now} rentalDays={rental.rentalDays} />
      </Stack>
      <Text size="sm" fw={600} mt="xs">
        {t('charges.counter')}
      </Text>
      <Stack gap={2} data-testid="charges-counter">
        {counter.length > 0 ? (
          <ChargeRows charges={counter} rentalDays={rental.rentalDays} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('charges.nothingAtCounter')}
          </Text>
        )}
      </Stack>
      <Text size="xs" c="dimmed">
        {t('charges.note')}
      </Text>
    </Stack>
  );
}

/** Free until 48 h before pick-up (the pick-up place's time), then one day's rental; nothing after pick-up. */
export function RentalCancellationTerms({ rental }: { rental: RentalView }) {
  const { t } = useTranslation('car-booking');
  const language = currentLanguage();
  const place = zonePlace(rental.pickup.timeZone);
  const hasEnded = useHasPassed(rental.freeUntil ?? null);
  if (!rental.isRefundable)
    return (
      <Text size="sm" fw={600} data-testid="cancellation-terms">
        {t('terms.nonRefundable')}
      </Text>
    );
  return (
    <List size="sm" spacing={4} data-testid="cancellation-terms">
      <List.Item fw={600}>
        {t(hasEnded ? 'terms.freeEnded' : 'terms.freeUntil', {
          date: formatLocalTime(rental.freeUntilLocal, language),
          place,
        })}
      </List.Item>
      <List.Item>{t('terms.lateFee', { amount: formatMoney(rental.lateCancellationFee, language) })}</List.Item>
      <List.Item>{t('terms.afterPickup')}</List.Item>
    </List>
  );
}

/** The link to a rental's terms as a PDF, opened in a new tab. */
export function TermsPdfLink({ href, testId = 'terms-pdf' }: { href: string; testId?: string }) {
  const { t } = useTranslation('car-booking');
  return (
    <Anchor href={href} target="_blank" rel="noopener" data-testid={testId} w="fit-content">
      <Group gap={4} component="span">
        <IconFileTypePdf size={16} aria-hidden />
        {t('terms.pdf')}
      </Group>
    </Anchor>
  );
}

/**
 * A rental's sections, alike for an offer and a booking: places and times, cover, charges, and
 * the cancellation terms with the way to the rental terms (`terms`).
 */
export function RentalSections({ rental, terms }: { rental: RentalView; terms: ReactNode }) {
  const { t } = useTranslation('car-booking');
  return (
    <>
      <DetailSection title={t('sections.places')}>
        <RentalPlaces rental={rental} />
      </DetailSection>
      <DetailSection title={t('sections.cover')}>
        <RentalCover rental={rental} />
      </DetailSection>
      <DetailSection title={t('sections.charges')}>
        <RentalCharges rental={rental} />
      </DetailSection>
      <DetailSection title={t('sections.cancellation')}>
        <Stack gap="sm">
          <RentalCancellationTerms rental={rental} />
          {terms}
        </Stack>
      </DetailSection>
    </>
  );
}
