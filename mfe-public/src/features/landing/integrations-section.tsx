import styled from 'styled-components';
import type { Integration } from './landing-content';
import { CardGrid, cardLook } from './landing-styles';
import { LandingSection } from './landing-section';

const Tile = styled.li`
  ${cardLook}
  display: flex;
  align-items: center;
  gap: 0.85rem;
  padding: 1rem 1.1rem;
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.text};
  }
  span {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** A monogram in the brand colour stands in for third-party logos (no external images). */
const Monogram = styled.b`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 10px;
  font-size: 1rem;
  color: ${({ theme }) => theme.colors.primaryText};
  background: ${({ theme }) => theme.colors.primary}14;
  border: 1px solid ${({ theme }) => theme.colors.primary}33;
`;

function monogram(name: string): string {
  return name
    .split(/[\s&]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

export function IntegrationsSection({ integrations }: { integrations: Integration[] }) {
  return (
    <LandingSection
      id="integrations"
      titleId="integrations-title"
      eyebrow="Integrations"
      title="Works With the Tools You Already Use"
      lead="Appointments go into the built-in booking calendar or Cal.com, answers come from your own documents and web pages, and calls, bookings and payments reach your systems through signed webhooks and a REST API, directly or through Zapier and Make."
    >
      <CardGrid $min="13rem">
        {integrations.map((integration) => (
          <Tile key={integration.name}>
            <Monogram aria-hidden="true">{monogram(integration.name)}</Monogram>
            <div>
              <strong>{integration.name}</strong>
              <span>{integration.kind}</span>
            </div>
          </Tile>
        ))}
      </CardGrid>
    </LandingSection>
  );
}
