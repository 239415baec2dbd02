/** The text with `insert` put in place of the selection [start, end), and where the caret goes after it. */
export function insertAtCursor(
  text: string,
  insert: string,
  start: number | null,
  end: number | null,
): { value: string; caret: number } {
  const from = clamp(start ?? text.length, text.length);
  const to = Math.max(from, clamp(end ?? from, text.length));
  return { value: text.slice(0, from) + insert + text.slice(to), caret: from + insert.length };
}

function clamp(position: number, length: number): number {
  return Math.min(Math.max(0, position), length);
}
