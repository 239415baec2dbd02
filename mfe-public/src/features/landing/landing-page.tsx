import { useSession } from '@voice/session';
import { useBranding } from '@voice/ui/core';
import { LandingNav } from './landing-nav';
import { HeroSection } from './hero-section';
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

// The landing page is the first screen most visitors load: keep its chunk small. No formik, no yup, no
// schema imports here or in any module of this folder: the contact form is a separate chunk that
// contact-section.tsx loads with import() (landing-page.test.tsx checks both).

/** / (spec 000 §2 Landing page): every section in the spec's order; flags from the tenant's branding. */
export default function LandingPage() {
  const branding = useBranding();
  const signedIn = useSession((s) => Boolean(s.token));
  const features = useFeaturesQuery();
  const packages = useLandingPackagesQuery(branding.showPricing);

  return (
    <>
      <LandingNav
        showPricing={branding.showPricing}
        showTestimonials={branding.showTestimonials}
        signedIn={signedIn}
      />
      <HeroSection
        slogan={branding.slogan}
        description={branding.description}
        showDemoRequest={branding.showDemoRequest}
        showPricing={branding.showPricing}
      />
      <IndustriesSection />
      <FeaturesSection features={features} />
      {branding.showPricing ? <PricingSection packages={packages} signedIn={signedIn} /> : null}
      <IntegrationsSection />
      {branding.showTestimonials ? <TestimonialsSection /> : null}
      <HowItWorksSection />
      <FaqSection />
      {branding.showContactForm ? (
        <ContactSection companyPhone={branding.companyPhone} supportEmail={branding.supportEmail} />
      ) : null}
      <ClosingCta
        signedIn={signedIn}
        showDemoRequest={branding.showDemoRequest}
        appName={branding.appName}
      />
    </>
  );
}
