import type { ButtonHTMLAttributes, ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import styled, { css, type DefaultTheme } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md';

interface StyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
}

function variantCss(theme: DefaultTheme, variant: ButtonVariant) {
  const c = theme.colors;
  switch (variant) {
    case 'secondary':
      return css`
        background: ${c.surface};
        color: ${c.primaryText};
        border-color: ${c.primaryText};
        &:hover:not(:disabled) {
          background: ${c.background};
        }
      `;
    case 'danger':
      return css`
        background: ${c.danger};
        color: #ffffff;
        border-color: ${c.danger};
        &:hover:not(:disabled) {
          filter: brightness(0.92);
        }
      `;
    case 'ghost':
      return css`
        background: transparent;
        color: ${c.primaryText};
        border-color: transparent;
        &:hover:not(:disabled) {
          background: ${c.background};
        }
      `;
    default:
      return css`
        background: ${c.primary};
        color: ${c.onPrimary};
        border-color: ${c.primary};
        &:hover:not(:disabled) {
          filter: brightness(0.92);
        }
      `;
  }
}

/** The look of a button, shared by <Button> and <ButtonLink>. */
export const buttonStyles = css<StyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.4rem;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius};
  font: inherit;
  font-weight: 600;
  line-height: 1.25;
  text-decoration: none;
  cursor: pointer;
  white-space: nowrap;
  padding: ${({ $size }) => ($size === 'sm' ? '0.35rem 0.75rem' : '0.6rem 1.15rem')};
  font-size: ${({ $size }) => ($size === 'sm' ? '0.875rem' : '1rem')};
  ${({ theme, $variant }) => variantCss(theme, $variant)}
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primaryText};
    outline-offset: 2px;
  }
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

const StyledButton = styled.button<StyleProps>`
  ${buttonStyles}
`;

const StyledLink = styled(Link)<StyleProps>`
  ${buttonStyles}
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Marks the button busy (aria-busy) and disables it while an action runs. */
  busy?: boolean;
  ref?: ComponentProps<'button'>['ref'];
}

/** A button in one of four variants. `type` defaults to "button" (set "submit" in forms). */
export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  type = 'button',
  disabled,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      {...rest}
      type={type}
      $variant={variant}
      $size={size}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    />
  );
}

export type ButtonLinkProps = ComponentProps<typeof Link> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

/** A react-router link that looks like a button. */
export function ButtonLink({ variant = 'primary', size = 'md', ...rest }: ButtonLinkProps) {
  return <StyledLink {...rest} $variant={variant} $size={size} />;
}
