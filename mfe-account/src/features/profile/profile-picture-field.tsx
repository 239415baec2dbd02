import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { IMAGE_ACCEPT, PROFILE_PICTURE_HINT, initialsOf } from '@voice/contracts';
import { FormField, fieldA11y } from '@voice/ui';
import { translateText } from '@voice/ui/core';

const Wrap = styled.div`
  display: flex;
  align-items: center;
  gap: 1.25rem;
  margin-bottom: 0.5rem;
  > div:last-child {
    flex: 1;
    /* A file input is wider than a phone's row allows: it shrinks instead of widening the page. */
    min-width: 0;
    input {
      max-width: 100%;
    }
  }
`;

const Avatar = styled.div`
  flex: none;
  width: 5rem;
  height: 5rem;
  border-radius: 50%;
  overflow: hidden;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 1.75rem;
  font-weight: 700;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const PICTURE_INPUT_ID = 'profile-picture';

export interface ProfilePictureFieldProps {
  name: string;
  /** The stored picture's URL, if any. */
  currentUrl: string | null;
  error?: string;
  onChange: (file: File | null) => void;
}

/** An object URL previewing the chosen file; the previous one is revoked, and the last on unmount. */
function usePreview() {
  const [preview, setPreview] = useState<string | null>(null);
  const current = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
      current.current = null;
    },
    [],
  );
  const show = (file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current);
    current.current = file ? URL.createObjectURL(file) : null;
    setPreview(current.current);
  };
  return [preview, show] as const;
}

/**
 * The picture (a preview of the chosen file, else the stored one), or the name's initials when there
 * is none, and the file input with its hint. Give it a new `key` to clear the input and the preview.
 */
export function ProfilePictureField({
  name,
  currentUrl,
  error,
  onChange,
}: ProfilePictureFieldProps) {
  const [preview, showPreview] = usePreview();
  const shown = preview ?? currentUrl;
  const { t } = useLingui();
  const initials = initialsOf(name);
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0] ?? null;
    showPreview(file);
    onChange(file);
  };
  return (
    <Wrap>
      <Avatar data-testid="profile-avatar">
        {shown ? (
          <img src={shown} alt={preview ? t`New profile picture preview` : t`Profile picture`} />
        ) : (
          <span aria-label={t`Initials ${initials}`} role="img">
            {initials}
          </span>
        )}
      </Avatar>
      <FormField
        label={t`Profile Picture`}
        htmlFor={PICTURE_INPUT_ID}
        hint={translateText(PROFILE_PICTURE_HINT)}
        error={error}
      >
        <input
          type="file"
          name="profile_picture"
          accept={IMAGE_ACCEPT}
          onChange={handleChange}
          {...fieldA11y(PICTURE_INPUT_ID, error, { hint: true })}
        />
      </FormField>
    </Wrap>
  );
}
