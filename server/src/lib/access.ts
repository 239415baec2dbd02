// The access model lives in @voice/contracts (access.ts); routes declare their rule in
// `config: { access }` (plugins/access.ts). This file only re-exports the data scopes for server code.
export { dataScope, isPlatformAdmin, tenantScope, type DataScope } from '@voice/contracts';
