/**
 * The sandbox's call recording: a short generated WAV (8 kHz, 16-bit mono PCM), two tones as two speakers
 * taking turns, the same bytes for every test call. Served at SANDBOX_RECORDING_PATH/<call id>.wav.
 */
export const SANDBOX_RECORDING_PATH = '/api/sandbox/recordings';

const RATE = 8000;
const SECONDS = 3;

let cached: Buffer | null = null;

export function sandboxRecordingWav(): Buffer {
  if (cached) return cached;
  const samples = RATE * SECONDS;
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i += 1) {
    const second = Math.floor(i / RATE);
    const frequency = second % 2 === 0 ? 440 : 330;
    const fade = Math.min(1, (i % RATE) / 400, (RATE - (i % RATE)) / 400);
    data.writeInt16LE(
      Math.round(Math.sin((2 * Math.PI * frequency * i) / RATE) * 8000 * fade),
      i * 2,
    );
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  cached = Buffer.concat([header, data]);
  return cached;
}
