/**
 * '@voice/contracts/phone': phone numbers read and checked with libphonenumber-js (E.164, the zone a number rings
 * in, the schemas with a number field). An entry of its own, outside the '@voice/contracts/schemas' share, so that
 * only the pages that check a number download the library (about 29 KB gzip). Not a federation share either: each
 * app bundles what it imports, tree-shaken (the server and tests import it as any module).
 */
export * from './phone';
export * from './phone-time-zone';
export * from './phone-schemas';
