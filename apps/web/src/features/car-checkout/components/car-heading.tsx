import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconAirConditioning,
  IconAirConditioningDisabled,
  IconCar,
  IconDoor,
  IconLuggage,
  IconManualGearbox,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/react';
import type { CarDetails } from '@travel/contracts';
import { CarPicture, type RentalView } from '../../../shared/car/car-sections';
import { Ltr } from '../../../shared/widgets/ltr';

/** An offer as the shared rental sections read it. */
export function rentalOfOffer(car: CarDetails): RentalView {
  return {
    ...car,
    freeUntilLocal: car.cancellationPolicy.freeUntilLocal,
    freeUntil: car.cancellationPolicy.freeUntil,
    isRefundable: car.cancellationPolicy.refundable ?? car.cancellationPolicy.charge.includedRateInd,
  };
}

function Fact({ icon, children, testId }: { icon: ReactNode; children: ReactNode; testId: string }) {
  return (
    <Group gap={6} wrap="nowrap" data-testid={testId}>
      {icon}
      <Text size="sm">{children}</Text>
    </Group>
  );
}

/** The car's seats, doors, bags, transmission and air conditioning. */
export function CarFacts({ car }: { car: CarDetails }) {
  const { t } = useTranslation('car-booking');
  return (
    <Group gap="lg" wrap="wrap" component="ul" aria-label={t('car.facts')} style={{ listStyle: 'none', padding: 0 }}>
      <li>
        <Fact icon={<IconUsers size={18} aria-hidden />} testId="car-seats">
          {t('car.seats', { count: car.passangerCapacity })}
        </Fact>
      </li>
      <li>
        <Fact icon={<IconDoor size={18} aria-hidden />} testId="car-doors">
          {t('car.doors', { count: car.noOfDoors })}
        </Fact>
      </li>
      <li>
        <Fact icon={<IconLuggage size={18} aria-hidden />} testId="car-bags">
          {t('car.bags', {
            large: t('car.largeBags', { count: car.largeBags }),
            small: t('car.smallBags', { count: car.smallBags }),
          })}
        </Fact>
      </li>
      <li>
        <Fact icon={<IconManualGearbox size={18} aria-hidden />} testId="car-transmission">
          {t(`transmission.${car.transmissionType}`)}
        </Fact>
      </li>
      <li>
        <Fact
          icon={
            car.isACavailable ? (
              <IconAirConditioning size={18} aria-hidden />
            ) : (
              <IconAirConditioningDisabled size={18} aria-hidden />
            )
          }
          testId="car-ac"
        >
          {car.isACavailable ? t('car.ac') : t('car.noAc')}
        </Fact>
      </li>
    </Group>
  );
}

/** The offer's car (the page's heading), company and category, picture and facts. */
export function CarHeading({ car }: { car: CarDetails }) {
  const { t } = useTranslation('car-booking');
  return (
    <Group gap="lg" align="center" wrap="wrap">
      <CarPicture src={car.image} name={car.name} />
      <Stack gap={6} style={{ flex: '1 1 260px' }}>
        <Title order={1} size="h2">
          {car.name}
        </Title>
        <Group gap="xs" wrap="wrap">
          <Text fw={600} data-testid="car-vendor">
            {car.vendorName}
          </Text>
          <Badge variant="light" leftSection={<IconCar size={14} aria-hidden />}>
            {t(`sizes.${car.size}`)} · {t(`types.${car.vehicleType}`)}
          </Badge>
          <Text size="sm" c="dimmed">
            <Ltr>{car.acriss}</Ltr>
          </Text>
        </Group>
        <CarFacts car={car} />
      </Stack>
    </Group>
  );
}
