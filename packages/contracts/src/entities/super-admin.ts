import type { Static } from 'typebox';
import type {
  ResellerDetailSchema,
  ResellerListItemSchema,
  SuperAdminOverviewSchema,
} from '../replies/consoles';

// The super admin's console: the platform overview and the resellers' list and page, as the
// server sends them (server/src/modules/super-admin-overview and resellers) and the client reads them.

/** A reseller's status on the platform: pending (registration unpaid), active or suspended. */
export type ResellerStatus = 'pending' | 'active' | 'suspended';

export const RESELLER_STATUSES: readonly ResellerStatus[] = ['pending', 'active', 'suspended'];

/** Where the platform's money comes from (GET /api/super-admin/overview). */
export type RevenueSource = 'platform_plans' | 'reseller_packages' | 'reseller_customers';

/** GET /api/super-admin/overview data: the platform at a glance ("this month" is the UTC month). */
export type SuperAdminOverview = Static<typeof SuperAdminOverviewSchema>;

/** One row of GET /api/super-admin/resellers. */
export type ResellerListItem = Static<typeof ResellerListItemSchema>;

/** GET /api/super-admin/resellers/:id data. */
export type ResellerDetail = Static<typeof ResellerDetailSchema>;
