// What /login needs once the visitor uses the form (see ../auth/form-code.ts).
export { loginSchema } from '@voice/contracts/schemas';
export { login } from '@voice/api-client';
export { loginFailure as failure } from './login-failure';
