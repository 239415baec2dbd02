import { Tabs } from '@voice/ui/widgets';
import { EditorSection } from '../form-controls';
import { ModelTab } from './model-tab';
import type { AiTab } from './tab-of-field';
import { TranscriberTab } from './transcriber-tab';
import { VoiceTab } from './voice-tab';

export type { AiTab } from './tab-of-field';

/** Section 3 of the editor (spec 001 §2): AI Configuration with the Model, Voice and Transcriber tabs. */
export function AiConfigurationSection({
  activeTab,
  onTabChange,
}: {
  activeTab: AiTab;
  onTabChange: (tab: AiTab) => void;
}) {
  return (
    <EditorSection id="ai-configuration" title="AI Configuration">
      <Tabs<AiTab>
        label="AI configuration"
        idPrefix="ai-configuration"
        selected={activeTab}
        onSelect={onTabChange}
        tabs={[
          { key: 'model', label: 'Model', panel: <ModelTab /> },
          { key: 'voice', label: 'Voice', panel: <VoiceTab /> },
          { key: 'transcriber', label: 'Transcriber', panel: <TranscriberTab /> },
        ]}
      />
    </EditorSection>
  );
}
