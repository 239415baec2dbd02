import { createHash } from 'node:crypto';
import type { AvailableNumber } from '@voice/contracts';
import { TelephonyError, type NumberSearch, type TelephonyProvider } from './provider';

/**
 * The default telephony: a deterministic pool of numbers per country and area code, taken from the ranges each
 * country reserves for fiction and tests, so a sandbox number can never ring a real phone:
 * US/CA +1 AAA 555-01XX (NANP), GB +44 20 7946 0XXX (Ofcom's drama range), AU +61 A 5550 XXXX (ACMA).
 * The same search gives the same numbers; a bought number is unique through phone_numbers (the caller filters
 * out numbers already taken, and the table's unique key refuses a second purchase).
 */

interface CountryPlan {
  defaultAreaCode: string;
  region: string;
  localities: readonly string[];
  format(areaCode: string, n: number): string;
}

const PLANS: Record<string, CountryPlan> = {
  US: {
    defaultAreaCode: '415',
    region: 'CA',
    localities: ['San Francisco', 'Oakland', 'San Mateo', 'Daly City'],
    format: (area, n) => `+1${area.padStart(3, '2')}55501${String(n).padStart(2, '0')}`,
  },
  CA: {
    defaultAreaCode: '604',
    region: 'BC',
    localities: ['Vancouver', 'Burnaby', 'Richmond', 'Surrey'],
    format: (area, n) => `+1${area.padStart(3, '2')}55501${String(n).padStart(2, '0')}`,
  },
  GB: {
    defaultAreaCode: '20',
    region: 'London',
    localities: ['London', 'Westminster', 'Camden', 'Islington'],
    format: (_area, n) => `+442079460${String(n).padStart(3, '0')}`,
  },
  AU: {
    defaultAreaCode: '2',
    region: 'NSW',
    localities: ['Sydney', 'Parramatta', 'Newcastle', 'Wollongong'],
    format: (area, n) => `+61${area.slice(0, 1) || '2'}5550${String(n).padStart(4, '0')}`,
  },
};

/**
 * Where a North American area code is, for the pool's locality and region (a few well-known ones); another
 * area code gets no place rather than a made-up one.
 */
const NANP_PLACES: Record<string, Record<string, readonly [string, string]>> = {
  US: {
    '206': ['Seattle', 'WA'],
    '212': ['New York', 'NY'],
    '213': ['Los Angeles', 'CA'],
    '305': ['Miami', 'FL'],
    '310': ['Los Angeles', 'CA'],
    '312': ['Chicago', 'IL'],
    '512': ['Austin', 'TX'],
    '617': ['Boston', 'MA'],
    '702': ['Las Vegas', 'NV'],
  },
  CA: {
    '403': ['Calgary', 'AB'],
    '416': ['Toronto', 'ON'],
    '514': ['Montreal', 'QC'],
    '613': ['Ottawa', 'ON'],
  },
};

function placeOf(
  country: string,
  plan: CountryPlan,
  areaCode: string,
  index: number,
  seed: number,
): Pick<AvailableNumber, 'locality' | 'region'> {
  if (areaCode === plan.defaultAreaCode || !NANP_PLACES[country]) {
    return {
      locality: plan.localities[(seed + index) % plan.localities.length] ?? null,
      region: plan.region,
    };
  }
  const place = NANP_PLACES[country]?.[areaCode];
  return place ? { locality: place[0], region: place[1] } : { locality: null, region: null };
}

/** Numbers offered per search. */
export const SANDBOX_POOL_SIZE = 10;

function seedOf(country: string, areaCode: string): number {
  return createHash('sha256').update(`${country}:${areaCode}`).digest().readUInt16BE(0);
}

/** The pool of one search, in a stable order. */
export function sandboxPool(query: NumberSearch): AvailableNumber[] {
  const plan = PLANS[query.country];
  if (!plan) return [];
  const areaCode = query.areaCode || plan.defaultAreaCode;
  const seed = seedOf(query.country, areaCode);
  return Array.from({ length: SANDBOX_POOL_SIZE }, (_, i) => ({
    phone_number: plan.format(areaCode, (seed + i * 7) % 100),
    ...placeOf(query.country, plan, areaCode, i, seed),
  }));
}

/** The fictional ranges the pool draws from: a sandbox "purchase" of any other number is refused. */
const FICTIONAL_RANGES: Record<string, RegExp> = {
  US: /^\+1\d{3}55501\d{2}$/,
  CA: /^\+1\d{3}55501\d{2}$/,
  GB: /^\+442079460\d{3}$/,
  AU: /^\+61\d5550\d{4}$/,
};

export function isSandboxNumber(phoneNumber: string, country: string): boolean {
  return FICTIONAL_RANGES[country]?.test(phoneNumber) ?? false;
}

export function sandboxTelephonyProvider(): TelephonyProvider {
  return {
    name: 'sandbox',
    twilioCredentials: null,
    async search(query) {
      return sandboxPool(query);
    },
    async buy(phoneNumber, country) {
      if (!isSandboxNumber(phoneNumber, country)) {
        throw new TelephonyError(
          'This number is not available: pick one from the search results',
          422,
        );
      }
      return { phoneNumber, sid: null };
    },
    async release() {},
  };
}
