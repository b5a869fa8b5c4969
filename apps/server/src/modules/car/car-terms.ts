import type { CarCharge, CarDetails, CarTerms, Language } from '@travel/contracts';
import { AppError } from '../../platform/http/app-error';
import { documentFormat, DOCUMENT_LOCALES } from '../../platform/pdf/document-format';
import { renderPdf } from '../../platform/pdf/pdf-document';
import { sign, verifySignature } from '../../platform/security/tokens';

/**
 * A car's rental terms: the same sections as JSON (getDetailsFromTempUrl) and as a PDF (the
 * signed temporary link, and the booking's terms, attached to its confirmation mail), in the
 * reader's language. Times are the locations' wall clocks; amounts in the rental company's
 * currency, both written as the language does.
 */

/** Where the signed terms of an offer are served (an API path, public: the signature is the key). */
export const TERMS_PATH = '/api/car-rental/terms';

/** The terms of an offer or a booked car, in the language asked. */
export type TermsCar = Omit<CarDetails, 'termsUrl'>;

type Copy = {
  title: string;
  vehicle: string;
  similar: (name: string, acriss: string) => string;
  seats: (seats: number, doors: number, bags: number) => string;
  transmission: (value: string, ac: boolean) => string;
  pickupReturn: string;
  pickUp: (place: string, at: string, zone: string) => string;
  dropOff: (place: string, at: string, zone: string) => string;
  days: (days: number) => string;
  price: string;
  payAt: (label: string, amount: string, counter: boolean) => string;
  /** What each kind of charge is called (the rental's own, by its days). */
  charges: Record<CarCharge['kind'], (days: number) => string>;
  /** The rental companies' fuel policies, in words (another policy prints as the company gives it). */
  fuelPolicies: Record<string, string>;
  driver: string;
  driverLine: (age: number, country: string) => string;
  licence: string;
  cover: string;
  excess: (amount: string) => string;
  deposit: (amount: string) => string;
  mileageFuel: string;
  mileage: (unlimited: boolean, free: number | null, extra: string | null) => string;
  fuel: (policy: string) => string;
  cancellation: string;
  freeUntil: (at: string, zone: string) => string;
  late: (fee: string) => string;
  nonRefundable: string;
  noShow: string;
};

const EN: Copy = {
  title: 'Rental terms',
  vehicle: 'Vehicle',
  similar: (name, acriss) => `${name} (ACRISS ${acriss}); the model is not guaranteed.`,
  seats: (seats, doors, bags) => `${seats} seats, ${doors} doors, ${bags} bag${bags === 1 ? '' : 's'}.`,
  transmission: (value, ac) => `${value} transmission${ac ? ', air conditioning' : ', no air conditioning'}.`,
  pickupReturn: 'Pick-up and return',
  pickUp: (place, at, zone) => `Pick-up: ${place}, ${at} (local time, ${zone}).`,
  dropOff: (place, at, zone) => `Return: ${place}, ${at} (local time, ${zone}).`,
  days: (days) =>
    `${days} rental day${days === 1 ? '' : 's'}: each day is 24 hours from pick-up, with one hour's grace.`,
  price: 'Price',
  payAt: (label, amount, counter) => `${label}: ${amount}${counter ? ' (paid at the counter)' : ''}`,
  charges: {
    rental: (days) => `${days} rental day${days === 1 ? '' : 's'}`,
    young_driver: () => 'Young driver fee',
    senior_driver: () => 'Senior driver fee',
    one_way: () => 'One-way fee',
    out_of_hours: () => 'Out-of-hours fee',
    airport_surcharge: () => 'Airport surcharge',
    taxes: () => 'Taxes',
    deposit: () => 'Deposit',
  },
  fuelPolicies: {
    'Full to Full': 'full to full (pick it up full, return it full)',
    'Pre-purchase': 'pre-purchase (a full tank is paid at pick-up, return it as you like)',
  },
  driver: 'Driver',
  driverLine: (age, country) => `Main driver aged ${age}, resident in ${country}.`,
  licence: 'A full driving licence held for at least one year and a credit card in the driver’s name are required.',
  cover: 'Insurance and deposit',
  excess: (amount) => `Collision damage waiver and theft protection, excess ${amount}.`,
  deposit: (amount) => `A deposit of ${amount} is held on the card at pick-up.`,
  mileageFuel: 'Mileage and fuel',
  mileage: (unlimited, free, extra) =>
    unlimited ? 'Unlimited mileage.' : `${free ?? 0} km per day included, then ${extra ?? '-'} per km.`,
  fuel: (policy) => `Fuel policy: ${policy}.`,
  cancellation: 'Cancellation',
  freeUntil: (at, zone) => `Free cancellation until ${at} (local time, ${zone}): 48 hours before pick-up.`,
  late: (fee) => `After that and until pick-up, one day's rental (${fee}) is kept. No refund after pick-up.`,
  nonRefundable: 'Non-refundable rate: nothing is refunded once booked.',
  noShow: 'A car not collected within an hour of the pick-up time counts as a no-show.',
};

const PT: Copy = {
  title: 'Condições de aluguel',
  vehicle: 'Veículo',
  similar: (name, acriss) =>
    `${name.replace('or similar', 'ou similar')} (ACRISS ${acriss}); o modelo não é garantido.`,
  seats: (seats, doors, bags) => `${seats} lugares, ${doors} portas, ${bags} mala${bags === 1 ? '' : 's'}.`,
  transmission: (value, ac) =>
    `Transmissão ${value === 'Automatic' ? 'automática' : 'manual'}${ac ? ', ar condicionado' : ', sem ar condicionado'}.`,
  pickupReturn: 'Retirada e devolução',
  pickUp: (place, at, zone) => `Retirada: ${place}, ${at} (hora local, ${zone}).`,
  dropOff: (place, at, zone) => `Devolução: ${place}, ${at} (hora local, ${zone}).`,
  days: (days) =>
    `${days} dia${days === 1 ? '' : 's'} de aluguel: cada dia são 24 horas desde a retirada, com uma hora de tolerância.`,
  price: 'Preço',
  payAt: (label, amount, counter) => `${label}: ${amount}${counter ? ' (pago no balcão)' : ''}`,
  charges: {
    rental: (days) => `${days} dia${days === 1 ? '' : 's'} de aluguel`,
    young_driver: () => 'Taxa de motorista jovem',
    senior_driver: () => 'Taxa de motorista sênior',
    one_way: () => 'Taxa de só ida',
    out_of_hours: () => 'Taxa fora de horas',
    airport_surcharge: () => 'Sobretaxa de aeroporto',
    taxes: () => 'Impostos',
    deposit: () => 'Caução',
  },
  fuelPolicies: {
    'Full to Full': 'cheio-cheio (retire-o cheio e devolva-o cheio)',
    'Pre-purchase': 'pré-pago (o tanque cheio é pago na retirada, devolva-o como quiser)',
  },
  driver: 'Motorista',
  driverLine: (age, country) => `Motorista principal com ${age} anos, residente em ${country}.`,
  licence: 'É necessária carteira de motorista há pelo menos um ano e cartão de crédito em nome do motorista.',
  cover: 'Seguro e caução',
  excess: (amount) => `Proteção contra danos por colisão e roubo, franquia de ${amount}.`,
  deposit: (amount) => `Uma caução de ${amount} fica retida no cartão na retirada.`,
  mileageFuel: 'Quilometragem e combustível',
  mileage: (unlimited, free, extra) =>
    unlimited ? 'Quilometragem ilimitada.' : `${free ?? 0} km por dia incluídos, depois ${extra ?? '-'} por km.`,
  fuel: (policy) => `Política de combustível: ${policy}.`,
  cancellation: 'Cancelamento',
  freeUntil: (at, zone) => `Cancelamento grátis até ${at} (hora local, ${zone}): 48 horas antes da retirada.`,
  late: (fee) => `Depois disso e até à retirada, é cobrado um dia de aluguel (${fee}). Sem reembolso após a retirada.`,
  nonRefundable: 'Tarifa não reembolsável: nada é devolvido após a reserva.',
  noShow: 'Um carro não levantado até uma hora após a hora de retirada conta como não comparência.',
};

const ES: Copy = {
  title: 'Condiciones de alquiler',
  vehicle: 'Vehículo',
  similar: (name, acriss) =>
    `${name.replace('or similar', 'o similar')} (ACRISS ${acriss}); el modelo no está garantizado.`,
  seats: (seats, doors, bags) => `${seats} plazas, ${doors} puertas, ${bags} maleta${bags === 1 ? '' : 's'}.`,
  transmission: (value, ac) =>
    `Cambio ${value === 'Automatic' ? 'automático' : 'manual'}${ac ? ', aire acondicionado' : ', sin aire acondicionado'}.`,
  pickupReturn: 'Recogida y devolución',
  pickUp: (place, at, zone) => `Recogida: ${place}, ${at} (hora local, ${zone}).`,
  dropOff: (place, at, zone) => `Devolución: ${place}, ${at} (hora local, ${zone}).`,
  days: (days) =>
    `${days} día${days === 1 ? '' : 's'} de alquiler: cada día son 24 horas desde la recogida, con una hora de cortesía.`,
  price: 'Precio',
  payAt: (label, amount, counter) => `${label}: ${amount}${counter ? ' (se paga en el mostrador)' : ''}`,
  charges: {
    rental: (days) => `${days} día${days === 1 ? '' : 's'} de alquiler`,
    young_driver: () => 'Suplemento de conductor joven',
    senior_driver: () => 'Suplemento de conductor sénior',
    one_way: () => 'Suplemento de solo ida',
    out_of_hours: () => 'Suplemento fuera de horario',
    airport_surcharge: () => 'Recargo de aeropuerto',
    taxes: () => 'Impuestos',
    deposit: () => 'Depósito',
  },
  fuelPolicies: {
    'Full to Full': 'lleno-lleno (recójalo lleno y devuélvalo lleno)',
    'Pre-purchase': 'prepago (el depósito lleno se paga en la recogida, devuélvalo como quiera)',
  },
  driver: 'Conductor',
  driverLine: (age, country) => `Conductor principal de ${age} años, residente en ${country}.`,
  licence:
    'Se requiere carné de conducir con al menos un año de antigüedad y tarjeta de crédito a nombre del conductor.',
  cover: 'Seguro y fianza',
  excess: (amount) => `Cobertura de daños por colisión y robo, franquicia de ${amount}.`,
  deposit: (amount) => `Se bloquea una fianza de ${amount} en la tarjeta en la recogida.`,
  mileageFuel: 'Kilometraje y combustible',
  mileage: (unlimited, free, extra) =>
    unlimited ? 'Kilometraje ilimitado.' : `${free ?? 0} km por día incluidos, luego ${extra ?? '-'} por km.`,
  fuel: (policy) => `Política de combustible: ${policy}.`,
  cancellation: 'Cancelación',
  freeUntil: (at, zone) => `Cancelación gratuita hasta ${at} (hora local, ${zone}): 48 horas antes de la recogida.`,
  late: (fee) => `Después y hasta la recogida, se cobra un día de alquiler (${fee}). Sin reembolso tras la recogida.`,
  nonRefundable: 'Tarifa no reembolsable: no se devuelve nada una vez reservado.',
  noShow: 'Un coche no recogido en la hora siguiente a la hora de recogida cuenta como no presentado.',
};

const COPY: Record<Language, Copy> = { en: EN, pt: PT, es: ES };

/** A country of residence by its name in the language ('PT' -> 'Portugal'), else its code. */
function countryName(code: string, language: Language): string {
  try {
    return new Intl.DisplayNames(DOCUMENT_LOCALES[language], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The terms' sections in a language. */
export function carTermsOf(car: TermsCar, language: Language, expiresAt: string): CarTerms {
  const t = COPY[language];
  const format = documentFormat(language);
  const { money, dateTime } = format;
  return {
    carId: car.carId,
    language,
    title: `${t.title}: ${car.vendorName}`,
    vendorName: car.vendorName,
    expiresAt,
    sections: [
      {
        heading: t.vehicle,
        lines: [
          t.similar(car.name, car.acriss),
          t.seats(car.passangerCapacity, car.noOfDoors, car.bagCapacity),
          t.transmission(car.transmissionType, car.isACavailable),
        ],
      },
      {
        heading: t.pickupReturn,
        lines: [
          t.pickUp(car.pickup.address, dateTime(car.pickUpDateTime), car.pickup.timeZone),
          t.dropOff(car.dropoff.address, dateTime(car.returnDateTime), car.dropoff.timeZone),
          t.days(car.rentalDays),
        ],
      },
      {
        heading: t.price,
        lines: car.charges.map((charge) =>
          t.payAt(t.charges[charge.kind](car.rentalDays), money(charge.amount), charge.payAt === 'counter'),
        ),
      },
      {
        heading: t.driver,
        lines: [t.driverLine(car.driverAge, countryName(car.countryOfResidence, language)), t.licence],
      },
      { heading: t.cover, lines: [t.excess(money(car.excess)), t.deposit(money(car.deposit))] },
      {
        heading: t.mileageFuel,
        lines: [
          t.mileage(car.mileage.unlimited, car.mileage.freeKmPerDay, car.mileage.extraKm && money(car.mileage.extraKm)),
          t.fuel(t.fuelPolicies[car.fuelPolicy] ?? car.fuelPolicy),
        ],
      },
      {
        heading: t.cancellation,
        lines:
          (car.cancellationPolicy.refundable ?? car.cancellationPolicy.charge.includedRateInd)
            ? [
                t.freeUntil(dateTime(car.cancellationPolicy.freeUntilLocal), car.pickup.timeZone),
                t.late(money(car.lateCancellationFee)),
                t.noShow,
              ]
            : [t.nonRefundable, t.noShow],
      },
    ],
  };
}

/** The terms as a PDF, headed by the agency (and the booking's reference, once booked). */
export function renderCarTermsPdf(terms: CarTerms, agencyName: string, referenceNumber?: string): Promise<Buffer> {
  return renderPdf({ title: terms.title, author: agencyName, subject: terms.vendorName }, (pdf) => {
    pdf.title(agencyName);
    pdf.subtitle(terms.title);
    if (referenceNumber) pdf.line(`${referenceNumber}`);
    for (const section of terms.sections) {
      pdf.heading(section.heading);
      for (const line of section.lines) pdf.line(line);
    }
  });
}

/**
 * Our signed temporary links to an offer's terms: `TERMS_PATH?carId&lang&expires&sig`, valid
 * while the offer is; `format=json` asks for the JSON. Any node checks one with the secret.
 */
export class TermsLinks {
  constructor(
    private readonly secret: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  url(carId: string, language: Language, expiresAt: string): string {
    const expires = String(Date.parse(expiresAt));
    const params = new URLSearchParams({ carId, lang: language, expires });
    params.set('sig', sign(this.secret, `${carId}|${language}|${expires}`));
    return `${TERMS_PATH}?${params.toString()}`;
  }

  /**
   * The offer and language of a genuine link (a path or a full URL on any host): 400 on `field`
   * for a link that is not ours or was altered, 410 once it has expired.
   */
  open(link: string, field = 'url'): { carId: string; language: Language; expiresAt: string } {
    let url: URL;
    try {
      url = new URL(link, 'http://terms.invalid');
    } catch {
      throw AppError.invalid(field, 'validation.url');
    }
    const carId = url.searchParams.get('carId') ?? '';
    const language = url.searchParams.get('lang') ?? '';
    const expires = url.searchParams.get('expires') ?? '';
    const signature = url.searchParams.get('sig') ?? '';
    const isLanguage = language === 'en' || language === 'pt' || language === 'es';
    if (
      url.pathname !== TERMS_PATH ||
      !isLanguage ||
      !/^\d{1,15}$/.test(expires) ||
      !verifySignature(this.secret, `${carId}|${language}|${expires}`, signature)
    )
      throw AppError.invalid(field, 'validation.url');
    if (Number(expires) <= this.now().getTime()) throw new AppError('OFFER_EXPIRED');
    return { carId, language, expiresAt: new Date(Number(expires)).toISOString() };
  }
}
