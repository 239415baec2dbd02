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
  // The site's own lists (/admin/site-content) or the built-in ones; an empty list hides its band (landing-nav.tsx
  // hides its link by the same rules). The platform's invented testimonials show on the main host only: a
  // reseller's site shows its own or none.
  const copy = branding.siteContent;
  const industries = copy?.industries ?? INDUSTRIES;
  const integrations = copy?.integrations ?? INTEGRATIONS;
  const testimonials = branding.showTestimonials
    ? (copy?.testimonials ?? (branding.isMainHost ? TESTIMONIALS : []))
    : [];
  const steps = copy?.steps ?? STEPS;
  const faqs = copy?.faqs ?? FAQS;

  return (
    <HydrationGate>
      {industries.length ? <IndustriesSection industries={industries} /> : null}
      <FeaturesSection features={features} heading={copy?.features} />
      {branding.showPricing ? <PricingSection packages={packages} signedIn={signedIn} /> : null}
      {integrations.length ? <IntegrationsSection integrations={integrations} /> : null}
      {testimonials.length ? (
        <TestimonialsSection testimonials={testimonials} rated={testimonials === TESTIMONIALS} />
      ) : null}
      {steps.length ? <HowItWorksSection steps={steps} /> : null}
      {faqs.length ? <FaqSection faqs={faqs} /> : null}
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
