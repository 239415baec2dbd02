import type { ReactNode } from 'react';
import { Band, Container, Eyebrow, Lead, SectionHead, SectionTitle } from './landing-styles';

export interface LandingSectionProps {
  /** The band's id, the target of the menu's #link. */
  id: string;
  /** The id of its h2, which names the band. */
  titleId: string;
  /** 'tint': the page's background colour, alternating with the plain bands. */
  tone?: 'tint';
  eyebrow: string;
  title: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
}

/** A band of the landing page: its eyebrow, title and lead, then its content. */
export function LandingSection({
  id,
  titleId,
  tone,
  eyebrow,
  title,
  lead,
  children,
}: LandingSectionProps) {
  return (
    <Band id={id} $tone={tone} aria-labelledby={titleId}>
      <Container>
        <SectionHead>
          <Eyebrow>{eyebrow}</Eyebrow>
          <SectionTitle id={titleId}>{title}</SectionTitle>
          {lead ? <Lead>{lead}</Lead> : null}
        </SectionHead>
        {children}
      </Container>
    </Band>
  );
}
