import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, MessageBanner } from '@voice/ui';
import { EditorSection } from '../form-controls';
import type { SaveBanner } from './use-own-save-form';

/** The muted paragraph of a section with its own Save: its intro, the "save first" note, a list's empty note. */
export const SectionIntro = styled.p`
  margin: 0 0 1rem;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
  margin: 0.5rem 0 1rem;
`;

const SaveNote = styled.span`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * A section of the editor kept outside the assistant's form, with its own requests: its heading and intro, and
 * its content only for a saved assistant (`assistantId` null: a new assistant, which has none of it yet).
 */
export function OwnSaveSection({
  id,
  title,
  intro,
  saveFirstText,
  assistantId,
  children,
}: {
  id: string;
  title: string;
  intro: ReactNode;
  saveFirstText: string;
  assistantId: string | null;
  children: (assistantId: string) => ReactNode;
}) {
  return (
    <EditorSection id={id} title={title}>
      <SectionIntro>{intro}</SectionIntro>
      {assistantId === null ? <SectionIntro>{saveFirstText}</SectionIntro> : children(assistantId)}
    </EditorSection>
  );
}

/**
 * The end of a section's own form: the outcome of its last save, then its buttons (`children` before Save) and
 * the note that the assistant's Save does not send it.
 */
export function OwnSaveActions({
  banner,
  onDismiss,
  busy,
  saveLabel,
  children,
}: {
  banner: SaveBanner;
  onDismiss: () => void;
  busy: boolean;
  saveLabel: string;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <>
      <MessageBanner
        tone={banner?.tone ?? 'error'}
        message={banner?.text ?? ''}
        autoHideMs={0}
        onDismiss={onDismiss}
      />
      <Actions>
        {children}
        <Button type="submit" busy={busy}>
          {busy ? t`Saving...` : saveLabel}
        </Button>
        <SaveNote>
          <Trans>Saved on its own: the assistant&apos;s Save does not send it.</Trans>
        </SaveNote>
      </Actions>
    </>
  );
}
