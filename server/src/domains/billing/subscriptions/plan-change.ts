import { fromCents } from '../payments/provider';
import type { Proration } from './proration';

/** The receipt lines of a prorated upgrade, as Stripe's invoice shows them (cents in, currency units out). */
export function prorationLines(
  proration: Pick<Proration, 'credit' | 'charge'>,
  from: string,
  to: string,
  packageId: number,
) {
  return [
    { description: `Unused time on ${from} plan`, amount: -fromCents(proration.credit) },
    {
      description: `Remaining time on ${to} plan`,
      amount: fromCents(proration.charge),
      package_id: packageId,
    },
  ];
}
