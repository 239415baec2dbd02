import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { SiteContentInput } from '@voice/contracts/schemas';
import { readableTextOn, useBranding } from '@voice/ui/core';

const Panel = styled.section`
  position: sticky;
  top: 1rem;
  max-height: calc(100vh - 2rem);
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: #f9fafb;
  h2 {
    margin: 0;
    padding: 0.75rem 1rem;
    font-size: 1rem;
    background: ${({ theme }) => theme.colors.surface};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Band = styled.div`
  padding: 1rem;
  border-bottom: 1px solid #e5e7eb;
  color: #111827;
  h3 {
    margin: 0 0 0.35rem;
    font-size: 1.05rem;
  }
  p,
  li {
    margin: 0 0 0.35rem;
    font-size: 0.875rem;
    color: #4b5563;
  }
  ul {
    margin: 0;
    padding-left: 1.1rem;
  }
`;

const Eyebrow = styled.p`
  && {
    margin: 0 0 0.25rem;
    font-size: 0.75rem;
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.05em;
  }
`;

const Standard = styled.em`
  color: #6b7280;
`;

const Bubble = styled.li<{ $bg: string; $fg: string }>`
  && {
    list-style: none;
    margin: 0 0 0.35rem;
    padding: 0.35rem 0.6rem;
    border-radius: 10px;
    background: ${({ $bg }) => $bg};
    color: ${({ $fg }) => $fg};
  }
`;

const Hidden = styled.p`
  && {
    font-style: italic;
    color: #6b7280;
  }
`;

/** A list band of the preview: the standard list, hidden, or the site's own items' first lines. */
function ListBand({
  testId,
  eyebrow,
  standard,
  items,
  hasStandard,
  line,
}: {
  testId: string;
  eyebrow: string;
  /** What the standard list reads ('The standard industries'). */
  standard: string;
  items: Record<string, string>[] | null;
  hasStandard: boolean;
  line: (item: Record<string, string>) => string;
}) {
  const { t } = useLingui();
  return (
    <Band data-testid={`preview-${testId}`}>
      <Eyebrow>{eyebrow}</Eyebrow>
      {items === null && hasStandard ? (
        <Standard>{standard}</Standard>
      ) : !items?.length ? (
        <Hidden>
          <Trans>Hidden: visitors do not see this section.</Trans>
        </Hidden>
      ) : (
        <ul>
          {items.map((item, index) => (
            <li key={index}>{line(item) || t`(not filled in yet)`}</li>
          ))}
        </ul>
      )}
    </Band>
  );
}

/**
 * The live preview of /admin/system-settings/site-content: the landing's bands in their order with what the
 * form holds now (the hero and its sample call in the site's colours, each list, the FAQ, the closing call to
 * action). Blank headings read "standard", as the landing then shows its own.
 */
export function SiteContentPreview({
  values,
  isMainHost,
}: {
  values: SiteContentInput;
  isMainHost: boolean;
}) {
  const { t } = useLingui();
  const branding = useBranding();
  const lines = values.demo.lines ?? [];
  return (
    // Scrolls on its own (sticky beside a long form): focusable, so that a keyboard can scroll it too.
    <Panel
      aria-labelledby="site-content-preview-title"
      data-testid="site-content-preview"
      tabIndex={0}
    >
      <h2 id="site-content-preview-title">
        <Trans>Live preview</Trans>
      </h2>
      <Band data-testid="preview-hero">
        <Eyebrow>
          <Trans>Hero</Trans>
        </Eyebrow>
        <h3>{values.hero.title || <Standard>{t`The standard headline`}</Standard>}</h3>
        <p>
          {values.hero.subtitle || branding.description || (
            <Standard>{t`The standard text`}</Standard>
          )}
        </p>
        {lines.length ? (
          <ul aria-label={t`Sample call`}>
            {lines.map((line, index) => (
              <Bubble
                key={index}
                $bg={line.speaker === 'assistant' ? branding.primaryColor : '#ffffff'}
                $fg={
                  line.speaker === 'assistant' ? readableTextOn(branding.primaryColor) : '#111827'
                }
              >
                <strong>{line.speaker === 'assistant' ? t`AI Assistant:` : t`Caller:`}</strong>{' '}
                {line.text}
              </Bubble>
            ))}
          </ul>
        ) : (
          <Standard>{t`The standard sample call`}</Standard>
        )}
      </Band>
      <ListBand
        testId="industries"
        eyebrow={t`Industries`}
        standard={t`The standard industries`}
        items={values.industries}
        hasStandard
        line={(item) => item.name ?? ''}
      />
      <Band>
        <Eyebrow>
          <Trans>Features</Trans>
        </Eyebrow>
        <h3>{values.features.title || <Standard>{t`The standard heading`}</Standard>}</h3>
        <p>
          <Trans>The features of /admin/features.</Trans>
        </p>
      </Band>
      <ListBand
        testId="integrations"
        eyebrow={t`Integrations`}
        standard={t`The standard integrations`}
        items={values.integrations}
        hasStandard
        line={(item) => item.name ?? ''}
      />
      <ListBand
        testId="testimonials"
        eyebrow={t`Testimonials`}
        standard={t`The standard testimonials`}
        items={values.testimonials}
        hasStandard={isMainHost}
        line={(item) => (item.quote ? `“${item.quote}” — ${item.name ?? ''}` : '')}
      />
      <ListBand
        testId="how-it-works"
        eyebrow={t`How it works`}
        standard={t`The standard steps`}
        items={values.steps}
        hasStandard
        line={(item) => item.title ?? ''}
      />
      <ListBand
        testId="faq"
        eyebrow={t`FAQ`}
        standard={t`The standard FAQ`}
        items={values.faqs}
        hasStandard
        line={(item) => item.question ?? ''}
      />
      <Band data-testid="preview-closing">
        <Eyebrow>
          <Trans>Closing call to action</Trans>
        </Eyebrow>
        <h3>{values.closing.title || <Standard>{t`The standard headline`}</Standard>}</h3>
        {values.closing.text ? <p>{values.closing.text}</p> : null}
      </Band>
    </Panel>
  );
}
