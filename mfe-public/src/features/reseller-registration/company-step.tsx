import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { IMAGE_ACCEPT } from '@voice/contracts';
import { Button, FormField, fieldA11y, formatNumber } from '@voice/ui';
import { checkLogo } from './check-logo';
import type { StepProps } from './step-props';
import { TextField } from './text-field';

export const LOGO_HINT = msg`PNG, JPG or GIF, up to 2MB, at most 800x400px`;

const FileInput = styled.input`
  width: 100%;
  padding: 0.45rem;
  border: 1px dashed ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primaryText};
    outline-offset: 1px;
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Chosen = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin: -0.5rem 0 1rem;
  color: ${({ theme }) => theme.colors.text};
  img {
    max-width: 8rem;
    max-height: 4rem;
    object-fit: contain;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
  }
  span {
    flex: 1;
    overflow-wrap: anywhere;
  }
`;

/** '1.5 MB', '34 KB' (the number in the page's locale). */
function sizeLabel(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${formatNumber(bytes / (1024 * 1024), { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`
    : `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

/** A data URL previewing the chosen logo (read in the background; null until read or without a file). */
function usePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return undefined;
    let active = true;
    const reader = new FileReader();
    reader.onload = () => {
      if (active && typeof reader.result === 'string') setPreview({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => {
      active = false;
    };
  }, [file]);
  return preview && preview.file === file ? preview.url : null;
}

/** Step 1, Company Info: org_name, company_email, logo_file (spec 000 §3, §5). */
export function CompanyStep(props: StepProps) {
  const { t } = useLingui();
  const { form, errorOf } = props;
  const [logoProblem, setLogoProblem] = useState<string | null>(null);
  const [checkingLogo, setCheckingLogo] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const logo = form.values.logo_file;
  const preview = usePreview(logo);

  const onLogo = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setLogoProblem(null);
    if (!file) {
      void form.setFieldValue('logo_file', null);
      return;
    }
    setCheckingLogo(true);
    const problem = await checkLogo(file);
    setCheckingLogo(false);
    if (problem) {
      // The file is refused: it is not kept, and the input is emptied so it can be chosen again.
      setLogoProblem(problem);
      if (input.current) input.current.value = '';
      void form.setFieldValue('logo_file', null);
      return;
    }
    void form.setFieldValue('logo_file', file);
  };

  const removeLogo = () => {
    setLogoProblem(null);
    if (input.current) input.current.value = '';
    void form.setFieldValue('logo_file', null);
  };

  const logoError = logoProblem ?? errorOf('logo_file');
  const logoName = logo?.name ?? '';
  const logoSize = logo ? sizeLabel(logo.size) : '';

  return (
    <>
      <TextField
        {...props}
        name="org_name"
        label={t`Organization Name`}
        autoComplete="organization"
        required
      />
      <TextField
        {...props}
        name="company_email"
        label={t`Company Email`}
        type="email"
        autoComplete="email"
        hint={t`Where your customers can reach your company (optional).`}
      />
      <FormField label={t`Company Logo`} htmlFor="logo_file" hint={t(LOGO_HINT)} error={logoError}>
        <FileInput
          {...fieldA11y('logo_file', logoError, { hint: true })}
          ref={input}
          name="logo_file"
          type="file"
          accept={IMAGE_ACCEPT}
          aria-busy={checkingLogo || undefined}
          onChange={(event) => void onLogo(event)}
        />
      </FormField>
      {logo ? (
        <Chosen>
          {preview ? <img src={preview} alt={t`Preview of the chosen logo`} /> : null}
          <span>
            <Trans>
              Selected logo: {logoName} ({logoSize})
            </Trans>
          </span>
          <Button variant="ghost" size="sm" onClick={removeLogo}>
            <Trans>Remove logo</Trans>
          </Button>
        </Chosen>
      ) : null}
    </>
  );
}
