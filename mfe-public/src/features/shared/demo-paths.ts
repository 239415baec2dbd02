// The landing's demo buttons and the register page agree on these; kept in this remote (every user of them is here),
// so the shared first-load packages do not carry them.

/** The demo a visitor asked to try from the landing: registration first, then this page. */
export const DEMO_REQUEST_PATH = '/demo-request';

/** /register for a visitor who wants to try the demo assistant (the register page reads `next`). */
export const REGISTER_FOR_DEMO_PATH = '/register?next=demo-request';
