import styled from 'styled-components';
import type { Testimonial } from './landing-content';
import { CardGrid, cardLook } from './landing-styles';
import { LandingSection } from './landing-section';

const Quote = styled.li`
  ${cardLook}
  display: flex;
  flex-direction: column;
  padding: 1.5rem;
  blockquote {
    flex: 1;
    margin: 0;
    font-size: 1.0625rem;
    line-height: 1.6;
    color: ${({ theme }) => theme.colors.text};
  }
  blockquote::before {
    content: '“';
    display: block;
    height: 2rem;
    font-size: 3rem;
    line-height: 1;
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const Author = styled.p`
  margin: 1.25rem 0 0;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.text};
  }
  span {
    font-size: 0.9375rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Stars = styled.p`
  margin: 0 0 0.75rem;
  letter-spacing: 0.15em;
  color: ${({ theme }) => theme.colors.warning};
`;

/**
 * The quotes: the platform's on the main host, a site's own elsewhere (below-the-fold.tsx decides). Stars only on
 * the platform's (`rated`): a site's own quotes carry no rating, and five stars would claim one its customers never gave.
 */
export function TestimonialsSection({
  testimonials,
  rated,
}: {
  testimonials: Testimonial[];
  rated: boolean;
}) {
  return (
    <LandingSection
      id="testimonials"
      titleId="testimonials-title"
      tone="tint"
      eyebrow="Testimonials"
      title="Businesses That Never Miss a Call"
    >
      <CardGrid $min="17rem">
        {testimonials.map((testimonial) => (
          <Quote key={`${testimonial.name}\n${testimonial.quote}`}>
            {rated ? (
              <Stars role="img" aria-label="Rated 5 out of 5">
                ★★★★★
              </Stars>
            ) : null}
            <blockquote>
              <p>{testimonial.quote}</p>
            </blockquote>
            <Author>
              <strong>
                {testimonial.url ? (
                  <a href={testimonial.url} rel="nofollow noopener noreferrer" target="_blank">
                    {testimonial.name}
                  </a>
                ) : (
                  testimonial.name
                )}
              </strong>
              <span>{testimonial.role}</span>
            </Author>
          </Quote>
        ))}
      </CardGrid>
    </LandingSection>
  );
}
