import { useState } from 'react';
import styled from 'styled-components';
import type { KnowledgeSource } from '@voice/api-client';
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

/** A small picture of the kind, next to its written name (the name says it; the picture is decoration). */
const KIND_ICONS: Record<KnowledgeSource['kind'], string> = {
  file: '📄',
  url: '🌐',
  text: '💬',
};

function SourceName({ source }: { source: KnowledgeSource }) {
  if (source.kind !== 'url') return <Name>{source.name}</Name>;
  return (
    <PageLink href={source.name} title={source.name} target="_blank" rel="noopener noreferrer">
      {shortUrl(source.name)}
    </PageLink>
  );
}

/** "14.2 KB · 4 chunks · Refreshed Nov 28, 2026, 5:00 PM" (added, for what is never refreshed). */
function details(source: KnowledgeSource): string {
  const parts = [formatBytes(source.size_bytes)];
  if (source.status === 'ready') {
    parts.push(`${source.chunk_count} ${source.chunk_count === 1 ? 'chunk' : 'chunks'}`);
  }
  const refreshed = source.kind === 'url' ? formatWhen(source.refreshed_at) : null;
  const added = formatWhen(source.created_at);
  if (refreshed) parts.push(`Refreshed ${refreshed}`);
  else if (added) parts.push(`Added ${added}`);
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
  const [confirming, setConfirming] = useState<KnowledgeSource | null>(null);
  return (
    <>
      <RowList aria-label="Knowledge sources">
        {sources.map((source) => {
          const busy = busyId === source.id;
          return (
            <RowItem key={source.id}>
              <RowMain>
                <RowLine>
                  <Kind>
                    <span aria-hidden="true">{KIND_ICONS[source.kind]}</span>
                    {KIND_LABELS[source.kind]}
                  </Kind>
                  <SourceName source={source} />
                  <Badge tone={STATUS_TONES[source.status]}>{STATUS_LABELS[source.status]}</Badge>
                </RowLine>
                {source.status === 'failed' && source.error ? (
                  <Reason>{source.error}</Reason>
                ) : null}
                <RowMeta>{details(source)}</RowMeta>
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
                    Refresh<VisuallyHidden> {source.name}</VisuallyHidden>
                  </Button>
                ) : null}
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={busy}
                  onClick={() => setConfirming(source)}
                >
                  Delete<VisuallyHidden> {source.name}</VisuallyHidden>
                </Button>
              </Actions>
            </RowItem>
          );
        })}
      </RowList>
      <ConfirmDialog
        open={confirming !== null}
        title="Delete this source?"
        message={
          confirming
            ? `"${confirming.name}" and everything taken from it are removed from the assistant's knowledge. This cannot be undone.`
            : ''
        }
        confirmLabel="Delete source"
        busy={confirming !== null && busyId === confirming.id}
        onConfirm={() => {
          if (confirming) onDelete(confirming, () => setConfirming(null));
        }}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
