/**
 * Field paths of the editor: every input's `name` is its formik path in dotted form
 * (`model.messages.0.content`) and its `id` is `field-` + the path with the dots replaced by '-'.
 */

/** The input id of a formik path. */
export function fieldId(path: string): string {
  return `field-${path.replace(/\./g, '-')}`;
}

/** Every leaf of a formik errors object as a dotted path with its message, in key order. */
export function errorPaths(errors: unknown, prefix = ''): Array<[string, string]> {
  if (typeof errors === 'string') return prefix ? [[prefix, errors]] : [];
  if (!errors || typeof errors !== 'object') return [];
  const found: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(errors)) {
    found.push(...errorPaths(value, prefix ? `${prefix}.${key}` : key));
  }
  return found;
}

/** Fields by section, in the order the page shows them (spec 001 §2). */
const FORM_ORDER: readonly (string | RegExp)[] = [
  // 1. Company Information
  'metadata.company_name',
  'metadata.industry',
  'metadata.country',
  'metadata.services_products',
  // 2. Agent Information
  'name',
  'type',
  'metadata.sms_phone_number',
  'metadata.assistant_phone_number',
  'selected_phone_number',
  // 3. AI Configuration: Model, Voice, Transcriber tabs
  /^model\./,
  /^voice\./,
  /^transcriber\./,
  // 4. Analysis Configuration
  /^analysisPlan\./,
  /^artifactPlan\./,
  // 5. Messages Configuration
  'firstMessageMode',
  'firstMessage',
  'firstMessageInterruptionsEnabled',
  'endCallMessage',
  // 6. Webhook Configuration
  'metadata.webhook_url',
  // 7. User Assignment
  'user_id',
];

function rank(path: string): number {
  const index = FORM_ORDER.findIndex((entry) =>
    typeof entry === 'string' ? entry === path : entry.test(path),
  );
  return index === -1 ? FORM_ORDER.length : index;
}

/** The first failing field in the page's order (ties keep the errors' own order). */
export function firstFailingField(paths: readonly string[]): string | null {
  let best: string | null = null;
  for (const path of paths) {
    if (best === null || rank(path) < rank(best)) best = path;
  }
  return best;
}
