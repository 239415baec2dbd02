import { useBranding } from '@voice/ui';

export function Footer() {
  const { footerText, appName } = useBranding();
  return <footer>{footerText ?? `© ${appName}`}</footer>;
}
