import { describe, expect, it } from '@jest/globals';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useFormik } from 'formik';
import { loginSchema, registerSchema } from '@voice/contracts/schemas';
import { validateWithSchema } from './form-code';

/** The errors Formik shows after validating `values` with `options` (validationSchema or validate). */
async function formikErrors<V extends object>(
  values: V,
  options: { validationSchema?: unknown; validate?: (values: V) => Promise<object> },
) {
  const { result } = renderHook(() =>
    useFormik<V>({ initialValues: values, onSubmit: () => undefined, ...options }),
  );
  let errors: object = {};
  await act(async () => {
    errors = await result.current.validateForm();
  });
  await waitFor(() => expect(result.current.isValidating).toBe(false));
  return errors;
}

describe('validateWithSchema', () => {
  const cases: [string, typeof loginSchema | typeof registerSchema, object][] = [
    ['an empty login', loginSchema, { email: '', password: '', remember: false }],
    ['a bad email', loginSchema, { email: 'nope', password: 'x', remember: false }],
    ['a valid login', loginSchema, { email: 'a@example.com', password: 'secret', remember: true }],
    [
      'a registration with mismatched passwords and no terms',
      registerSchema,
      { name: ' ', email: 'a@b', password: 'short', password_confirmation: 'other', terms: false },
    ],
  ];

  it.each(cases)('gives what validationSchema gives for %s', async (_name, schema, values) => {
    const expected = await formikErrors(values, { validationSchema: schema });
    const lazy = await formikErrors(values, {
      validate: validateWithSchema(() => Promise.resolve(schema)),
    });
    expect(lazy).toEqual(expected);
  });

  it('finds errors where there are some (the comparison above is not empty on both sides)', async () => {
    const errors = await formikErrors(
      { email: '', password: '', remember: false },
      { validate: validateWithSchema(() => Promise.resolve(loginSchema)) },
    );
    expect(Object.keys(errors).sort()).toEqual(['email', 'password']);
  });
});
