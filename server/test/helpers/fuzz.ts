import type { InjectOptions } from 'fastify';

/** mulberry32: a small seeded PRNG, so that every run sends the same requests. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;

export function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

function chance(random: Random, p: number): boolean {
  return random() < p;
}

/** Field names the app's routes read, plus some they do not. */
const FIELD_NAMES = [
  'email',
  'password',
  'password_confirmation',
  'current_password',
  'name',
  'first_name',
  'last_name',
  'phone',
  'message',
  'token',
  'remember',
  'subdomain',
  'org_name',
  'company_email',
  'package_id',
  'reseller_package_id',
  'search',
  'phone_search',
  'sort_by',
  'sort_order',
  'page',
  'per_page',
  'reference',
  'id',
  'type',
  'data',
  'status',
  'app_name',
  'primary_color',
  'logo_file',
  'file',
  'amount',
  'card_number',
  'session_id',
  'provider',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'a'.repeat(300),
];

const GOOD_VALUES: Record<string, unknown[]> = {
  email: ['fuzz@example.test', 'FUZZ@Example.Test'],
  password: ['correct horse battery', 'Passw0rd!long-enough'],
  password_confirmation: ['correct horse battery'],
  name: ['Fuzzy Tester'],
  first_name: ['Fuzzy'],
  last_name: ['Tester'],
  phone: ['+1 555 0100'],
  message: ['Hello there, this is a message long enough.'],
  subdomain: ['fuzzco', 'acme-1'],
  org_name: ['Fuzz Org'],
  company_email: ['company@example.test'],
  search: ['a', ''],
  phone_search: ['555'],
  sort_by: ['name', 'created_at'],
  sort_order: ['asc', 'desc'],
  page: [1, '2'],
  per_page: [10, '100'],
  remember: [true, 'true'],
};

const HUGE_NUMBERS = [
  1e308,
  -1e308,
  1e20,
  -1e20,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 63,
  0.000001,
  -0,
  -1,
  0,
];

const NUL_STRINGS = ['\u0000', 'a\u0000b', 'fuzz\u0000@example.test', '\u0000'.repeat(50)];

const ODD_STRINGS = [
  '',
  ' ',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e20',
  '1e400',
  '0x10',
  '-1',
  '00000000001',
  '9007199254740993',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  "' OR 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '%zz',
  '\ud800',
  '\uffff',
  '😀'.repeat(100),
  'é'.repeat(300),
  '\r\n\r\n',
  '\t',
];

/** A value of a random, mostly wrong, type. */
export function fuzzValue(random: Random, depth = 0): unknown {
  const kind = Math.floor(random() * 14);
  switch (kind) {
    case 0:
      return pick(random, ODD_STRINGS);
    case 1:
      return pick(random, NUL_STRINGS);
    case 2:
      return pick(random, HUGE_NUMBERS);
    case 3:
      return chance(random, 0.5);
    case 4:
      return null;
    case 5:
      return depth > 2 ? [] : [fuzzValue(random, depth + 1), fuzzValue(random, depth + 1)];
    case 6:
      return depth > 2 ? {} : fuzzObject(random, depth + 1);
    case 7:
      return 'x'.repeat(pick(random, [256, 4096, 70_000]));
    case 8:
      return deepNesting(pick(random, [50, 500]), chance(random, 0.5));
    case 9:
      return ['a', 'b'];
    case 10:
      return { $ne: '', $gt: '' };
    case 11:
      return Math.floor(random() * 2 ** 40) - 2 ** 39;
    case 12:
      return random().toString(36).slice(2);
    default:
      return pick(random, ['fuzz@example.test', 'correct horse battery', 'admin', 'acme']);
  }
}

/** An object with some of the app's field names, each with a good or a malformed value. */
export function fuzzObject(random: Random, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const count = 1 + Math.floor(random() * 6);
  for (let i = 0; i < count; i += 1) {
    const key = pick(random, FIELD_NAMES);
    const good = GOOD_VALUES[key];
    const value = good && chance(random, 0.5) ? pick(random, good) : fuzzValue(random, depth);
    Object.defineProperty(out, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

function deepNesting(depth: number, arrays: boolean): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i += 1) value = arrays ? [value] : { a: value };
  return value;
}

function queryValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value) ?? '';
}

function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80'; // a lone surrogate, as a client that does not check would send it
  }
}

/** A query string with repeated keys, bracketed keys, prototype keys and malformed values. */
export function fuzzQuery(random: Random): string {
  const parts: string[] = [];
  const count = Math.floor(random() * 5);
  for (let i = 0; i < count; i += 1) {
    const key = pick(random, [...FIELD_NAMES, '__proto__[admin]', 'a[b][c]', 'x[]']);
    const good = GOOD_VALUES[key];
    const value = good && chance(random, 0.4) ? pick(random, good) : fuzzValue(random, 3);
    const pair = `${encode(key)}=${chance(random, 0.05) ? '%zz' : encode(queryValue(value))}`;
    parts.push(pair);
    if (chance(random, 0.25))
      parts.push(pair.replace(/=.*/, `=${encode(queryValue(fuzzValue(random, 3)))}`));
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** A path parameter: real ids now and then, otherwise odd and huge values. */
export function fuzzParam(random: Random, ids: readonly number[]): string {
  if (ids.length > 0 && chance(random, 0.3)) return String(pick(random, ids));
  return encode(
    pick(random, [
      '0',
      '-1',
      '1.5',
      '1e20',
      '99999999999999999999',
      '2147483648',
      'abc',
      '\u0000',
      'a\u0000',
      '__proto__',
      'constructor',
      'sandbox',
      'stripe',
      'x'.repeat(500),
      ' ',
      '..',
      '%',
      '😀',
    ]),
  );
}

/** Fills :params and the * wildcard of a route URL. */
export function fillUrl(url: string, random: Random, ids: readonly number[]): string {
  return url
    .replace(/:[A-Za-z_]+/g, () => fuzzParam(random, ids))
    .replace(/\*$/, () =>
      pick(random, ['index.html', 'x.js', '.build-stamp', 'a.js.map', '%2e%2e/x', '']),
    );
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=fuzz',
  'application/octet-stream',
  'image/png',
  '',
  'application/json\u0000',
  ';;;',
];

/** A body and its content type: JSON of odd shapes, broken JSON, huge and deep bodies, other types. */
export function fuzzBody(random: Random): { payload: string | Buffer; contentType: string } | null {
  const kind = Math.floor(random() * 12);
  switch (kind) {
    case 0:
      return null;
    case 1:
      return { payload: '{"email": "a@b.test", ', contentType: 'application/json' };
    case 2:
      return {
        payload: chance(random, 0.5)
          ? `${'['.repeat(20_000)}${']'.repeat(20_000)}`
          : `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
        contentType: 'application/json',
      };
    case 3:
      return {
        payload: JSON.stringify({
          email: 'a@b.test',
          big: 'x'.repeat(pick(random, [500_000, 1_100_000])),
        }),
        contentType: 'application/json',
      };
    case 4:
      return {
        payload: pick(random, [
          '{"__proto__": {"admin": true}}',
          '{"constructor": {"prototype": {"admin": true}}}',
          '{"email": "a\\u0000b@example.test", "password": "x\\u0000"}',
          '[1,2,3]',
          '"string"',
          '42',
          'null',
          'true',
          '{"a":1e400}',
          '\u0000',
        ]),
        contentType: 'application/json',
      };
    case 5: {
      const boundary = 'fuzz';
      const field = pick(random, FIELD_NAMES);
      const payload = [
        `--${boundary}`,
        `Content-Disposition: form-data; name="${field}"`,
        '',
        queryValue(fuzzValue(random, 3)),
        `--${boundary}`,
        'Content-Disposition: form-data; name="logo_file"; filename="x.png"',
        'Content-Type: image/png',
        '',
        '\u0089PNG\r\n\u001a\n',
        chance(random, 0.5) ? `--${boundary}--` : '',
      ].join('\r\n');
      return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
    }
    case 6:
      return {
        payload: Buffer.from([0, 255, 254, 0, 1, 2]),
        contentType: pick(random, CONTENT_TYPES),
      };
    default:
      return {
        payload: JSON.stringify(fuzzObject(random)),
        contentType: chance(random, 0.8) ? 'application/json' : pick(random, CONTENT_TYPES),
      };
  }
}

/** Hosts: the main host, a reseller's, unknown and malformed ones. */
export function fuzzHost(random: Random, subdomains: readonly string[]): string {
  return pick(random, [
    'localhost',
    'localhost',
    '127.0.0.1:3000',
    ...subdomains.map((sub) => `${sub}.localhost`),
    'unknown.localhost',
    'a.b.c.localhost',
    `${'x'.repeat(300)}.localhost`,
    'evil.example.com',
    '[::1]',
    '..localhost',
    'localhost:99999',
  ]);
}

export interface FuzzCase extends InjectOptions {
  method: NonNullable<InjectOptions['method']>;
  url: string;
}

/** One line of a failure report: method, url and (the start of) the body. */
export function describeCase(c: FuzzCase, status: number, body: string): string {
  const sent = c.payload === undefined ? '' : String(c.payload).slice(0, 300);
  return `${status} ${c.method} ${c.url.slice(0, 300)}\n  content-type: ${String(
    (c.headers as Record<string, string> | undefined)?.['content-type'] ?? '',
  )}\n  body: ${JSON.stringify(sent)}\n  answer: ${body.slice(0, 300)}`;
}
