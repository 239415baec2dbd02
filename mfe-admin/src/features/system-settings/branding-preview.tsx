import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { HEX_COLOR } from '@voice/contracts/schemas';
import { DEFAULT_BRANDING, readableTextOn } from '@voice/ui/core';

export interface PreviewValues {
  app_name: string;
  slogan: string;
  description: string;
  primary_color: string;
  secondary_color: string;
  show_demo_request: boolean;
  show_pricing: boolean;
  footer_text: string;
}

const Panel = styled.section`
  position: sticky;
  top: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  background: #f9fafb;
  h2 {
    margin: 0;
    padding: 0.75rem 1rem;
    font-size: 1rem;
    background: ${({ theme }) => theme.colors.surface};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.75rem 1rem;
  background: #ffffff;
  border-bottom: 1px solid #e5e7eb;
  img {
    max-height: 2.5rem;
    max-width: 8rem;
    object-fit: contain;
  }
  strong {
    font-size: 1.125rem;
    color: #111827;
  }
`;

const Hero = styled.div<{ $banner: string | null }>`
  padding: 1.5rem 1rem;
  color: #111827;
  background: ${({ $banner }) =>
    $banner
      ? `linear-gradient(rgba(255,255,255,0.85), rgba(255,255,255,0.85)), url("${$banner}") center / cover`
      : 'transparent'};
  p {
    margin: 0 0 0.75rem;
    color: #4b5563;
  }
  .slogan {
    font-size: 1.25rem;
    font-weight: 700;
    color: #111827;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** A look-alike of the site's buttons (not a real button: the preview does nothing). */
const Swatch = styled.span<{ $bg: string; $fg: string; $outline?: boolean }>`
  display: inline-block;
  padding: 0.5rem 1rem;
  border-radius: 8px;
  font-weight: 600;
  background: ${({ $bg, $outline }) => ($outline ? 'transparent' : $bg)};
  color: ${({ $fg }) => $fg};
  border: 2px solid ${({ $bg }) => $bg};
`;

const Footer = styled.div`
  padding: 0.75rem 1rem;
  font-size: 0.875rem;
  color: #4b5563;
  border-top: 1px solid #e5e7eb;
  background: #ffffff;
`;

const colorOr = (value: string, fallback: string) => (HEX_COLOR.test(value) ? value : fallback);

/** A picture URL safe inside CSS url("..."): ours (/uploads/..., a blob: preview) or http(s), no quotes. */
export function cssImageUrl(url: string | null): string | null {
  if (!url || !/^(\/uploads\/|blob:|https?:\/\/)/.test(url) || /["'\\\s()]/.test(url)) return null;
  return url;
}

/**
 * The live preview of /admin/system-settings: the site's header (logo, app name), the hero (slogan, description,
 * the call-to-action buttons the flags allow, on the banner) and the footer, in the colours being typed. Buttons
 * take the text colour the site's theme would give them (readableTextOn).
 */
export function BrandingPreview({
  values,
  logoUrl,
  bannerUrl,
}: {
  values: PreviewValues;
  logoUrl: string | null;
  bannerUrl: string | null;
}) {
  const { t } = useLingui();
  const primary = colorOr(values.primary_color, DEFAULT_BRANDING.primaryColor);
  const secondary = colorOr(values.secondary_color, DEFAULT_BRANDING.secondaryColor);
  const appName = values.app_name.trim() || t`Your app name`;
  const year = new Date().getFullYear();
  return (
    <Panel aria-labelledby="branding-preview-title" data-testid="branding-preview">
      <h2 id="branding-preview-title">
        <Trans>Live preview</Trans>
      </h2>
      <Header>
        {logoUrl ? <img src={logoUrl} alt={t`${appName} logo`} /> : null}
        <strong data-testid="preview-app-name">{appName}</strong>
      </Header>
      <Hero $banner={cssImageUrl(bannerUrl)} data-testid="preview-hero">
        <p className="slogan" data-testid="preview-slogan">
          {values.slogan}
        </p>
        {values.description ? <p>{values.description}</p> : null}
        <Buttons>
          <Swatch data-testid="preview-primary-button" $bg={primary} $fg={readableTextOn(primary)}>
            {values.show_demo_request ? t`Try Our Demo Assistant` : t`Get Started`}
          </Swatch>
          {values.show_pricing ? (
            <Swatch
              data-testid="preview-secondary-button"
              $bg={secondary}
              $fg={readableTextOn(secondary)}
            >
              <Trans>View Pricing</Trans>
            </Swatch>
          ) : null}
        </Buttons>
      </Hero>
      <Footer>{values.footer_text || t`© ${year} ${appName}. All rights reserved.`}</Footer>
    </Panel>
  );
}
