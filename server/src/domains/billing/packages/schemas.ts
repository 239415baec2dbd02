import { PackageListReply } from '@voice/contracts/replies';
import { replies, tagged } from '../../../lib/route-schema';

export const packageSchemas = tagged('Plans', {
  /** The host tenant's active plans: a reseller's own on its site. */
  list: { summary: "List the site's plans on sale", response: replies({ 200: PackageListReply }) },
});
