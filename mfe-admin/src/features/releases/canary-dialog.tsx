import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { fieldErrors } from '@voice/api-client/public';
import { REMOTE_RELEASE_MESSAGES } from '@voice/contracts/schemas';
import { Button, FieldRow, FormField, Modal, TextInput } from '@voice/ui';
import { useChangeRemoteRelease } from './api/change-remote-release';
import { changeError } from './release-messages';

export interface CanaryTarget {
  app: string;
  version: string;
  tenantIds: number[];
  percent: number;
}

/** '3, 7' -> [3, 7]; null when a part is not a whole number. */
function parseIds(text: string): number[] | null {
  const parts = text
    .split(/[\s,]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.some((part) => !/^\d+$/.test(part))) return null;
  return parts.map(Number);
}

/**
 * Gives a version to chosen resellers' users and/or a percentage of sessions (each session keeps its choice).
 * The server checks the values (the same messages); a refusal is shown on its field.
 */
export function CanaryDialog({
  target,
  onClose,
  onSaved,
}: {
  target: CanaryTarget | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const change = useChangeRemoteRelease();
  const [ids, setIds] = useState('');
  const [percent, setPercent] = useState('0');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [shownFor, setShownFor] = useState<CanaryTarget | null>(null);
  if (target !== shownFor) {
    setShownFor(target);
    setIds(target?.tenantIds.join(', ') ?? '');
    setPercent(String(target?.percent ?? 0));
    setErrors({});
  }
  const save = () => {
    if (!target) return;
    const tenantIds = parseIds(ids);
    if (tenantIds === null) {
      setErrors({ tenant_ids: REMOTE_RELEASE_MESSAGES.tenantIds });
      return;
    }
    change.mutate(
      {
        kind: 'canary',
        app: target.app,
        payload: { version: target.version, tenant_ids: tenantIds, percent: Number(percent) },
      },
      {
        onSuccess: (reply) => onSaved(reply.message),
        onError: (error) => {
          const fields = fieldErrors(error);
          if (fields?.tenant_ids || fields?.percent) {
            setErrors({
              ...(fields.tenant_ids?.[0] ? { tenant_ids: fields.tenant_ids[0] } : {}),
              ...(fields.percent?.[0] ? { percent: fields.percent[0] } : {}),
            });
          } else setErrors({ form: changeError(error) });
        },
      },
    );
  };
  const app = target?.app ?? '';
  const version = target?.version ?? '';
  return (
    <Modal
      open={target !== null}
      title={t`Canary of ${app} ${version}`}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={save} busy={change.isPending}>
            <Trans>Start canary</Trans>
          </Button>
        </>
      }
    >
      <p style={{ marginTop: 0 }}>
        <Trans>
          The users of the chosen resellers, and the chosen share of sessions, get this version on
          their next page load; everyone else keeps the live one.
        </Trans>
      </p>
      {errors.form ? <p role="alert">{errors.form}</p> : null}
      <FieldRow>
        <FormField
          label={t`Reseller ids`}
          htmlFor={`${id}-ids`}
          hint={t`Comma-separated, as on the Resellers screen`}
          error={errors.tenant_ids}
        >
          <TextInput
            id={`${id}-ids`}
            value={ids}
            inputMode="numeric"
            onChange={(event) => setIds(event.target.value)}
          />
        </FormField>
        <FormField label={t`Sessions (%)`} htmlFor={`${id}-percent`} error={errors.percent}>
          <TextInput
            id={`${id}-percent`}
            type="number"
            min={0}
            max={100}
            value={percent}
            onChange={(event) => setPercent(event.target.value)}
          />
        </FormField>
      </FieldRow>
    </Modal>
  );
}
