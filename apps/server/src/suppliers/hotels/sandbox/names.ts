import { intHash, pickHash } from '../../shared/prng';
import type { HotelChain, PropertyType } from '../content';

/** Words the generated hotel names, streets and chains are made of (all fictional). */

/** Fictional chains: each with its brands by star band. */
export const CHAINS: readonly (HotelChain & { brands: readonly [string, ...string[]]; minStars: number })[] = [
  { code: 'AUR', name: 'Aurora Hospitality', brands: ['Aurora', 'Aurora Grand'], minStars: 4 },
  { code: 'NRD', name: 'Nordlys Hotels', brands: ['Nordlys', 'Nordlys Inn'], minStars: 3 },
  { code: 'CAS', name: 'Castellan Group', brands: ['Castellan', 'Castellan Suites'], minStars: 4 },
  { code: 'PLM', name: 'Palmera Resorts', brands: ['Palmera', 'Palmera Beach'], minStars: 4 },
  { code: 'QST', name: 'Quest Lodging', brands: ['Quest Express', 'Quest'], minStars: 2 },
  { code: 'VRD', name: 'Verdant Stays', brands: ['Verdant', 'Verdant Eco'], minStars: 3 },
  { code: 'MTR', name: 'Metro Rooms', brands: ['Metro Rooms', 'Metro Smart'], minStars: 2 },
  { code: 'SLV', name: 'Silverline Hotels', brands: ['Silverline', 'Silverline Select'], minStars: 3 },
];

/** Words that follow a prefix in an independent hotel's name. */
const NAME_WORDS = [
  'Atlântico',
  'Bellavista',
  'Central',
  'Continental',
  'Cosmopolitan',
  'Esplanade',
  'Galeria',
  'Garden',
  'Grand',
  'Harbour',
  'Horizon',
  'Imperial',
  'Jardim',
  'Lumière',
  'Marina',
  'Meridiano',
  'Miramar',
  'Monarch',
  'Olive Tree',
  'Opera',
  'Orchid',
  'Palace',
  'Panorama',
  'Park',
  'Plaza',
  'Regent',
  'Riverside',
  'Royal',
  'Sol',
  'Solar',
  'Sunset',
  'Terrace',
  'Tower',
  'Trinity',
  'Vista',
  'Windsor',
  'Zenith',
  'Azul',
  'Boavista',
  'Cedar',
  'Coral',
  'Crown',
  'Duke',
  'Ember',
  'Fountain',
  'Gallery',
  'Heritage',
  'Ivy',
  'Lantern',
  'Laurel',
  'Lotus',
  'Magnolia',
  'Mosaic',
  'Oasis',
  'Pearl',
  'Pine',
  'Quay',
  'Saffron',
  'Sapphire',
  'Star',
  'Tides',
  'Victoria',
  'Willow',
  'Acacia',
  'Alameda',
  'Arcadia',
  'Aurelia',
] as const satisfies readonly [string, ...string[]];

const SUFFIXES = [
  '',
  '',
  '',
  ' Suites',
  ' & Spa',
  ' Boutique',
  ' Residences',
  ' Collection',
] as const satisfies readonly [string, ...string[]];

/** Words for 'hotel' by language of the country, then the English ones. */
const PREFIXES: Readonly<Record<string, readonly [string, ...string[]]>> = {
  pt: ['Hotel', 'Pousada', 'Hotel'],
  es: ['Hotel', 'Gran Hotel', 'Hotel'],
  fr: ['Hôtel', 'Grand Hôtel', 'Hôtel'],
  it: ['Hotel', 'Albergo', 'Grand Hotel'],
  de: ['Hotel', 'Parkhotel', 'Hotel'],
  en: ['Hotel', 'The', 'Grand Hotel'],
};

const GUESTHOUSE_WORDS: Readonly<Record<string, readonly [string, ...string[]]>> = {
  pt: ['Casa', 'Residencial', 'Guest House'],
  es: ['Hostal', 'Pensión', 'Casa'],
  fr: ['Maison', 'Chambres', 'Auberge'],
  it: ['Locanda', 'Affittacamere', 'Casa'],
  de: ['Pension', 'Gästehaus', 'Gasthof'],
  en: ['Guest House', 'B&B', 'Lodge'],
};

const STREETS: Readonly<Record<string, readonly [string, ...string[]]>> = {
  pt: ['Rua das Flores', 'Avenida da Liberdade', 'Rua do Comércio', 'Largo do Carmo', 'Rua Augusta', 'Avenida Central'],
  es: ['Calle Mayor', 'Avenida de la Constitución', 'Calle del Sol', 'Paseo del Prado', 'Calle Real', 'Plaza Nueva'],
  fr: ['Rue de la Paix', 'Boulevard Saint-Michel', 'Rue Victor Hugo', 'Avenue des Fleurs', 'Quai du Port'],
  it: ['Via Roma', 'Corso Italia', 'Via Garibaldi', 'Piazza del Duomo', 'Via Dante'],
  de: ['Hauptstraße', 'Bahnhofstraße', 'Lindenallee', 'Marktplatz', 'Schillerstraße'],
  en: ['High Street', 'Park Avenue', 'Station Road', 'Harbour Street', 'Church Lane', 'Market Square', 'King Street'],
};

const LANGUAGE_BY_COUNTRY: Readonly<Record<string, string>> = {
  PT: 'pt',
  BR: 'pt',
  AO: 'pt',
  MZ: 'pt',
  CV: 'pt',
  ES: 'es',
  MX: 'es',
  AR: 'es',
  CO: 'es',
  CL: 'es',
  PE: 'es',
  VE: 'es',
  EC: 'es',
  BO: 'es',
  UY: 'es',
  PY: 'es',
  CR: 'es',
  PA: 'es',
  CU: 'es',
  DO: 'es',
  GT: 'es',
  HN: 'es',
  SV: 'es',
  NI: 'es',
  FR: 'fr',
  BE: 'fr',
  LU: 'fr',
  MC: 'fr',
  SN: 'fr',
  CI: 'fr',
  MA: 'fr',
  TN: 'fr',
  IT: 'it',
  SM: 'it',
  DE: 'de',
  AT: 'de',
  CH: 'de',
  LI: 'de',
};

/** The language the sandbox names streets and hotels in for a country. */
export function languageOf(countryCode: string): string {
  return LANGUAGE_BY_COUNTRY[countryCode] ?? 'en';
}

const APARTMENT_WORD: Readonly<Record<string, string>> = {
  pt: 'Apartamentos',
  es: 'Apartamentos',
  fr: 'Appart’hôtel',
  it: 'Residence',
  de: 'Apartments',
  en: 'Apartments',
};

/** An independent hotel's name for a key ('Casa Miramar', 'Hotel Opera & Spa', 'Lotus Hostel'). */
export function independentName(key: string, countryCode: string, type: PropertyType): string {
  const language = languageOf(countryCode);
  const word = pickHash(`${key}|word`, NAME_WORDS);
  switch (type) {
    case 'hostel':
      return `${word} Hostel`;
    case 'resort':
      return `${word} Resort${pickHash(`${key}|suffix`, ['', ' & Spa', ' & Golf'])}`;
    case 'aparthotel':
      return `${APARTMENT_WORD[language] ?? 'Apartments'} ${word}`;
    case 'guesthouse':
      return `${pickHash(`${key}|prefix`, GUESTHOUSE_WORDS[language] ?? ['Guesthouse'])} ${word}`;
    default:
      return `${pickHash(`${key}|prefix`, PREFIXES[language] ?? ['Hotel'])} ${word}${pickHash(`${key}|suffix`, SUFFIXES)}`;
  }
}

/** A street address line ('Rua das Flores 42', '42 High Street'). */
export function streetLine(key: string, countryCode: string): string {
  const language = languageOf(countryCode);
  const street = pickHash(`${key}|street`, STREETS[language] ?? ['Main Street']);
  const number = intHash(`${key}|number`, 1, 240);
  return language === 'en' ? `${number} ${street}` : `${street} ${number}`;
}
