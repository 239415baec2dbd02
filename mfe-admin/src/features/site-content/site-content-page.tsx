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

export const SITE_CONTENT_LOAD_FAILED = 'Failed to load the site content';
export const SITE_CONTENT_SAVE_FAILED = 'Failed to save the site content';

const L = SITE_CONTENT_LIMITS;

/** The lists, in the landing's order. */
function listSpecs(tenant: SiteContentAdmin['tenant']): ListSpec[] {
  return [
    {
      name: 'industries',
      title: 'Industries',
      noun: 'industries',
      item: 'Industry',
      max: L.industries,
      hasStandard: true,
      fields: [
        { key: 'name', label: 'Name', required: true },
        { key: 'text', label: 'Text', rows: 2, required: true },
        { key: 'icon', label: 'Icon', options: INDUSTRY_ICONS },
      ],
      blank: () => ({ name: '', text: '', icon: INDUSTRY_ICONS[0] }),
    },
    {
      name: 'integrations',
      title: 'Integrations',
      noun: 'integrations',
      item: 'Integration',
      max: L.integrations,
      hasStandard: true,
      fields: [
        { key: 'name', label: 'Name', required: true },
        { key: 'kind', label: 'What it does' },
      ],
      blank: () => ({ name: '', kind: '' }),
    },
    {
      name: 'testimonials',
      title: 'Testimonials',
      noun: 'testimonials',
      item: 'Testimonial',
      max: L.testimonials,
      // The platform's invented quotes never show on a reseller's site: its own, or none.
      hasStandard: tenant === 'platform',
      fields: [
        { key: 'quote', label: 'Quote', rows: 3, required: true },
        { key: 'name', label: 'Name', required: true },
        { key: 'role', label: 'Role or company' },
        { key: 'url', label: 'Website', type: 'url' },
      ],
      blank: () => ({ quote: '', name: '', role: '', url: '' }),
    },
    {
      name: 'steps',
      title: 'How it works',
      noun: 'steps',
      item: 'Step',
      max: L.steps,
      hasStandard: true,
      fields: [
        { key: 'title', label: 'Title', required: true },
        { key: 'text', label: 'Text', rows: 2, required: true },
      ],
      blank: () => ({ title: '', text: '' }),
    },
    {
      name: 'faqs',
      title: 'FAQ',
      noun: 'FAQ',
      item: 'FAQ item',
      max: L.faqs,
      hasStandard: true,
      fields: [
        { key: 'question', label: 'Question', required: true },
        { key: 'answer', label: 'Answer', rows: 3, required: true },
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
  const save = useSaveSiteContent();
  const { form } = useSaveForm<SiteContentInput, { message: string }>({
    initialValues: (saved.content as SiteContentInput | null) ?? emptySiteContent(),
    validationSchema: siteContentSchema,
    save: (values) => save.mutateAsync(values),
    failedMessage: SITE_CONTENT_SAVE_FAILED,
  });
  const { values } = form;
  const lines = values.demo.lines ?? [];
  const setLines = (next: SiteContentInput['demo']['lines']) =>
    void form.setFieldValue('demo.lines', next);

  return (
    <>
      <Status>
        {saved.tenant === 'platform'
          ? "You are editing the main site's landing page."
          : "You are editing your site's landing page."}{' '}
        {saved.content
          ? 'Visitors see the changes on their next page load.'
          : 'Nothing is saved yet: the site shows the standard copy'}
        {saved.content || saved.tenant === 'platform' ? '' : ', without testimonials.'}
      </Status>
      <Columns>
        <Card>
          <form noValidate onSubmit={form.handleSubmit} aria-label="Site content">
            <Group>
              <legend>Hero</legend>
              <TextFieldAt
                form={form}
                path="hero.title"
                label="Headline"
                hint="Left empty, the standard headline is shown."
              />
              <TextFieldAt
                form={form}
                path="hero.subtitle"
                label="Text under the headline"
                rows={2}
                hint="Left empty, the description of System Settings (or the standard text) is shown."
              />
            </Group>
            <Group>
              <legend>Demo assistant (the sample call in the hero)</legend>
              {lines.map((line, index) => (
                <Line key={index} aria-label={`Line ${index + 1}`} role="group">
                  <TextFieldAt
                    form={form}
                    path={`demo.lines.${index}.speaker`}
                    label={`Line ${index + 1}: who speaks`}
                    options={DEMO_SPEAKERS}
                  />
                  <TextFieldAt
                    form={form}
                    path={`demo.lines.${index}.text`}
                    label={`Line ${index + 1}: words`}
                    required
                  />
                  <LineActions>
                    <Button
                      size="sm"
                      variant="danger"
                      aria-label={`Remove line ${index + 1}`}
                      onClick={() => setLines(lines.filter((_, i) => i !== index))}
                    >
                      Remove
                    </Button>
                  </LineActions>
                </Line>
              ))}
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
                Add line
              </Button>
              <Status>
                At most {L.demoLines} lines. Without any, visitors see the standard sample call.
              </Status>
            </Group>
            <Group>
              <legend>Features heading</legend>
              <TextFieldAt form={form} path="features.title" label="Heading" />
              <TextFieldAt form={form} path="features.lead" label="Introduction" rows={2} />
              <Status>The features themselves are edited on the Features page.</Status>
            </Group>
            {listSpecs(saved.tenant).map((spec) => (
              <ListEditor key={spec.name} form={form} spec={spec} />
            ))}
            <Group>
              <legend>Closing call to action</legend>
              <TextFieldAt form={form} path="closing.title" label="Headline" />
              <TextFieldAt form={form} path="closing.text" label="Text" rows={2} />
            </Group>
            <Sticky>
              <Button type="submit" busy={form.isSubmitting}>
                {form.isSubmitting ? 'Saving...' : 'Save site content'}
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
  const query = useSiteContentQuery();
  return (
    <PageContainer>
      <PageHeader
        title="Site Content"
        subtitle="The words and lists of your landing page, as visitors see them."
        actions={
          <ButtonLink to={ADMIN_SYSTEM_SETTINGS_PATH} variant="secondary">
            Back to System Settings
          </ButtonLink>
        }
      />
      {query.isPending ? <LoadingState text="Loading site content..." /> : null}
      {query.isError ? (
        <div role="alert">
          <LoadError>{SITE_CONTENT_LOAD_FAILED}</LoadError>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </div>
      ) : null}
      {query.data ? <SiteContentForm key={query.dataUpdatedAt} saved={query.data} /> : null}
    </PageContainer>
  );
}
