import { useRef, useState } from 'react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { LegalPageAdmin } from '@voice/contracts';
import {
  LEGAL_PAGE_MAX_LENGTH,
  LEGAL_PAGE_TITLES,
  legalPageDraftSchema,
  unfilledPlaceholders,
  type LegalPageDraftInput,
} from '@voice/contracts/legal-pages';
import { Button, Card, formatNumber, FormikTextField } from '@voice/ui';
import { Markdown } from '@voice/ui/markdown';
import { useSaveForm } from '../../shared/forms/use-save-form';
import { formatDay } from '../../shared/list-page/format';
import { useSaveLegalPage } from './api/save-legal-page';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 1.5rem;
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
  textarea {
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
    font-size: 0.875rem;
  }
`;

const Status = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Left = styled.p`
  margin: 0 0 1rem;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.text};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

/** Beside the draft, as tall as a screen, scrolled on its own (and by keyboard: it takes the focus). */
const Preview = styled(Card)`
  max-height: 44rem;
  overflow-y: auto;
  line-height: 1.6;
  overflow-wrap: anywhere;
  h2 {
    font-size: 1.125rem;
    margin: 1.25rem 0 0.5rem;
  }
  h2:first-of-type {
    margin-top: 0;
  }
`;

/** "Live since Nov 29, 2026" or "Not published yet", and whether the saved draft differs from the live text. */
function statusOf(page: LegalPageAdmin, i18n: I18n): string {
  const day = formatDay(page.published_at);
  const live = page.published_at
    ? i18n._(msg`Live since ${day}.`)
    : i18n._(msg`Not published yet: visitors cannot read this page.`);
  if (!page.draft_updated_at)
    return `${live} ${i18n._(msg`The draft below is the template: complete it, then publish.`)}`;
  if (page.published !== null && page.published !== page.draft) {
    return `${live} ${i18n._(msg`The saved draft has changes that are not live yet.`)}`;
  }
  return live;
}

/**
 * One page's editor: the Markdown draft, what is left to complete, a live preview with the renderer visitors'
 * pages use, Save draft and Publish (which saves the draft first).
 */
export function LegalPageEditor({ page }: { page: LegalPageAdmin }) {
  const { t, i18n } = useLingui();
  const save = useSaveLegalPage(page.kind);
  // Which button sent the form: the ref for the save callback, the state for the busy button.
  const publishing = useRef(false);
  const [action, setAction] = useState<'save' | 'publish'>('save');
  const { form, errorOf, onChange } = useSaveForm<LegalPageDraftInput, { message: string }>({
    initialValues: { draft: page.draft },
    validationSchema: legalPageDraftSchema,
    save: (values) => save.mutateAsync({ draft: values.draft, publish: publishing.current }),
    failedMessage: t`Failed to save the page`,
  });
  const fields = { form, errorOf, onChange };
  const title = LEGAL_PAGE_TITLES[page.kind];
  const left = unfilledPlaceholders(form.values.draft);
  const leftList = left.join(', ');
  const maxLength = formatNumber(LEGAL_PAGE_MAX_LENGTH);
  const submit = (publish: boolean) => {
    publishing.current = publish;
    setAction(publish ? 'publish' : 'save');
    void form.submitForm();
  };

  return (
    <>
      <Status>{statusOf(page, i18n)}</Status>
      <Columns>
        <Card>
          <form
            noValidate
            aria-label={t`${title} draft`}
            onSubmit={(event) => {
              event.preventDefault();
              submit(false);
            }}
          >
            <Left aria-live="polite">
              {left.length > 0
                ? t`Still to complete before publishing: ${leftList}`
                : t`Every placeholder is completed.`}
            </Left>
            <FormikTextField
              fields={fields}
              name="draft"
              id={`legal-${page.kind}-draft`}
              label={t`${title} (Markdown)`}
              rows={24}
              required
              hint={t`Headings start with ##, list items with -. At most ${maxLength} characters.`}
            />
            <Actions>
              <Button
                type="submit"
                variant="secondary"
                busy={form.isSubmitting && action === 'save'}
              >
                <Trans>Save draft</Trans>
              </Button>
              <Button busy={form.isSubmitting && action === 'publish'} onClick={() => submit(true)}>
                <Trans>Publish {title}</Trans>
              </Button>
            </Actions>
          </form>
        </Card>
        <Preview as="section" aria-label={t`${title} preview`} tabIndex={0}>
          <Markdown source={form.values.draft} />
        </Preview>
      </Columns>
    </>
  );
}
