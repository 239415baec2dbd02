import styled from 'styled-components';
import type { Industry } from './landing-content';
import { Icon } from './icons';
import { CardGrid, IconBadge, cardLook } from './landing-styles';
import { LandingSection } from './landing-section';

const Item = styled.li`
  ${cardLook}
  display: flex;
  gap: 1rem;
  padding: 1.25rem;
  h3 {
    margin: 0 0 0.35rem;
    font-size: 1.0625rem;
    color: ${({ theme }) => theme.colors.text};
  }
  p {
    margin: 0;
    font-size: 0.9375rem;
    line-height: 1.55;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** The industries the assistant is built for (the built-in nine, or the site's own). */
export function IndustriesSection({ industries }: { industries: Industry[] }) {
  return (
    <LandingSection
      id="industries"
      titleId="industries-title"
      tone="tint"
      eyebrow="Industries"
      title="Built for Businesses That Live on the Phone"
      lead="Whatever you do, every missed call is a missed customer. Your assistant learns your services, your hours and your way of talking to people."
    >
      <CardGrid $min="18rem">
        {industries.map((industry) => (
          <Item key={industry.name}>
            <IconBadge>
              <Icon name={industry.icon} />
            </IconBadge>
            <div>
              <h3>{industry.name}</h3>
              <p>{industry.text}</p>
            </div>
          </Item>
        ))}
      </CardGrid>
    </LandingSection>
  );
}
