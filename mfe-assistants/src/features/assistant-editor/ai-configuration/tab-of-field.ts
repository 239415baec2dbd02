/** The tabs of the AI Configuration section (spec 001 §2). */
export type AiTab = 'model' | 'voice' | 'transcriber';

const TABS: readonly AiTab[] = ['model', 'voice', 'transcriber'];

/**
 * The tab that shows a formik path (dotted or with brackets): `model.*` → model, `voice.*` → voice,
 * `transcriber.*` → transcriber; any other field is outside the tabs (null).
 */
export function tabOfField(path: string): AiTab | null {
  const head = path.trim().split(/[.[]/, 1)[0] ?? '';
  return (TABS as readonly string[]).includes(head) ? (head as AiTab) : null;
}
