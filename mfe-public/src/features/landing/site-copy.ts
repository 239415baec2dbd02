import type { Branding } from '@voice/contracts';

// In the landing's first chunk: the header's anchors need to know which bands are shown.

/**
 * Which of the landing's lists are shown: the site's own copy decides (an empty list hides its band); without
 * one, the built-in lists, but the platform's invented testimonials only on the main host (a reseller's site shows
 * its own or none).
 */
export function shownLists({ siteContent: c, isMainHost, showTestimonials }: Branding) {
  return {
    industries: !c || c.industries.length > 0,
    integrations: !c || c.integrations.length > 0,
    testimonials: showTestimonials && (c ? c.testimonials.length > 0 : isMainHost),
    faqs: !c || c.faqs.length > 0,
  };
}

export type ShownLists = ReturnType<typeof shownLists>;
