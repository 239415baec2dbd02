/**
 * `@voice/contracts/replies`: the reply shapes of the API, each declared once as a JSON schema (TypeBox) whose
 * static type the entities export. The server's routes reply with these schemas and the OpenAPI document is made
 * from them. Server-side only: a browser bundle must never import this entry (it would carry TypeBox).
 */
export { json } from './json';
export * from './common';
export * from './platform';
export * from './tenancy';
export * from './identity';
export * from './billing';
export * from './reseller-billing';
export * from './consoles';
export * from './calls';
export * from './voice';
export type { Static, TSchema } from './json';
export * from './bookings';
export * from './knowledge';
export * from './custom-tools';
export * from './transfers';
export * from './webhook-endpoints';
export * from './api-keys';
export * from './public-api';
export * from './do-not-call';
export * from './campaigns';
export * from './custom-domains';
export * from './email-sender';
export * from './remote-releases';
