import styled, { type DefaultTheme } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Campaign } from './campaigns-api';
import {
  PROGRESS_STATUSES,
  contactLabel,
  doneCount,
  formatNumber,
  percent,
  type CampaignContactStatus,
} from './format';

/** One colour per contact status (the theme's tones; the legend names each, so colour is never the only cue). */
const SEGMENT_COLORS: Record<CampaignContactStatus, (theme: DefaultTheme) => string> = {
  queued: (t) => t.colors.border,
  calling: (t) => t.colors.info,
  completed: (t) => t.colors.success,
  failed: (t) => t.colors.danger,
  no_answer: (t) => t.colors.warning,
  voicemail: (t) => t.colors.primaryText,
  do_not_call: (t) => t.colors.muted,
};

const Track = styled.div<{ $thin?: boolean }>`
  display: flex;
  width: 100%;
  height: ${({ $thin }) => ($thin ? '0.4rem' : '0.75rem')};
  border-radius: 999px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Segment = styled.span<{ $status: CampaignContactStatus }>`
  display: block;
  height: 100%;
  background: ${({ theme, $status }) => SEGMENT_COLORS[$status](theme)};
`;

const Done = styled.span`
  display: block;
  height: 100%;
  background: ${({ theme }) => theme.colors.primaryText};
`;

const Legend = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: 0.5rem 1rem;
  list-style: none;
  margin: 0.75rem 0 0;
  padding: 0;
  font-size: 0.9375rem;
  li {
    display: flex;
    align-items: center;
    gap: 0.4rem;
    min-width: 0;
  }
  strong {
    margin-left: auto;
    font-variant-numeric: tabular-nums;
  }
`;

const Swatch = styled.span<{ $status: CampaignContactStatus }>`
  flex: none;
  width: 0.75rem;
  height: 0.75rem;
  border-radius: 2px;
  background: ${({ theme, $status }) => SEGMENT_COLORS[$status](theme)};
`;

type Counts = Campaign['contacts'];

/** 'done of total' with a thin bar: the list's progress column. */
export function ProgressCell({ contacts }: { contacts: Counts }) {
  const { t } = useLingui();
  const done = doneCount(contacts);
  const share = percent(done, contacts.total);
  return (
    <div>
      <span>
        {formatNumber(done)} / {formatNumber(contacts.total)}
      </span>
      <Track
        $thin
        role="progressbar"
        aria-label={t`Contacts done`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={share}
      >
        <Done style={{ width: `${share}%` }} />
      </Track>
    </div>
  );
}

/**
 * The campaign page's progress: one bar split by contact status (queued, calling, then the outcomes) and a legend
 * with each count. The bar is a progressbar of the contacts done; the legend carries the figures.
 */
export function CampaignProgress({ contacts }: { contacts: Counts }) {
  const { t } = useLingui();
  const done = doneCount(contacts);
  const share = percent(done, contacts.total);
  const doneText = formatNumber(done);
  const totalText = formatNumber(contacts.total);
  return (
    <div>
      <p>
        <Trans>
          <strong>{share}%</strong> done: {doneText} of {totalText} contacts
        </Trans>
      </p>
      <Track
        role="progressbar"
        aria-label={t`Campaign progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={share}
      >
        {contacts.total > 0
          ? PROGRESS_STATUSES.filter((s) => s !== 'queued').map((status) => {
              const count = contacts[status] ?? 0;
              return count > 0 ? (
                <Segment
                  key={status}
                  $status={status}
                  style={{ width: `${(count / contacts.total) * 100}%` }}
                />
              ) : null;
            })
          : null}
      </Track>
      <Legend aria-label={t`Contacts by status`}>
        {PROGRESS_STATUSES.map((status) => (
          <li key={status}>
            <Swatch $status={status} aria-hidden="true" />
            <span>{contactLabel(status)}</span>
            <strong>{formatNumber(contacts[status] ?? 0)}</strong>
          </li>
        ))}
      </Legend>
    </div>
  );
}
