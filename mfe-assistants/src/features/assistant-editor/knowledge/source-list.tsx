import { useState } from 'react';
import styled from 'styled-components';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { KnowledgeSource } from '@voice/contracts';
import {
  Badge,
  Button,
  ConfirmDialog,
  RowItem,
  RowLine,
  RowList,
  RowMain,
  RowMeta,
  VisuallyHidden,
} from '@voice/ui';
import {
  formatBytes,
  formatWhen,
  KIND_LABELS,
  shortUrl,
  STATUS_LABELS,
  STATUS_TONES,
} from './format';

const Name = styled.span`
  font-weight: 600;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const PageLink = styled.a`
  font-weight: 600;
  min-width: 0;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.primaryText};
`;

const Kind = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.3rem;
  font-size: 0.8125rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.muted};
  white-space: nowrap;
`;

const Reason = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.danger};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** The main part and the buttons side by side (the buttons stay at the right), one above the other when narrow. */
const Row = styled(RowItem)`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  @media (max-width: 560px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Icon = styled.svg`
  width: 1rem;
  height: 1rem;
  flex: none;
  fill: none;
  stroke: currentColor;
  stroke-width: 2;
  stroke-linecap: round;
  stroke-linejoin: round;
`;

/** The outline of each kind's picture (a page, a globe, a speech bubble), in a 24-unit box. */
/* eslint-disable lingui/no-unlocalized-strings -- SVG path data, not text */
const KIND_ICON_PATHS: Record<KnowledgeSource['kind'], string> = {
  file: 'M14 3H6v18h12V7zM14 3v4h4M9 12h6M9 16h6',
  url: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18',
  text: 'M4 5h16v11H9l-5 4z',
};
/* eslint-enable lingui/no-unlocalized-strings */

/** A small picture of the kind, next to its written name (the name says it; the picture is decoration). */
function KindIcon({ kind }: { kind: KnowledgeSource['kind'] }) {
  return (
    <Icon viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={KIND_ICON_PATHS[kind]} />
    </Icon>
  );
}

function SourceName({ source }: { source: KnowledgeSource }) {
  if (source.kind !== 'url') return <Name>{source.name}</Name>;
  return (
    <PageLink href={source.name} title={source.name} target="_blank" rel="noopener noreferrer">
      {shortUrl(source.name)}
    </PageLink>
  );
}

/** "14.2 KB · 4 chunks · Refreshed Nov 28, 2026, 5:00 PM" (added, for what is never refreshed). */
function details(source: KnowledgeSource, i18n: I18n): string {
  // A source still being read has no size yet.
  const parts =
    source.status === 'processing' && source.size_bytes === 0
      ? []
      : [formatBytes(source.size_bytes)];
  if (source.status === 'ready') {
    const chunks = source.chunk_count;
    parts.push(i18n._(msg`${plural(chunks, { one: '# chunk', other: '# chunks' })}`));
  }
  const refreshed = source.kind === 'url' ? formatWhen(source.refreshed_at) : null;
  const added = formatWhen(source.created_at);
  if (refreshed) parts.push(i18n._(msg`Refreshed ${refreshed}`));
  else if (added) parts.push(i18n._(msg`Added ${added}`));
  return parts.join(' · ');
}

export interface SourceListProps {
  sources: readonly KnowledgeSource[];
  /** The source being refreshed or deleted now (its buttons are busy). */
  busyId: number | null;
  onRefresh: (source: KnowledgeSource) => void;
  /** Called once the user confirmed. */
  onDelete: (source: KnowledgeSource, done: () => void) => void;
}

/**
 * The knowledge sources, newest first: kind, name (a web page's address shortened, in full in its title), status
 * in words (a failure with its reason), size, chunks and when it was last refreshed; Refresh for a web page,
 * Delete after a confirmation.
 */
export function SourceList({ sources, busyId, onRefresh, onDelete }: SourceListProps) {
  const { t, i18n } = useLingui();
  const [confirming, setConfirming] = useState<KnowledgeSource | null>(null);
  const confirmingName = confirming?.name;
  return (
    <>
      <RowList aria-label={t`Knowledge sources`}>
        {sources.map((source) => {
          const busy = busyId === source.id;
          return (
            <Row key={source.id}>
              <RowMain>
                <RowLine>
                  <Kind>
                    <KindIcon kind={source.kind} />
                    {t(KIND_LABELS[source.kind])}
                  </Kind>
                  <SourceName source={source} />
                  <Badge tone={STATUS_TONES[source.status]}>
                    {t(STATUS_LABELS[source.status])}
                  </Badge>
                </RowLine>
                {source.status === 'failed' && source.error ? (
                  <Reason>{source.error}</Reason>
                ) : null}
                <RowMeta>{details(source, i18n)}</RowMeta>
              </RowMain>
              <Actions>
                {source.kind === 'url' ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    busy={busy}
                    disabled={busy || source.status === 'processing'}
                    onClick={() => onRefresh(source)}
                  >
                    <Trans>Refresh</Trans>
                    <VisuallyHidden> {source.name}</VisuallyHidden>
                  </Button>
                ) : null}
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={busy}
                  onClick={() => setConfirming(source)}
                >
                  <Trans>Delete</Trans>
                  <VisuallyHidden> {source.name}</VisuallyHidden>
                </Button>
              </Actions>
            </Row>
          );
        })}
      </RowList>
      <ConfirmDialog
        open={confirming !== null}
        title={t`Delete this source?`}
        message={
          confirmingName !== undefined
            ? t`"${confirmingName}" and everything taken from it are removed from the assistant's knowledge. This cannot be undone.`
            : ''
        }
        confirmLabel={t`Delete source`}
        busy={confirming !== null && busyId === confirming.id}
        onConfirm={() => {
          if (confirming) onDelete(confirming, () => setConfirming(null));
        }}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
