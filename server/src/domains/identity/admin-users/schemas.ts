import { number, object, string } from 'yup';
import { ROLES } from '@voice/contracts';
import { AdminUserListReply, AdminUserReply, SuccessMessageReply } from '@voice/contracts/replies';
import { EMAIL_INVALID } from '@voice/contracts/schemas';
import { blankString, blankToUndefined, pagingFields } from '../../../lib/paging';
import { MAX_ID } from '../../../lib/validate';
import { replies, tagged } from '../../../lib/route-schema';

/** The statuses an administrator may set (the others come from sign-up and deletion). */
export const EDITABLE_STATUSES = ['active', 'suspended'] as const;
const LISTED_STATUSES = ['active', 'inactive', 'suspended', 'pending'] as const;

export const ADMIN_USER_MESSAGES = {
  nameRequired: 'The name field is required.',
  nameMax: 'The name may not be greater than 255 characters.',
  emailRequired: 'The email field is required.',
  emailMax: 'The email may not be greater than 255 characters.',
  roleRequired: 'The role field is required.',
  roleInvalid: 'The selected role is invalid.',
  statusInvalid: 'The selected status is invalid.',
  resellerInvalid: 'The selected reseller is invalid.',
} as const;

/**
 * GET /api/admin/users?search&role&status&reseller_id&page&per_page (per_page at most 100: the custom
 * subscription picker). reseller_id is honoured for platform admins only; deleted users are never listed.
 */
export const adminUsersQuerySchema = object({
  ...pagingFields(15),
  search: string()
    .transform(blankString)
    .trim()
    .max(255, 'The search may not be greater than 255 characters.')
    .optional(),
  role: string()
    .transform(blankString)
    .oneOf([...ROLES], ADMIN_USER_MESSAGES.roleInvalid)
    .optional(),
  status: string()
    .transform(blankString)
    .oneOf([...LISTED_STATUSES], ADMIN_USER_MESSAGES.statusInvalid)
    .optional(),
  reseller_id: number()
    .transform(blankToUndefined)
    .typeError(ADMIN_USER_MESSAGES.resellerInvalid)
    .integer(ADMIN_USER_MESSAGES.resellerInvalid)
    .min(1, ADMIN_USER_MESSAGES.resellerInvalid)
    .max(MAX_ID, ADMIN_USER_MESSAGES.resellerInvalid)
    .optional(),
});

const nameField = () =>
  string().typeError(ADMIN_USER_MESSAGES.nameRequired).trim().max(255, ADMIN_USER_MESSAGES.nameMax);

/** POST /api/admin/users: name, email, role; reseller_id (platform admins: the tenant, null = platform). */
export const createAdminUserSchema = object({
  name: nameField().required(ADMIN_USER_MESSAGES.nameRequired),
  email: string()
    .typeError(ADMIN_USER_MESSAGES.emailRequired)
    .trim()
    .required(ADMIN_USER_MESSAGES.emailRequired)
    .max(255, ADMIN_USER_MESSAGES.emailMax)
    .email(EMAIL_INVALID),
  role: string()
    .typeError(ADMIN_USER_MESSAGES.roleInvalid)
    .required(ADMIN_USER_MESSAGES.roleRequired)
    .oneOf([...ROLES], ADMIN_USER_MESSAGES.roleInvalid),
  reseller_id: number()
    .typeError(ADMIN_USER_MESSAGES.resellerInvalid)
    .integer(ADMIN_USER_MESSAGES.resellerInvalid)
    .min(1, ADMIN_USER_MESSAGES.resellerInvalid)
    .max(MAX_ID, ADMIN_USER_MESSAGES.resellerInvalid)
    .nullable()
    .optional(),
});

/** PUT /api/admin/users/:id: any of name, role, status (what is absent stays). */
export const updateAdminUserSchema = object({
  name: nameField().min(1, ADMIN_USER_MESSAGES.nameRequired).optional(),
  role: string()
    .typeError(ADMIN_USER_MESSAGES.roleInvalid)
    .oneOf([...ROLES], ADMIN_USER_MESSAGES.roleInvalid)
    .optional(),
  status: string()
    .typeError(ADMIN_USER_MESSAGES.statusInvalid)
    .oneOf([...EDITABLE_STATUSES], ADMIN_USER_MESSAGES.statusInvalid)
    .optional(),
});

/** :id of a user (an unknown or malformed id is a 404 'User not found'). */
export const adminUserParamsSchema = object({ id: string().required() });

export const adminUserSchemas = tagged('Users', {
  list: {
    summary: 'List users',
    querystring: adminUsersQuerySchema,
    response: replies({ 200: AdminUserListReply }, [401, 403, 422]),
  },
  create: {
    summary: 'Create a user',
    body: createAdminUserSchema,
    response: replies({ 201: AdminUserReply }, [401, 403, 422]),
  },
  update: {
    summary: 'Update a user',
    params: adminUserParamsSchema,
    body: updateAdminUserSchema,
    response: replies({ 200: AdminUserReply }, [401, 403, 404, 422]),
  },
  passwordReset: {
    summary: 'Send a user a password reset email',
    params: adminUserParamsSchema,
    response: replies({ 200: SuccessMessageReply }, [401, 403, 404, 422]),
  },
  remove: {
    summary: 'Delete a user',
    params: adminUserParamsSchema,
    response: replies({ 200: SuccessMessageReply }, [401, 403, 404, 422]),
  },
});
