export * from './core';
export * from './entities';
export * from './constants';
export * from './field-errors';
export * from './language-locales';
// The yup schemas live behind their own entry, '@voice/contracts/schemas' (a separate federation share), so
// that pages without forms never download yup. Their types are re-exported here (types cost no bytes).
export type {
  AssistantFormSchemaOptions,
  FieldErrors,
  FileLike,
  ImageSize,
  LoginPayload,
  RegisterPayload,
  TwoFactorCodePayload,
  TwoFactorDisablePayload,
  TwoFactorSignInPayload,
  ValidateOptions,
  ValidationResult,
} from './schemas';
