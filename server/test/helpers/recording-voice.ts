import type {
  VoiceAssistantSpec,
  VoiceProvider,
} from '../../src/domains/voice/voice-platform/provider';
import { sandboxVoiceProvider } from '../../src/domains/voice/voice-platform/sandbox-provider';

/** A sandbox voice platform that remembers what it was asked (and can be told to fail a kind of call). */
export interface RecordingVoice extends VoiceProvider {
  created: { id: string; spec: VoiceAssistantSpec }[];
  updated: { id: string; spec: VoiceAssistantSpec }[];
  deleted: string[];
  imported: string[];
  deletedNumbers: string[];
  fail: Partial<Record<'create' | 'update' | 'delete' | 'import', Error>>;
  /** Milliseconds each create takes (lets parallel saves overlap). */
  delayMs: number;
  /** Assistants it holds now (created minus deleted). */
  live(): string[];
}

export function recordingVoice(): RecordingVoice {
  const sandbox = sandboxVoiceProvider();
  const voice: RecordingVoice = {
    name: 'sandbox',
    created: [],
    updated: [],
    deleted: [],
    imported: [],
    deletedNumbers: [],
    fail: {},
    delayMs: 0,
    live() {
      return voice.created.map((c) => c.id).filter((id) => !voice.deleted.includes(id));
    },
    async createAssistant(spec) {
      if (voice.fail.create) throw voice.fail.create;
      if (voice.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, voice.delayMs));
      const ref = await sandbox.createAssistant(spec);
      voice.created.push({ id: ref.id, spec });
      return ref;
    },
    async updateAssistant(id, spec) {
      if (voice.fail.update) throw voice.fail.update;
      voice.updated.push({ id, spec });
    },
    async deleteAssistant(id) {
      if (voice.fail.delete) throw voice.fail.delete;
      voice.deleted.push(id);
    },
    async importPhoneNumber(input) {
      if (voice.fail.import) throw voice.fail.import;
      voice.imported.push(input.number);
      return `pn-${input.number}`;
    },
    async deletePhoneNumber(id) {
      voice.deletedNumbers.push(id);
    },
    startOutboundCall: (call) => sandbox.startOutboundCall(call),
  };
  return voice;
}
