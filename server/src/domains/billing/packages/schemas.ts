import { PackageListReply } from '@voice/contracts/replies';
import { replies } from '../../../lib/route-schema';

export const packageSchemas = {
  /** The host tenant's active plans: a reseller's own on its site. */
  list: { response: replies({ 200: PackageListReply }) },
};
