import styled from 'styled-components';
import { INDUSTRIES } from './landing-content';
import { Icon } from './icons';
import {
  Band,
  CardGrid,
  Container,
  Eyebrow,
  IconBadge,
  Lead,
  SectionHead,
  SectionTitle,
  cardLook,
} from './landing-styles';

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

/** Nine industries the assistant is built for. */
export function IndustriesSection() {
  return (
    <Band id="industries" $tone="tint" aria-labelledby="industries-title">
      <Container>
        <SectionHead>
          <Eyebrow>Industries</Eyebrow>
          <SectionTitle id="industries-title">
            Built for Businesses That Live on the Phone
          </SectionTitle>
          <Lead>
            Whatever you do, every missed call is a missed customer. Your assistant learns your
            services, your hours and your way of talking to people.
          </Lead>
        </SectionHead>
        <CardGrid $min="18rem">
          {INDUSTRIES.map((industry) => (
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
      </Container>
    </Band>
  );
}
