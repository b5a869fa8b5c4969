/**
 * The airlines the sandbox sells, with facts that shape plausible networks: hubs, alliance,
 * range and home country. Names come from the airline reference data, not from here.
 */

export type Alliance = 'star' | 'oneworld' | 'skyteam' | 'none';

export interface Carrier {
  /** IATA designator. */
  code: string;
  alliance: Alliance;
  /** ISO country code of the home country. */
  country: string;
  /** Airports the carrier connects through; empty for low-cost point-to-point carriers. */
  hubs: readonly string[];
  isLowCost: boolean;
  /** Longest nonstop the fleet flies, km. */
  maxRangeKm: number;
  /** 3-digit airline accounting code that prefixes its ticket numbers, when it has one. */
  ticketPrefix: string | null;
  /** Whether its flagship long-haul aircraft have a First cabin. */
  hasFirst: boolean;
  /** Low-cost carriers: continents they fly within. */
  continents?: readonly string[];
  /** Low-cost carriers: whether they fly between foreign airports of those continents. */
  isPanRegional?: boolean;
}

type NetworkRow = [
  code: string,
  alliance: Alliance,
  country: string,
  hubs: string,
  rangeKm: number,
  prefix: string,
  first?: true,
];

const NETWORK: NetworkRow[] = [
  ['DL', 'skyteam', 'US', 'ATL DTW MSP SLC JFK LAX SEA BOS', 16_000, '006'],
  ['AA', 'oneworld', 'US', 'DFW CLT MIA ORD PHL PHX JFK LAX', 16_000, '001', true],
  ['UA', 'star', 'US', 'ORD DEN IAH EWR SFO IAD LAX', 16_000, '016'],
  ['B6', 'none', 'US', 'JFK BOS', 6_000, '279'],
  ['AS', 'oneworld', 'US', 'SEA', 6_000, '027'],
  ['HA', 'none', 'US', 'HNL', 8_500, '173'],
  ['AC', 'star', 'CA', 'YYZ YVR YUL', 16_000, '014'],
  ['AM', 'skyteam', 'MX', 'MEX', 13_000, '139'],
  ['CM', 'star', 'PA', 'PTY', 7_000, '230'],
  ['AV', 'star', 'CO', 'BOG', 9_000, '134'],
  ['LA', 'none', 'CL', 'SCL LIM GRU', 12_000, '045'],
  ['AR', 'skyteam', 'AR', 'EZE', 12_000, '044'],
  ['BA', 'oneworld', 'GB', 'LHR', 16_000, '125', true],
  ['VS', 'skyteam', 'GB', 'LHR', 14_000, '932'],
  ['AF', 'skyteam', 'FR', 'CDG', 16_000, '057', true],
  ['KL', 'skyteam', 'NL', 'AMS', 16_000, '074'],
  ['LH', 'star', 'DE', 'FRA MUC', 16_000, '220', true],
  ['LX', 'star', 'CH', 'ZRH', 14_000, '724', true],
  ['OS', 'star', 'AT', 'VIE', 10_000, '257'],
  ['IB', 'oneworld', 'ES', 'MAD', 13_000, '075'],
  ['TP', 'star', 'PT', 'LIS', 10_000, '047'],
  ['SK', 'skyteam', 'SE', 'CPH ARN OSL', 10_000, '117'],
  ['AY', 'oneworld', 'FI', 'HEL', 12_000, '105'],
  ['EI', 'none', 'IE', 'DUB', 8_000, '053'],
  ['FI', 'none', 'IS', 'KEF', 8_000, '108'],
  ['TK', 'star', 'TR', 'IST', 14_000, '235'],
  ['A3', 'star', 'GR', 'ATH', 4_000, '390'],
  ['SN', 'star', 'BE', 'BRU', 8_000, '082'],
  ['LO', 'star', 'PL', 'WAW', 10_000, '080'],
  ['EK', 'none', 'AE', 'DXB', 16_000, '176', true],
  ['QR', 'oneworld', 'QA', 'DOH', 16_000, '157', true],
  ['EY', 'none', 'AE', 'AUH', 15_000, '607', true],
  ['SV', 'skyteam', 'SA', 'JED RUH', 13_000, '065'],
  ['MS', 'star', 'EG', 'CAI', 12_000, '077'],
  ['ET', 'star', 'ET', 'ADD', 14_000, '071'],
  ['KQ', 'skyteam', 'KE', 'NBO', 13_000, '706'],
  ['SA', 'star', 'ZA', 'JNB', 12_000, '083'],
  ['AT', 'oneworld', 'MA', 'CMN', 9_000, '147'],
  ['RJ', 'oneworld', 'JO', 'AMM', 10_000, '512'],
  ['AI', 'star', 'IN', 'DEL BOM', 16_000, '098'],
  ['SQ', 'star', 'SG', 'SIN', 16_500, '618', true],
  ['CX', 'oneworld', 'HK', 'HKG', 16_000, '160', true],
  ['JL', 'oneworld', 'JP', 'HND NRT', 14_000, '131', true],
  ['NH', 'star', 'JP', 'HND NRT', 14_000, '205', true],
  ['KE', 'skyteam', 'KR', 'ICN', 14_000, '180', true],
  ['OZ', 'star', 'KR', 'ICN', 12_000, '988'],
  ['CA', 'star', 'CN', 'PEK', 14_000, '999'],
  ['MU', 'skyteam', 'CN', 'PVG', 14_000, '781'],
  ['CZ', 'none', 'CN', 'CAN', 14_000, '784'],
  ['TG', 'star', 'TH', 'BKK', 12_000, '217'],
  ['MH', 'oneworld', 'MY', 'KUL', 12_000, '232'],
  ['GA', 'skyteam', 'ID', 'CGK', 12_000, '126'],
  ['PR', 'none', 'PH', 'MNL', 14_000, '079'],
  ['CI', 'skyteam', 'TW', 'TPE', 13_000, '297'],
  ['BR', 'star', 'TW', 'TPE', 13_000, '695'],
  ['QF', 'oneworld', 'AU', 'SYD MEL BNE', 16_000, '081', true],
  ['VA', 'none', 'AU', 'BNE', 4_500, '795'],
  ['NZ', 'star', 'NZ', 'AKL', 14_000, '086'],
  ['FJ', 'oneworld', 'FJ', 'NAN', 10_000, '260'],
];

type LowCostRow = [code: string, country: string, continents: string, panRegional: boolean, prefix: string | null];

const LOW_COST: LowCostRow[] = [
  ['WN', 'US', 'NA', false, '526'],
  ['FR', 'IE', 'EU', true, null],
  ['U2', 'GB', 'EU', true, null],
  ['W6', 'HU', 'EU', true, null],
  ['VY', 'ES', 'EU', false, null],
  ['6E', 'IN', 'AS', false, null],
  ['G3', 'BR', 'SA', false, '127'],
  ['AD', 'BR', 'SA', false, '577'],
];

const LOW_COST_RANGE_KM = 4_000;

export const CARRIERS: readonly Carrier[] = [
  ...NETWORK.map(([code, alliance, country, hubs, maxRangeKm, ticketPrefix, first]) => ({
    code,
    alliance,
    country,
    hubs: hubs.split(' '),
    isLowCost: false,
    maxRangeKm,
    ticketPrefix,
    hasFirst: first === true,
  })),
  ...LOW_COST.map(([code, country, continents, isPanRegional, ticketPrefix]) => ({
    code,
    alliance: 'none' as const,
    country,
    hubs: [],
    isLowCost: true,
    maxRangeKm: LOW_COST_RANGE_KM,
    ticketPrefix,
    hasFirst: false,
    continents: continents.split(' '),
    isPanRegional,
  })),
];

const BY_CODE = new Map(CARRIERS.map((carrier) => [carrier.code, carrier]));

export function findCarrier(code: string): Carrier | undefined {
  return BY_CODE.get(code);
}

/** Whether two carriers sell connections on each other's flights (same airline or alliance). */
export function canConnect(first: Carrier, second: Carrier): boolean {
  return first.code === second.code || (first.alliance !== 'none' && first.alliance === second.alliance);
}
