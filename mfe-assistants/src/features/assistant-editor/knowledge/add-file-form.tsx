import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { KnowledgeBase } from '@voice/contracts';
import { KNOWLEDGE_FILE_ACCEPT } from '@voice/contracts/schemas';
import { Button, fieldA11y, FormField, NoticeBanner, type FormNotice } from '@voice/ui';
import { useUploadKnowledgeFile } from './api/upload-knowledge-file';
import { failureText } from './failure';
import { fileProblem, limitsText } from './format';

const FileInput = styled.input`
  max-width: 100%;
  font: inherit;
`;

export const NO_FILE_MESSAGE = msg`Choose a file to upload.`;

/** Upload a document: PDF, DOCX, TXT, Markdown or CSV, checked here against the limits before it is sent. */
export function AddFileForm({ assistantId, base }: { assistantId: string; base: KnowledgeBase }) {
  const { t, i18n } = useLingui();
  const upload = useUploadKnowledgeFile(assistantId);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<FormNotice | null>(null);

  const check = (chosen: File) => fileProblem(chosen, base.limits, base.sources.length, i18n);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.currentTarget.files?.[0] ?? null;
    setFile(chosen);
    setError(chosen ? check(chosen) : null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (upload.isPending) return;
    setNotice(null);
    const problem = file ? check(file) : t(NO_FILE_MESSAGE);
    setError(problem);
    if (problem || !file) {
      input.current?.focus();
      return;
    }
    upload.mutate(file, {
      onSuccess: (source) => {
        setFile(null);
        if (input.current) input.current.value = '';
        const { name } = source;
        setNotice({
          tone: 'success',
          text: t`"${name}" was uploaded. Its text is being read; it is ready when its status says so.`,
        });
      },
      onError: (failure) => {
        setError(
          failureText(failure, t`The file could not be uploaded. Please try again.`, 'file', i18n),
        );
        input.current?.focus();
      },
    });
  };

  const limits = limitsText(base.limits.max_file_bytes, base.limits.max_sources, i18n);
  const hint = t`PDF, DOCX, TXT, Markdown or CSV. ${limits}.`;
  return (
    <form noValidate aria-label={t`Upload a file`} onSubmit={onSubmit}>
      <NoticeBanner notice={notice} onDismiss={() => setNotice(null)} />
      <FormField label={t`Document`} htmlFor={id} hint={hint} error={error}>
        <FileInput
          ref={input}
          type="file"
          name="file"
          accept={KNOWLEDGE_FILE_ACCEPT}
          onChange={onChange}
          {...fieldA11y(id, error, { hint: true })}
        />
      </FormField>
      <Button type="submit" busy={upload.isPending}>
        {upload.isPending ? t`Uploading...` : t`Upload`}
      </Button>
    </form>
  );
}
