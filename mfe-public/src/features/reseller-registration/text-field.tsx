import { FormikTextField, type FormikTextFieldProps } from '@voice/ui';
import type { StepProps } from './step-props';
import type { WizardField, WizardValues } from './wizard-values';

type TextFieldName = Exclude<WizardField, 'logo_file' | 'terms' | 'reseller_package_id'>;

export interface TextFieldProps
  extends StepProps, Omit<FormikTextFieldProps<WizardValues>, 'fields' | 'name'> {
  name: TextFieldName;
}

/** A labelled text input of the wizard, wired to formik, with its error and hint. */
export function TextField({ form, errorOf, onChange, ...field }: TextFieldProps) {
  return <FormikTextField fields={{ form, errorOf, onChange }} {...field} />;
}
