import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '@voice/ui';

/** The layout shared by the provider settings pages (Stripe, voice): a narrow page of titled cards. */
export const SettingsPage = styled.div`
  max-width: 860px;
  margin: 0 auto;
  padding: 2rem 1rem 3rem;
`;

const SectionCard = styled(Card)`
  margin-bottom: 1.5rem;
  h2 {
    margin: 0 0 1rem;
    font-size: 1.125rem;
  }
`;

export const FormActions = styled.div`
  display: flex;
  gap: 0.75rem;
  flex-wrap: wrap;
`;

/** A key, URL or masked secret: breaks anywhere so long values never widen the card. */
export const Code = styled.code`
  overflow-wrap: anywhere;
`;

/** A titled card of a settings page. */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <SectionCard>
      <h2>{title}</h2>
      {children}
    </SectionCard>
  );
}
