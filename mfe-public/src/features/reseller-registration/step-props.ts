import type { FormikProps } from 'formik';
import type { FieldBinding } from '@voice/ui';
import type { WizardField, WizardValues } from './wizard-values';

/** What every step of the wizard gets from the page. */
export interface StepProps {
  form: FormikProps<WizardValues>;
  /** The field's validation error (once touched) or the server's error for it. */
  errorOf: (field: WizardField) => string | undefined;
  /** Change handler of text inputs and checkboxes: clears the server's error of that field. */
  onChange: FieldBinding<WizardValues>['onChange'];
}
