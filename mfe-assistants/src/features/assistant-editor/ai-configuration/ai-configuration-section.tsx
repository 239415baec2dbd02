import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  return (
    <EditorSection id="ai-configuration" title={t`AI Configuration`}>
      <Tabs<AiTab>
        label={t`AI configuration`}
        idPrefix="ai-configuration"
        selected={activeTab}
        onSelect={onTabChange}
        tabs={[
          { key: 'model', label: t`Model`, panel: <ModelTab /> },
          { key: 'voice', label: t`Voice`, panel: <VoiceTab /> },
          { key: 'transcriber', label: t`Transcriber`, panel: <TranscriberTab /> },
        ]}
      />
    </EditorSection>
  );
}
