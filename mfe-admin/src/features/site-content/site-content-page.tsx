import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { SiteContentAdmin } from '@voice/contracts';
import { ADMIN_SYSTEM_SETTINGS_PATH } from '@voice/contracts/paths';
import {
  DEMO_SPEAKERS,
  INDUSTRY_ICONS,
  SITE_CONTENT_LIMITS,
  emptySiteContent,
  siteContentSchema,
  type SiteContentInput,
} from '@voice/contracts/schemas';
import { Button, ButtonLink, Card, LoadingState, PageContainer, PageHeader } from '@voice/ui';
import { useSaveForm } from '../../shared/forms/use-save-form';
import { LoadError } from '../../shared/list-page/list-layout';
import { useSiteContentQuery } from './api/get-site-content';
import { useSaveSiteContent } from './api/save-site-content';
import { ListEditor, TextFieldAt, type ListSpec } from './list-editor';
import { SiteContentPreview } from './site-content-preview';

const L = SITE_CONTENT_LIMITS;

/** The lists, in the landing's order. */
function useListSpecs(tenant: SiteContentAdmin['tenant']): ListSpec[] {
  const { t } = useLingui();
  return [
    {
      name: 'industries',
      title: t`Industries`,
      texts: {
        standard: t`The standard industries`,
        own: t`My own industries`,
        add: t`Add Industry`,
      },
      item: t`Industry`,
      max: L.industries,
      hasStandard: true,
      fields: [
        { key: 'name', label: t`Name`, required: true },
        { key: 'text', label: t`Text`, rows: 2, required: true },
        { key: 'icon', label: t`Icon`, options: INDUSTRY_ICONS },
      ],
      blank: () => ({ name: '', text: '', icon: INDUSTRY_ICONS[0] }),
    },
    {
      name: 'integrations',
      title: t`Integrations`,
      texts: {
        standard: t`The standard integrations`,
        own: t`My own integrations`,
        add: t`Add Integration`,
      },
      item: t`Integration`,
      max: L.integrations,
      hasStandard: true,
      fields: [
        { key: 'name', label: t`Name`, required: true },
        { key: 'kind', label: t`What it does` },
      ],
      blank: () => ({ name: '', kind: '' }),
    },
    {
      name: 'testimonials',
      title: t`Testimonials`,
      texts: {
        standard: t`The standard testimonials`,
        own: t`My own testimonials`,
        add: t`Add Testimonial`,
      },
      item: t`Testimonial`,
      max: L.testimonials,
      // The platform's invented quotes never show on a reseller's site: its own, or none.
      hasStandard: tenant === 'platform',
      fields: [
        { key: 'quote', label: t`Quote`, rows: 3, required: true },
        { key: 'name', label: t`Name`, required: true },
        { key: 'role', label: t`Role or company` },
        { key: 'url', label: t`Website`, type: 'url' },
      ],
      blank: () => ({ quote: '', name: '', role: '', url: '' }),
    },
    {
      name: 'steps',
      title: t`How it works`,
      texts: {
        standard: t`The standard steps`,
        own: t`My own steps`,
        add: t`Add Step`,
      },
      item: t`Step`,
      max: L.steps,
      hasStandard: true,
      fields: [
        { key: 'title', label: t`Title`, required: true },
        { key: 'text', label: t`Text`, rows: 2, required: true },
      ],
      blank: () => ({ title: '', text: '' }),
    },
    {
      name: 'faqs',
      title: t`FAQ`,
      texts: {
        standard: t`The standard FAQ`,
        own: t`My own FAQ`,
        add: t`Add FAQ item`,
      },
      item: t`FAQ item`,
      max: L.faqs,
      hasStandard: true,
      fields: [
        { key: 'question', label: t`Question`, required: true },
        { key: 'answer', label: t`Answer`, rows: 3, required: true },
      ],
      blank: () => ({ question: '', answer: '' }),
    },
  ];
}

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: 1.5rem;
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Group = styled.fieldset`
  border: 0;
  margin: 0 0 1.75rem;
  padding: 0;
  legend {
    font-size: 1.125rem;
    font-weight: 700;
    margin-bottom: 0.75rem;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Line = styled.div`
  display: grid;
  grid-template-columns: 10rem minmax(0, 1fr) auto;
  gap: 0.75rem;
  align-items: end;
  @media (max-width: 600px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const LineActions = styled.div`
  display: flex;
  gap: 0.5rem;
  margin-bottom: 1rem;
`;

const Status = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Sticky = styled.div`
  position: sticky;
  bottom: 0;
  padding: 0.75rem 0;
  background: ${({ theme }) => theme.colors.surface};
`;

function SiteContentForm({ saved }: { saved: SiteContentAdmin }) {
  const { t } = useLingui();
  const save = useSaveSiteContent();
  const specs = useListSpecs(saved.tenant);
  const { form } = useSaveForm<SiteContentInput, { message: string }>({
    initialValues: (saved.content as SiteContentInput | null) ?? emptySiteContent(),
    validationSchema: siteContentSchema,
    save: (values) => save.mutateAsync(values),
    failedMessage: t`Failed to save the site content`,
  });
  const { values } = form;
  const lines = values.demo.lines ?? [];
  const maxLines = L.demoLines;
  const setLines = (next: SiteContentInput['demo']['lines']) =>
    void form.setFieldValue('demo.lines', next);

  return (
    <>
      <Status>
        {saved.tenant === 'platform'
          ? t`You are editing the main site's landing page.`
          : t`You are editing your site's landing page.`}{' '}
        {saved.content
          ? t`Visitors see the changes on their next page load.`
          : saved.tenant === 'platform'
            ? t`Nothing is saved yet: the site shows the standard copy`
            : t`Nothing is saved yet: the site shows the standard copy, without testimonials.`}
      </Status>
      <Columns>
        <Card>
          <form noValidate onSubmit={form.handleSubmit} aria-label={t`Site content`}>
            <Group>
              <legend>
                <Trans>Hero</Trans>
              </legend>
              <TextFieldAt
                form={form}
                path="hero.title"
                label={t`Headline`}
                hint={t`Left empty, the standard headline is shown.`}
              />
              <TextFieldAt
                form={form}
                path="hero.subtitle"
                label={t`Text under the headline`}
                rows={2}
                hint={t`Left empty, the description of System Settings (or the standard text) is shown.`}
              />
            </Group>
            <Group>
              <legend>
                <Trans>Demo assistant (the sample call in the hero)</Trans>
              </legend>
              {lines.map((line, index) => {
                const n = index + 1;
                return (
                  <Line key={index} aria-label={t`Line ${n}`} role="group">
                    <TextFieldAt
                      form={form}
                      path={`demo.lines.${index}.speaker`}
                      label={t`Line ${n}: who speaks`}
                      options={DEMO_SPEAKERS}
                    />
                    <TextFieldAt
                      form={form}
                      path={`demo.lines.${index}.text`}
                      label={t`Line ${n}: words`}
                      required
                    />
                    <LineActions>
                      <Button
                        size="sm"
                        variant="danger"
                        aria-label={t`Remove line ${n}`}
                        onClick={() => setLines(lines.filter((_, i) => i !== index))}
                      >
                        <Trans>Remove</Trans>
                      </Button>
                    </LineActions>
                  </Line>
                );
              })}
              <Button
                size="sm"
                variant="secondary"
                disabled={lines.length >= L.demoLines}
                onClick={() =>
                  setLines([
                    ...lines,
                    {
                      speaker: lines.at(-1)?.speaker === 'assistant' ? 'caller' : 'assistant',
                      text: '',
                    },
                  ])
                }
              >
                <Trans>Add line</Trans>
              </Button>
              <Status>
                <Trans>
                  At most {maxLines} lines. Without any, visitors see the standard sample call.
                </Trans>
              </Status>
            </Group>
            <Group>
              <legend>
                <Trans>Features heading</Trans>
              </legend>
              <TextFieldAt form={form} path="features.title" label={t`Heading`} />
              <TextFieldAt form={form} path="features.lead" label={t`Introduction`} rows={2} />
              <Status>
                <Trans>The features themselves are edited on the Features page.</Trans>
              </Status>
            </Group>
            {specs.map((spec) => (
              <ListEditor key={spec.name} form={form} spec={spec} />
            ))}
            <Group>
              <legend>
                <Trans>Closing call to action</Trans>
              </legend>
              <TextFieldAt form={form} path="closing.title" label={t`Headline`} />
              <TextFieldAt form={form} path="closing.text" label={t`Text`} rows={2} />
            </Group>
            <Sticky>
              <Button type="submit" busy={form.isSubmitting}>
                {form.isSubmitting ? t`Saving...` : t`Save site content`}
              </Button>
            </Sticky>
          </form>
        </Card>
        <SiteContentPreview values={values} isMainHost={saved.tenant === 'platform'} />
      </Columns>
    </>
  );
}

/**
 * /admin/system-settings/site-content: the landing's own copy of the admin's site (a platform admin: the main
 * host's): hero, the demo assistant's sample call, the features heading, industries, integrations, testimonials,
 * steps, FAQ and closing call to action, with a live preview. Lists have add, remove and reorder.
 */
export default function SiteContentPage() {
  const { t } = useLingui();
  const query = useSiteContentQuery();
  return (
    <PageContainer>
      <PageHeader
        title={t`Site Content`}
        subtitle={t`The words and lists of your landing page, as visitors see them.`}
        actions={
          <ButtonLink to={ADMIN_SYSTEM_SETTINGS_PATH} variant="secondary">
            <Trans>Back to System Settings</Trans>
          </ButtonLink>
        }
      />
      {query.isPending ? <LoadingState text={t`Loading site content...`} /> : null}
      {query.isError ? (
        <div role="alert">
          <LoadError>
            <Trans>Failed to load the site content</Trans>
          </LoadError>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            <Trans>Retry</Trans>
          </Button>
        </div>
      ) : null}
      {query.data ? <SiteContentForm key={query.dataUpdatedAt} saved={query.data} /> : null}
    </PageContainer>
  );
}
