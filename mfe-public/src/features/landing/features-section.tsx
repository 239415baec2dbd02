import styled from 'styled-components';
import type { LandingFeature } from '@voice/contracts';
import { FALLBACK_FEATURES, type FeatureCopy } from './landing-content';
import { Icon, isIconName } from './icons';
import { CardGrid, IconBadge, cardLook } from './landing-styles';
import { LandingSection } from './landing-section';

const Item = styled.li`
  ${cardLook}
  padding: 1.5rem;
  h3 {
    margin: 1rem 0 0.4rem;
    font-size: 1.125rem;
    color: ${({ theme }) => theme.colors.text};
  }
  p {
    margin: 0;
    line-height: 1.6;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** Server features when there are any, otherwise the built-in seven. */
export function featuresToShow(server: LandingFeature[] | null): FeatureCopy[] {
  const usable = (server ?? []).filter((f) => f && typeof f.title === 'string' && f.title.trim());
  if (usable.length === 0) return FALLBACK_FEATURES;
  return usable.map((f) => ({
    title: f.title,
    description: f.description ?? '',
    icon: isIconName(f.icon) ? f.icon : 'sparkle',
  }));
}

/** 'Your Needs Met': the main features (GET /api/features, or the built-in copy). */
export function FeaturesSection({
  features,
  heading,
}: {
  features: LandingFeature[] | null;
  /** The site's own heading and lead (blank: the built-in ones). */
  heading?: { title: string; lead: string } | undefined;
}) {
  const items = featuresToShow(features);
  return (
    <LandingSection
      id="features"
      titleId="features-title"
      eyebrow="Your Needs Met"
      title={heading?.title || 'Everything a Great Receptionist Does, Around the Clock'}
      lead={
        heading?.lead ||
        'Answer, book, capture and follow up on every call, without adding headcount or making customers wait on hold.'
      }
    >
      <CardGrid>
        {items.map((feature) => (
          <Item key={feature.title}>
            <IconBadge>
              <Icon name={feature.icon} />
            </IconBadge>
            <h3>{feature.title}</h3>
            <p>{feature.description}</p>
          </Item>
        ))}
      </CardGrid>
    </LandingSection>
  );
}
