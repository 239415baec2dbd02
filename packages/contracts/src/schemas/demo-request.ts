import { object, string } from 'yup';
import { DEMO_REQUEST_STATUSES } from '../constants/demo-request';
import { accountEmail, requiredName } from './fields';

/** An optional text: '' and null mean "not given". */
const optionalText = (max: number, message: string) =>
  string().trim().nullable().optional().max(max, message);

/** The /demo-request form: name and email required; phone, company, preferred time and message optional. */
export const demoRequestSchema = object({
  name: requiredName(),
  email: accountEmail(),
  phone: optionalText(20, 'Phone number must be less than 20 characters'),
  company: optionalText(255, 'Company must be less than 255 characters'),
  preferred_time: optionalText(255, 'Preferred time must be less than 255 characters'),
  message: optionalText(5000, 'Message must be less than 5000 characters'),
});

/** PATCH /api/admin/demo-requests/{id}: the new status. */
export const demoRequestStatusSchema = object({
  status: string()
    .required('Status is required')
    .oneOf([...DEMO_REQUEST_STATUSES], 'The selected status is invalid.'),
});
