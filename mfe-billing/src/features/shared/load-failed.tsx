// The UI kit's QueryError (its `error` and `fallback` form), under the name the payment and receipt pages know it by
// until they import it themselves.
export { QueryError as LoadFailed } from '@voice/ui';
