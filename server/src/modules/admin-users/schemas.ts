import { object, string } from 'yup';
import { ROLES } from '@voice/contracts';
import { pagingFields } from '../../lib/paging';
import { json, pagedList, replies } from '../../lib/route-schema';

const blank = (value: string) => (value === '' ? undefined : value);

/** GET /api/admin/users?search&role&page&per_page (per_page at most 100: the custom subscription picker). */
export const adminUsersQuerySchema = object({
  ...pagingFields(15),
  search: string()
    .transform(blank)
    .trim()
    .max(255, 'The search may not be greater than 255 characters.')
    .optional(),
  role: string()
    .transform(blank)
    .oneOf([...ROLES], 'The selected role is invalid.')
    .optional(),
});

const adminUser = json.object({
  id: json.integer,
  name: json.string,
  email: json.string,
  role: json.string,
  status: json.string,
  reseller_id: json.nullableInteger,
  reseller_name: json.nullableString,
  created_at: json.string,
});

export const adminUserSchemas = {
  list: {
    querystring: adminUsersQuerySchema,
    response: replies({ 200: pagedList(adminUser) }, [401, 403, 422]),
  },
};
