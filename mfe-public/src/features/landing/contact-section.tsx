import { Component, lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@voice/ui/core';
import { Icon } from './icons';
import { Band, Container, Eyebrow, Lead, SectionTitle, cardLook } from './landing-styles';
import { useLoadWhenNear, type LoadWhenNearOptions } from './use-load-when-near';

/** The form (formik, yup, the schemas) is its own chunk, fetched only when needed. */
const loadForm = () => import('../contact/contact-form');

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 0.8fr) minmax(0, 1.2fr);
  gap: 3rem;
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
    gap: 2rem;
  }
`;

const Details = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 0.85rem;
  margin: 1.75rem 0 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: 0.75rem;
  }
  svg {
    color: ${({ theme }) => theme.colors.primaryText};
  }
  a {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const Panel = styled.div`
  ${cardLook}
  padding: 1.75rem;
  min-height: 32rem;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    padding: 1.25rem;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** A failed chunk download stays inside this panel (the rest of the page keeps working). */
class FormBoundary extends Component<
  { fallback: (retry: () => void) => ReactNode; onRetry: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback(() => {
      this.setState({ failed: false });
      this.props.onRetry();
    });
  }
}

export interface ContactSectionProps {
  companyPhone: string | null;
  supportEmail: string | null;
  /** For tests: when the form loads without being scrolled to. */
  loadOptions?: LoadWhenNearOptions;
}

/** 'Get in Touch': contact details and the contact form, which loads as the visitor nears it. */
export function ContactSection({ companyPhone, supportEmail, loadOptions }: ContactSectionProps) {
  const panel = useRef<HTMLDivElement>(null);
  const ready = useLoadWhenNear(panel, loadOptions);
  const [ContactForm, setContactForm] = useState(() => lazy(loadForm));

  return (
    <Band id="contact" aria-labelledby="contact-title">
      <Container>
        <Layout>
          <div>
            <Eyebrow>Contact</Eyebrow>
            <SectionTitle id="contact-title">Get in Touch</SectionTitle>
            <Lead>
              Questions about plans, setup or a custom integration? Send us a message and our team
              will get back to you within one business day.
            </Lead>
            {companyPhone || supportEmail ? (
              <Details>
                {companyPhone ? (
                  <li>
                    <Icon name="phone" />
                    <a href={`tel:${companyPhone.replace(/[^\d+]/g, '')}`}>{companyPhone}</a>
                  </li>
                ) : null}
                {supportEmail ? (
                  <li>
                    <Icon name="mail" />
                    <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
                  </li>
                ) : null}
              </Details>
            ) : null}
          </div>
          <Panel ref={panel}>
            {ready ? (
              <FormBoundary
                onRetry={() => setContactForm(() => lazy(loadForm))}
                fallback={(retry) => (
                  <div role="alert">
                    <Muted>
                      The contact form could not be loaded. Check your connection and try again
                      {supportEmail ? `, or email us at ${supportEmail}` : ''}.
                    </Muted>
                    <p>
                      <Button onClick={retry}>Try again</Button>
                    </p>
                  </div>
                )}
              >
                <Suspense fallback={<Muted role="status">Loading the contact form…</Muted>}>
                  <ContactForm />
                </Suspense>
              </FormBoundary>
            ) : (
              <Muted>The contact form appears here as you scroll to it.</Muted>
            )}
          </Panel>
        </Layout>
      </Container>
    </Band>
  );
}
