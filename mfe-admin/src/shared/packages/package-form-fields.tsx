import type { ChangeEvent, FocusEvent, ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { Checkbox, FormField, TextArea, TextInput, fieldA11y } from '@voice/ui';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0 1rem;
  @media (max-width: 560px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Checks = styled.div`
  display: flex;
  gap: 1.5rem;
  margin-bottom: 1rem;
`;

/** One text input of the form's two-column grid (prices, limits, support level, sort order). */
export interface PackageTextField<F extends string> {
  name: F;
  label: MessageDescriptor;
  hint?: MessageDescriptor;
  inputMode?: 'decimal' | 'numeric';
  required?: boolean;
}

/** The grid fields both package forms have, under the same names. */
export const PRICE_FIELD: PackageTextField<'price'> = {
  name: 'price',
  label: msg`Monthly price`,
  inputMode: 'decimal',
  required: true,
};
export const YEARLY_PRICE_FIELD: PackageTextField<'yearly_price'> = {
  name: 'yearly_price',
  label: msg`Yearly price`,
  inputMode: 'decimal',
  required: true,
};
export const VOICE_AGENTS_FIELD: PackageTextField<'voice_agents_limit'> = {
  name: 'voice_agents_limit',
  label: msg`Voice agents limit`,
  hint: msg`-1 for unlimited`,
  inputMode: 'numeric',
  required: true,
};
export const SUPPORT_LEVEL_FIELD: PackageTextField<'support_level'> = {
  name: 'support_level',
  label: msg`Support level`,
  required: true,
};
export const SORT_ORDER_FIELD: PackageTextField<'sort_order'> = {
  name: 'sort_order',
  label: msg`Sort order`,
  inputMode: 'numeric',
};

/** The values every package form has, besides its grid fields. */
export interface PackageBaseValues {
  name: string;
  description: string;
  is_popular: boolean;
  is_active: boolean;
}

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What the fields use of the form's `useSaveForm`. */
export interface PackageFieldsForm<F extends string> {
  form: {
    values: PackageBaseValues & Record<F, string>;
    handleBlur: (event: FocusEvent<FieldElement>) => void;
    /** The checkboxes' change handler (checkboxes carry no server error). */
    handleChange: (event: ChangeEvent<HTMLInputElement>) => void;
  };
  errorOf: (field: F | 'name' | 'description') => string | undefined;
  onChange: (event: ChangeEvent<FieldElement>) => void;
}

export interface PackageFormFieldsProps<F extends string> {
  form: PackageFieldsForm<F>;
  /** The grid's text fields, in order. */
  textFields: readonly PackageTextField<F>[];
  idOf: (field: F | 'name' | 'description') => string;
  /** The label of the "Active" checkbox, which says who the package is offered to. */
  activeLabel: string;
  /** More fields at the end of the grid. */
  gridExtra?: ReactNode;
  /** More fields between the grid and the checkboxes. */
  afterGrid?: ReactNode;
}

/** The fields a package form shares: name, description, a grid of text inputs, Popular and Active. */
export function PackageFormFields<F extends string>({
  form: { form, errorOf, onChange },
  textFields,
  idOf,
  activeLabel,
  gridExtra,
  afterGrid,
}: PackageFormFieldsProps<F>) {
  const { t } = useLingui();
  const { values, handleBlur: onBlur, handleChange: onToggle } = form;
  return (
    <>
      <FormField label={t`Name`} htmlFor={idOf('name')} error={errorOf('name')} required>
        <TextInput
          {...fieldA11y(idOf('name'), errorOf('name'))}
          name="name"
          required
          value={values.name}
          onChange={onChange}
          onBlur={onBlur}
        />
      </FormField>
      <FormField
        label={t`Description`}
        htmlFor={idOf('description')}
        error={errorOf('description')}
      >
        <TextArea
          {...fieldA11y(idOf('description'), errorOf('description'))}
          name="description"
          rows={2}
          value={values.description}
          onChange={onChange}
          onBlur={onBlur}
        />
      </FormField>
      <Grid>
        {textFields.map((field) => (
          <FormField
            key={field.name}
            label={t(field.label)}
            htmlFor={idOf(field.name)}
            error={errorOf(field.name)}
            hint={field.hint ? t(field.hint) : undefined}
            required={field.required}
          >
            <TextInput
              {...fieldA11y(idOf(field.name), errorOf(field.name), { hint: !!field.hint })}
              name={field.name}
              inputMode={field.inputMode}
              required={field.required}
              value={values[field.name]}
              onChange={onChange}
              onBlur={onBlur}
            />
          </FormField>
        ))}
        {gridExtra}
      </Grid>
      {afterGrid}
      <Checks>
        <Checkbox
          label={t`Popular`}
          name="is_popular"
          checked={values.is_popular}
          onChange={onToggle}
        />
        <Checkbox
          label={activeLabel}
          name="is_active"
          checked={values.is_active}
          onChange={onToggle}
        />
      </Checks>
    </>
  );
}
