import { DEMO_REQUEST_PATH, PAYMENT_PATH } from '@voice/contracts/paths';

/**
 * Where a registration started from a choice goes once the account exists (the links of @voice/session's
 * registerPathForPlan and demo-paths.ts' REGISTER_FOR_DEMO_PATH): `?plan=<id>&interval=<monthly|yearly>` → that plan's /payment
 * page; `?next=demo-request` → the demo page; anything else (or malformed) → null, so no query can send the new
 * account anywhere else. Kept here, in the register page's chunk, off every other page's first load.
 */
export function pathRequestedAtRegister(search: string): string | null {
  const params = new URLSearchParams(search);
  const plan = params.get('plan');
  if (plan !== null) {
    if (!/^[1-9]\d{0,9}$/.test(plan)) return null;
    const interval = params.get('interval') === 'yearly' ? 'yearly' : 'monthly';
    return `${PAYMENT_PATH}?${new URLSearchParams({ package_id: plan, interval }).toString()}`;
  }
  return params.get('next') === DEMO_REQUEST_PATH.slice(1) ? DEMO_REQUEST_PATH : null;
}
