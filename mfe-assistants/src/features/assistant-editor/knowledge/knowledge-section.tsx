import { useState } from 'react';
import styled from 'styled-components';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { KnowledgeBase, KnowledgeSource } from '@voice/contracts';
import { EmptyState, QueryState, useToast } from '@voice/ui';
import { Tabs } from '@voice/ui/widgets';
import { EditorSection } from '../form-controls';
import { isProcessing, useKnowledgeBaseQuery } from './api/get-knowledge-base';
import { useDeleteKnowledgeSource } from './api/delete-knowledge-source';
import { useRefreshKnowledgeSource } from './api/refresh-knowledge-source';
import { AddFileForm } from './add-file-form';
import { AddTextForm } from './add-text-form';
import { AddUrlForm } from './add-url-form';
import { failureText } from './failure';
import { SourceList } from './source-list';
import { UsageBar } from './usage-bar';

export const KNOWLEDGE_SAVE_FIRST_TEXT = msg`Documents, web pages and Q&A entries can be added once the assistant is saved for the first time.`;
export const KNOWLEDGE_INTRO = msg`Documents, web pages and Q&A entries your assistant answers from, on calls and in the Test chat.`;

const Intro = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Part = styled.div`
  margin-bottom: 1.25rem;
  h3 {
    margin: 0 0 0.75rem;
    font-size: 1rem;
  }
`;

const Polling = styled.p`
  margin: 0.5rem 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

type AddTab = 'file' | 'url' | 'text';

/**
 * The assistant's knowledge base, beside the editor's form (its own requests, not part of the assistant's save):
 * what it uses of its limits, its sources (asked again every 2 s while one is being processed) and the three ways
 * to add one. A new assistant has none yet: sources belong to a saved assistant.
 */
export function KnowledgeSection({ assistantId }: { assistantId: string | null }) {
  const { t } = useLingui();
  return (
    <EditorSection id="knowledge" title={t`Knowledge Base`}>
      {assistantId === null ? (
        <Intro>{t(KNOWLEDGE_SAVE_FIRST_TEXT)}</Intro>
      ) : (
        <KnowledgeBaseContent assistantId={assistantId} />
      )}
    </EditorSection>
  );
}

function KnowledgeBaseContent({ assistantId }: { assistantId: string }) {
  const { t } = useLingui();
  const query = useKnowledgeBaseQuery(assistantId);
  return (
    <>
      <Intro>{t(KNOWLEDGE_INTRO)}</Intro>
      <QueryState
        query={query}
        loadingText={t`Loading knowledge sources...`}
        failedText={t`The knowledge sources could not be loaded.`}
      >
        {(base) => <Loaded assistantId={assistantId} base={base} />}
      </QueryState>
    </>
  );
}

function Loaded({ assistantId, base }: { assistantId: string; base: KnowledgeBase }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const refresh = useRefreshKnowledgeSource(assistantId);
  const remove = useDeleteKnowledgeSource(assistantId);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [tab, setTab] = useState<AddTab>('file');
  const processing = base.sources.filter((source) => source.status === 'processing').length;

  const onRefresh = (source: KnowledgeSource) => {
    setBusyId(source.id);
    refresh.mutate(source.id, {
      onError: (error) =>
        toast.error(
          failureText(
            error,
            t`The page could not be refreshed. Please try again.`,
            undefined,
            i18n,
          ),
        ),
      onSettled: () => setBusyId(null),
    });
  };

  const onDelete = (source: KnowledgeSource, done: () => void) => {
    setBusyId(source.id);
    remove.mutate(source.id, {
      onSuccess: () => {
        const { name } = source;
        toast.success(t`"${name}" was deleted.`);
      },
      onError: (error) =>
        toast.error(
          failureText(
            error,
            t`The source could not be deleted. Please try again.`,
            undefined,
            i18n,
          ),
        ),
      onSettled: () => {
        setBusyId(null);
        done();
      },
    });
  };

  return (
    <>
      <UsageBar limits={base.limits} sourceCount={base.sources.length} />
      <Part>
        <h3>
          <Trans>Sources</Trans>
        </h3>
        {base.sources.length === 0 ? (
          <EmptyState
            level={3}
            title={t`No sources yet`}
            description={t`Upload a document, add a web page or write a Q&A entry below.`}
          />
        ) : (
          <SourceList
            sources={base.sources}
            busyId={busyId}
            onRefresh={onRefresh}
            onDelete={onDelete}
          />
        )}
        {/* Said to assistive technology too: the list changes by itself while this shows. */}
        <Polling role="status">
          {isProcessing(base)
            ? t`${plural(processing, { one: '# source is being processed. This list updates by itself.', other: '# sources are being processed. This list updates by itself.' })}`
            : ''}
        </Polling>
      </Part>
      <Part>
        <h3>
          <Trans>Add a source</Trans>
        </h3>
        <Tabs<AddTab>
          label={t`Add a source`}
          idPrefix="knowledge-add"
          selected={tab}
          onSelect={setTab}
          tabs={[
            {
              key: 'file',
              label: t`Upload a file`,
              panel: <AddFileForm assistantId={assistantId} base={base} />,
            },
            { key: 'url', label: t`Web page`, panel: <AddUrlForm assistantId={assistantId} /> },
            { key: 'text', label: t`Q&A entry`, panel: <AddTextForm assistantId={assistantId} /> },
          ]}
        />
      </Part>
    </>
  );
}
