import type { ChangeEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { getIn, type FormikProps } from 'formik';
import type { SiteContentInput } from '@voice/contracts/schemas';
import { Button, fieldA11y, FormField, Select, TextArea, TextInput } from '@voice/ui';

/** The lists of the document (each null for the standard one, or the site's own items). */
export type ListName = 'steps' | 'industries' | 'testimonials' | 'integrations' | 'faqs';

export interface ListField {
  key: string;
  label: string;
  rows?: number;
  type?: string;
  required?: boolean;
  /** A choice among these values (a select). */
  options?: readonly string[];
}

export interface ListSpec {
  name: ListName;
  /** The section's heading ('Industries'). */
  title: string;
  /** The choices of the list ('The standard industries', 'My own industries') and its add button ('Add Industry'). */
  texts: { standard: string; own: string; add: string };
  /** What one item is called ('FAQ item'): item headings and their buttons say it. */
  item: string;
  max: number;
  fields: ListField[];
  blank: () => Record<string, string>;
  /** The platform's own list exists (false for testimonials on a reseller's site: they never show there). */
  hasStandard: boolean;
}

type Mode = 'standard' | 'own' | 'hidden';

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

const Item = styled.fieldset`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem 0.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  legend {
    font-size: 0.9375rem;
    font-weight: 600;
    padding: 0 0.25rem;
    margin: 0;
  }
`;

const ItemActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0 0 0.75rem;
`;

const Note = styled.p`
  margin: 0 0 0.75rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const ListError = styled.p`
  margin: 0 0 0.75rem;
  color: ${({ theme }) => theme.colors.danger};
`;

export const idOf = (path: string) => `site-${path.replace(/[.[\]]+/g, '-').replace(/-$/, '')}`;

/** The form's own error of a field once it is touched (nested paths: 'faqs.0.question'). */
export function errorAt(form: FormikProps<SiteContentInput>, path: string): string | undefined {
  const error: unknown = getIn(form.touched, path) ? getIn(form.errors, path) : undefined;
  return typeof error === 'string' ? error : undefined;
}

/** One text field of the document, by its path. */
export function TextFieldAt({
  form,
  path,
  label,
  rows,
  type = 'text',
  required = false,
  hint,
  options,
}: {
  form: FormikProps<SiteContentInput>;
  path: string;
  hint?: string;
} & Omit<ListField, 'key'>) {
  const id = idOf(path);
  const error = errorAt(form, path);
  const common = {
    ...fieldA11y(id, error, { hint: Boolean(hint) }),
    name: path,
    value: String(getIn(form.values, path) ?? ''),
    onChange: form.handleChange,
    onBlur: form.handleBlur,
    required,
  };
  return (
    <FormField label={label} htmlFor={id} error={error} hint={hint} required={required}>
      {options ? (
        <Select {...common}>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Select>
      ) : rows ? (
        <TextArea rows={rows} {...common} />
      ) : (
        <TextInput type={type} {...common} />
      )}
    </FormField>
  );
}

/**
 * A list of the landing (steps, industries, testimonials, integrations, FAQ): the standard list, the site's own
 * items (add, remove, move up and down; at most `max`), or nothing (the band is hidden).
 */
export function ListEditor({
  form,
  spec,
}: {
  form: FormikProps<SiteContentInput>;
  spec: ListSpec;
}) {
  const { t } = useLingui();
  const items = (form.values[spec.name] ?? null) as Record<string, string>[] | null;
  // Without a standard list (testimonials on a reseller's site), none saved shows nothing.
  const mode: Mode =
    items === null ? (spec.hasStandard ? 'standard' : 'hidden') : items.length ? 'own' : 'hidden';
  const set = (next: Record<string, string>[] | null) => void form.setFieldValue(spec.name, next);
  const { max } = spec;
  const modeId = idOf(`${spec.name}-mode`);
  const listError: unknown = getIn(form.errors, spec.name);

  const onMode = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.currentTarget.value as Mode;
    if (next === 'standard') set(null);
    else if (next === 'hidden') set([]);
    else set(items?.length ? items : [spec.blank()]);
  };
  const move = (from: number, to: number) => {
    if (!items) return;
    const next = [...items];
    const [moved] = next.splice(from, 1);
    if (moved) next.splice(to, 0, moved);
    set(next);
  };

  return (
    <Group>
      <legend>{spec.title}</legend>
      <FormField label={t`Show`} htmlFor={modeId}>
        <Select id={modeId} value={mode} onChange={onMode}>
          {spec.hasStandard ? <option value="standard">{spec.texts.standard}</option> : null}
          <option value="own">{spec.texts.own}</option>
          <option value="hidden">
            {spec.hasStandard ? t`Nothing (hide this section)` : t`None (hide this section)`}
          </option>
        </Select>
      </FormField>
      {typeof listError === 'string' ? <ListError role="alert">{listError}</ListError> : null}
      {items?.map((item, index) => {
        const label = `${spec.item} ${index + 1}`;
        return (
          <Item key={index} aria-label={label}>
            <legend>{label}</legend>
            {spec.fields.map(({ key, ...field }) => (
              <TextFieldAt key={key} form={form} path={`${spec.name}.${index}.${key}`} {...field} />
            ))}
            <ItemActions>
              <Button
                size="sm"
                variant="secondary"
                disabled={index === 0}
                aria-label={t`Move up ${label}`}
                onClick={() => move(index, index - 1)}
              >
                <Trans>Move up</Trans>
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={index === items.length - 1}
                aria-label={t`Move down ${label}`}
                onClick={() => move(index, index + 1)}
              >
                <Trans>Move down</Trans>
              </Button>
              <Button
                size="sm"
                variant="danger"
                aria-label={t`Remove ${label}`}
                onClick={() => set(items.filter((_, i) => i !== index))}
              >
                <Trans>Remove</Trans>
              </Button>
            </ItemActions>
          </Item>
        );
      })}
      {mode === 'standard' ? null : (
        <>
          <Button
            size="sm"
            variant="secondary"
            disabled={(items?.length ?? 0) >= spec.max}
            onClick={() => set([...(items ?? []), spec.blank()])}
          >
            {spec.texts.add}
          </Button>
          <Note>
            {t`At most ${max}.`} {mode === 'hidden' ? t`With none, the section is hidden.` : ''}
          </Note>
        </>
      )}
    </Group>
  );
}
