import { EditorSection, TextField } from './form-controls';

/** 6. Webhook Configuration: an optional URL; when set, end-of-call reports are sent to it. */
export function WebhookSection() {
  return (
    <EditorSection id="webhook" title="Webhook Configuration">
      <TextField
        path="metadata.webhook_url"
        label="Webhook URL"
        type="url"
        placeholder="https://example.com/webhooks/calls"
        hint="Optional. When set, an end-of-call report is sent to this URL after every call."
      />
    </EditorSection>
  );
}
