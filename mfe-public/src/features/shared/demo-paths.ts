import { REGISTER_PATH } from '@voice/contracts/paths';

// The landing's demo buttons and the register page agree on this; kept in this remote (every user of it is here), so
// the shared first-load packages do not carry it.

/** /register for a visitor who wants to try the demo assistant (the register page reads `next`). */
export const REGISTER_FOR_DEMO_PATH = `${REGISTER_PATH}?next=demo-request`;
