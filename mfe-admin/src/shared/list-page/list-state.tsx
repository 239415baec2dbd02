// Until the screens still importing it from here take it from '@voice/ui' themselves.
export { QueryError } from '@voice/ui';
