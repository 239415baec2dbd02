/**
 * A source's text cut into pieces of about CHUNK_CHARS characters for search: whole paragraphs while they fit,
 * a long paragraph by sentences, a sentence longer than a chunk by words. Each chunk after the first starts with
 * the last sentence of the one before (when short), so that an answer split across two chunks is found whole in
 * one of them.
 */

export const CHUNK_CHARS = 800;
/** The longest sentence carried over into the next chunk. */
const OVERLAP_CHARS = 200;

/** A text's sentences: ends at . ! ? (and their run of closing marks) followed by space, or a line break. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…]["')\]]*)\s+|\n+/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '');
}

/** A piece longer than `max`: cut at spaces (a word longer than `max` is cut too). */
function byWords(piece: string, max: number): string[] {
  const out: string[] = [];
  let current = '';
  for (const word of piece.split(/\s+/)) {
    for (let start = 0; start < word.length; start += max) {
      const part = word.slice(start, start + max);
      if (current && current.length + 1 + part.length > max) {
        out.push(current);
        current = part;
      } else {
        current = current ? `${current} ${part}` : part;
      }
    }
  }
  if (current) out.push(current);
  return out;
}

/** Pieces that are each at most `max` characters: the paragraph, or its sentences, or their words. */
function unitsOf(paragraph: string, max: number): string[] {
  if (paragraph.length <= max) return [paragraph];
  return sentencesOf(paragraph).flatMap((sentence) =>
    sentence.length <= max ? [sentence] : byWords(sentence, max),
  );
}

export function chunkText(text: string, max: number = CHUNK_CHARS): string[] {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/[ \t]+/g, ' ').trim())
    .filter((paragraph) => paragraph !== '');
  const chunks: string[] = [];
  let current = '';
  for (const unit of paragraphs.flatMap((paragraph) => unitsOf(paragraph, max))) {
    const joined = current ? `${current}\n${unit}` : unit;
    if (joined.length <= max) {
      current = joined;
      continue;
    }
    chunks.push(current);
    const last = sentencesOf(current).at(-1) ?? '';
    const overlap = last.length <= OVERLAP_CHARS && last.length + 1 + unit.length <= max;
    current = overlap ? `${last}\n${unit}` : unit;
  }
  if (current) chunks.push(current);
  return chunks;
}
