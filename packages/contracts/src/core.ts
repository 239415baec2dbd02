// '@voice/contracts/core': the roles, the access rules and the remote contract, without the entities' constants and
// messages. Its own federation share, so that the first load of every page (the shell, the session, a remote's
// routes module) carries these few functions instead of the whole package ('@voice/contracts' re-exports them).
export * from './roles';
export * from './access';
export * from './remote-contract';
export * from './languages';
// The top bar's dropdowns read it in the shell's first chunks, without the rest of the constants.
export { DROPDOWN_HIDE_DELAY_MS } from './constants/assistant-list';
