import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { VENDOR_NAMES, type CallLogDetail } from '@voice/contracts';
import { formatNumber, ListTable, Td, Th, Tr, TitledCard } from '@voice/ui';
import { i18n } from '@voice/ui/core';
import { formatCallCost, humanize } from './format';
import { Nothing } from './section';

const RowHead = styled(Th)`
  text-transform: none;
  letter-spacing: normal;
  font-size: 0.9375rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  background: transparent;
  white-space: normal;
`;

export interface CostLine {
  /** 'llm', 'analysisCostBreakdown.summary'… */
  key: string;
  label: string;
  value: string;
}

/** Counts (tokens, characters) among the costs; everything else numeric is dollars. */
const COUNT_KEY = /tokens|characters|count|minutes|seconds/i;

/**
 * Plain names of the parts of a call's cost (Vapi's costBreakdown keys): what the part is ("Voice", "Model",
 * "Transcription", as the white-label spec words them), never which provider supplies it. 'vapi' is the voice
 * platform's own fee.
 */
const PART_LABELS: Record<string, MessageDescriptor> = {
  stt: msg`Transcription`,
  llm: msg`Model`,
  tts: msg`Voice`,
  vapi: msg`Platform`,
  transport: msg`Phone line`,
  analysisCostBreakdown: msg`Analysis`,
  knowledgeBaseCost: msg`Knowledge base`,
  voicemailDetectionCost: msg`Voicemail detection`,
};

/** A part's plain name in the page's language, or undefined for a part without one. */
function partName(name: string): string | undefined {
  const label = PART_LABELS[name];
  return label ? i18n._(label) : undefined;
}

/**
 * Names of voice, model and telephony providers (the one list, VENDOR_NAMES): a reseller's customers see none of
 * them (white label), so a line that would show one (a provider's name in a key, camelCased as 'openaiTokens', or a
 * text value) is left out of their breakdown.
 */
const PROVIDER_NAME = new RegExp(VENDOR_NAMES.map((vendor) => vendor.pattern).join('|'), 'i');

/** A count of a part ('llmPromptTokens', 'ttsCharacters') under the part's plain name: 'Model prompt tokens'. */
const PART_PREFIX = /^(stt|llm|tts)(?=[A-Z])/;

const partLabel = (name: string) =>
  partName(name) ??
  humanize(name.replace(PART_PREFIX, (part) => (partName(part) ?? part).replace(/\s/g, '')));

/**
 * The breakdown's entries, nested ones flattened ('Analysis › Summary'), total last, each part under its plain
 * name. With `providerNames` false (everyone but platform admins), no line names a provider.
 */
export function costLines(
  breakdown: Record<string, unknown> | null,
  { providerNames = false }: { providerNames?: boolean } = {},
): CostLine[] {
  const lines: CostLine[] = [];
  const walk = (value: unknown, path: string[]) => {
    const key = path.join('.');
    const label = path.map(partLabel).join(' › ');
    if (!providerNames && PROVIDER_NAME.test(label)) return;
    if (typeof value === 'number' && Number.isFinite(value)) {
      const last = path[path.length - 1] ?? '';
      lines.push({
        key,
        label,
        value: COUNT_KEY.test(last) ? formatNumber(value) : formatCallCost(value),
      });
    } else if (typeof value === 'string' && value.trim()) {
      if (providerNames || !PROVIDER_NAME.test(value)) lines.push({ key, label, value });
    } else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [name, inner] of Object.entries(value)) walk(inner, [...path, name]);
    }
  };
  if (breakdown) for (const [name, value] of Object.entries(breakdown)) walk(value, [name]);
  const total = lines.findIndex((line) => line.key === 'total');
  if (total >= 0) lines.push(...lines.splice(total, 1));
  return lines;
}

/**
 * What the call cost, per part (Vapi's costBreakdown), or the total alone. Provider names only for platform
 * admins: a reseller's customers and admins see the parts by what they are.
 */
export function CostBreakdown({
  call,
  providerNames = false,
}: {
  call: CallLogDetail;
  providerNames?: boolean;
}) {
  const lines = costLines(call.cost_breakdown, { providerNames });
  const { t } = useLingui();
  const total = formatCallCost(call.cost);
  return (
    <TitledCard id="call-cost" title={t`Cost breakdown`}>
      {lines.length > 0 ? (
        <ListTable label={t`Costs per item`} columns={[t`Item`, t`Amount`]}>
          {lines.map((line) => (
            <Tr key={line.key}>
              <RowHead scope="row">{line.label}</RowHead>
              <Td>{line.value}</Td>
            </Tr>
          ))}
        </ListTable>
      ) : (
        <Nothing>{t`No breakdown reported. Total: ${total}`}</Nothing>
      )}
    </TitledCard>
  );
}
