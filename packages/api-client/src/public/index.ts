// '@voice/api-client/public' (its own federation share): what the first load of "/" needs from the api-client,
// without axios. The fetch path of the public reads, the error helpers and the 401 rule (both transports use
// these: http.ts imports them by this name, so the builds hold one instance).
export * from './http-errors';
export * from './sign-out-rule';
export * from './public-get';
