import type { FormEvent } from 'react';
import type { FormikProps, FormikTouched } from 'formik';

/**
 * A form's submit handler: submits when the values are valid; otherwise marks `fields` touched, so that each
 * shows its error, and calls `onInvalid`.
 */
export function submitWhenValid<V>(
  form: Pick<FormikProps<V>, 'validateForm' | 'setTouched' | 'submitForm'>,
  fields: FormikTouched<V>,
  onInvalid?: () => void,
) {
  return async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = await form.validateForm();
    if (Object.keys(errors).length > 0) {
      await form.setTouched(fields, false);
      onInvalid?.();
      return;
    }
    await form.submitForm();
  };
}
