// What /register needs once the visitor uses the form (see ../auth/form-code.ts).
export { registerSchema } from '@voice/contracts/schemas';
export { register } from '@voice/api-client';
export { registerFailure as failure } from './register-failure';
