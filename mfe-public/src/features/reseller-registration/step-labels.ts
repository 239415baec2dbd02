import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RESELLER_WIZARD_STEPS } from '@voice/contracts';

/** The wizard's step names (RESELLER_WIZARD_STEPS, the contract's English) in the page's language. */
export const STEP_LABELS: Record<(typeof RESELLER_WIZARD_STEPS)[number], MessageDescriptor> = {
  'Company Info': msg`Company Info`,
  Hosting: msg`Hosting`,
  'Admin Details': msg`Admin Details`,
  'Choose Package': msg`Choose Package`,
};
