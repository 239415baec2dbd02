import { useSession } from '@voice/session';
import { HydrationGate, useBranding } from '@voice/ui/core';
import { IndustriesSection } from './industries-section';
import { FeaturesSection } from './features-section';
import { PricingSection } from './pricing-section';
import { IntegrationsSection } from './integrations-section';
import { TestimonialsSection } from './testimonials-section';
import { HowItWorksSection } from './how-it-works-section';
import { FaqSection } from './faq-section';
import { ContactSection } from './contact-section';
import { ClosingCta } from './closing-cta';
import { useFeaturesQuery } from './api/get-features';
import { useLandingPackagesQuery } from './api/get-landing-packages';
import { shownLists } from './site-copy';
import { FAQS, INDUSTRIES, INTEGRATIONS, STEPS, TESTIMONIALS } from './landing-content';

/**
 * The landing's sections after the hero, in the spec's order (spec 000 §2), as a chunk of their own: the server
 * sends them rendered with the page, and the browser hydrates them once the visitor scrolls, taps or types, or once
 * the page has settled (landing-page.tsx). It reads what it shows itself, rather than through props, so that
 * nothing changes for it while it waits to hydrate.
 */
export default function BelowTheFold() {
  const branding = useBranding();
  const signedIn = useSession((s) => Boolean(s.token));
  const features = useFeaturesQuery();
  const packages = useLandingPackagesQuery(branding.showPricing);
  const copy = branding.siteContent;
  const shown = shownLists(branding);

  return (
    <HydrationGate>
      {shown.industries ? <IndustriesSection industries={copy?.industries ?? INDUSTRIES} /> : null}
      <FeaturesSection features={features} heading={copy?.features} />
      {branding.showPricing ? <PricingSection packages={packages} signedIn={signedIn} /> : null}
      {shown.integrations ? (
        <IntegrationsSection integrations={copy?.integrations ?? INTEGRATIONS} />
      ) : null}
      {shown.testimonials ? (
        <TestimonialsSection testimonials={copy?.testimonials ?? TESTIMONIALS} />
      ) : null}
      {copy?.steps.length !== 0 ? <HowItWorksSection steps={copy?.steps ?? STEPS} /> : null}
      {shown.faqs ? <FaqSection faqs={copy?.faqs ?? FAQS} /> : null}
      {branding.showContactForm ? (
        <ContactSection companyPhone={branding.companyPhone} supportEmail={branding.supportEmail} />
      ) : null}
      <ClosingCta
        signedIn={signedIn}
        showDemoRequest={branding.showDemoRequest}
        appName={branding.appName}
        heading={copy?.closing}
      />
    </HydrationGate>
  );
}
