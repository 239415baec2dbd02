import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { IMAGE_ACCEPT } from '@voice/contracts';
import { checkImageFile } from '@voice/contracts/schemas';
import { Button, FormField, fieldA11y } from '@voice/ui';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 1rem;
  flex-wrap: wrap;
`;

const Thumb = styled.div`
  width: 8rem;
  height: 4rem;
  display: flex;
  align-items: center;
  justify-content: center;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.8125rem;
  overflow: hidden;
  img {
    max-width: 100%;
    max-height: 100%;
    object-fit: contain;
  }
`;

/** An object URL previewing the chosen file; the previous one is revoked, and the last on unmount. */
export function useFilePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<string | null>(null);
  const current = useRef<string | null>(null);
  useEffect(() => {
    current.current = file ? URL.createObjectURL(file) : null;
    setPreview(current.current);
    return () => {
      if (current.current) URL.revokeObjectURL(current.current);
      current.current = null;
    };
  }, [file]);
  return preview;
}

export interface ImagePickerProps {
  id: string;
  label: string;
  /** The texts naming this picture in a sentence: the new one's preview, none, the Remove button. */
  texts: { newPreview: string; none: string; remove: string };
  hint: string;
  /** The stored picture (null: none, or removed). */
  currentUrl: string | null;
  /** The chosen file's preview URL. */
  previewUrl: string | null;
  /** The largest file accepted here (the server checks the bytes again). */
  maxBytes: number;
  /** Said when the chosen file is larger than maxBytes. */
  sizeMessage: string;
  error?: string;
  onChange: (file: File | null) => void;
  onRemove: () => void;
}

/** A picture field: its thumbnail (the chosen file, else the stored picture), the file input and Remove. */
export function ImagePicker({
  id,
  label,
  texts,
  hint,
  currentUrl,
  previewUrl,
  maxBytes,
  sizeMessage,
  error,
  onChange,
  onRemove,
}: ImagePickerProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const shown = previewUrl ?? currentUrl;
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0] ?? null;
    const check = file ? checkImageFile({ size: 0, type: file.type, name: file.name }) : null;
    const tooLarge = file && !check && file.size > maxBytes ? sizeMessage : null;
    setProblem(check ?? tooLarge);
    if (check ?? tooLarge) {
      event.currentTarget.value = '';
      onChange(null);
      return;
    }
    onChange(file);
  };
  const remove = () => {
    if (input.current) input.current.value = '';
    setProblem(null);
    onRemove();
  };
  const shownError = problem ?? error;
  return (
    <FormField label={label} htmlFor={id} hint={hint} error={shownError}>
      <Row>
        <Thumb>
          {shown ? (
            <img src={shown} alt={previewUrl ? texts.newPreview : label} />
          ) : (
            <span>{texts.none}</span>
          )}
        </Thumb>
        <input
          ref={input}
          type="file"
          accept={IMAGE_ACCEPT}
          onChange={handleChange}
          {...fieldA11y(id, shownError, { hint: true })}
        />
        {shown ? (
          <Button variant="secondary" onClick={remove}>
            {texts.remove}
          </Button>
        ) : null}
      </Row>
    </FormField>
  );
}
