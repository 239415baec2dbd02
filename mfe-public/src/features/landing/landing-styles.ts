import styled, { css } from 'styled-components';

/** Shared layout pieces of the landing sections (one page, many sections). */

export const Container = styled.div`
  max-width: 72rem;
  margin: 0 auto;
  padding: 0 1.25rem;
`;

/**
 * A full-width band; `$tone="tint"` gives the alternate background. The page's bands are laid out only as they come
 * near the viewport (content-visibility), so the first load lays out the header and the hero, not the whole page
 * (laying out the whole page was the largest task of the first load); all of them once the address points into the
 * page (:target, an anchor's jump), which needs the real heights of the bands above its target.
 */
export const Band = styled.section<{ $tone?: 'plain' | 'tint' }>`
  padding: 4.5rem 0;
  scroll-margin-top: 4.5rem;
  html:not(:has(:target)) & {
    content-visibility: auto;
    contain-intrinsic-size: auto 40rem;
  }
  background: ${({ theme, $tone }) =>
    $tone === 'tint' ? theme.colors.background : theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    padding: 3rem 0;
  }
`;

export const SectionHead = styled.header`
  max-width: 44rem;
  margin: 0 auto 2.5rem;
  text-align: center;
`;

export const Eyebrow = styled.p`
  margin: 0 0 0.5rem;
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.primaryText};
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: clamp(1.75rem, 4vw, 2.375rem);
  line-height: 1.15;
  letter-spacing: -0.01em;
  color: ${({ theme }) => theme.colors.text};
`;

export const Lead = styled.p`
  margin: 0.85rem 0 0;
  font-size: 1.0625rem;
  line-height: 1.6;
  color: ${({ theme }) => theme.colors.muted};
`;

export const cardLook = css`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 14px;
  box-shadow: ${({ theme }) => theme.shadow};
`;

/** A responsive grid of cards (a plain list for assistive technology). */
export const CardGrid = styled.ul<{ $min?: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ $min }) => $min ?? '16rem'}, 1fr));
  gap: 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A round tinted badge holding an icon. */
export const IconBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: 12px;
  color: ${({ theme }) => theme.colors.primaryText};
  background: ${({ theme }) => theme.colors.primary}1a;
  flex: none;
`;
