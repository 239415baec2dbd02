import { afterEach, describe, expect, it } from '@jest/globals';
import { Component, useState, type ReactNode } from 'react';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormik } from 'formik';
import { loginSchema, registerSchema } from '@voice/contracts/schemas';
import { renderPage } from '@voice/ui/testing';
import { useSubmitWithFormCode, validateWithSchema, type FormCode } from './form-code';

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

  it('finds no errors when the schema cannot be downloaded, so that the submit runs and reports it', async () => {
    const validate = validateWithSchema(() => Promise.reject(new Error('Loading chunk 7 failed')));
    await expect(validate({ email: '', password: '', remember: false })).resolves.toEqual({});
  });
});

/** Shows what reaches a route's error boundary, as the shell's does. */
class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? (
      <p role="alert">Boundary: {this.state.error.message}</p>
    ) : (
      this.props.children
    );
  }
}

type Code = FormCode & { send(): Promise<void> };

function Form({ load }: { load: () => Promise<Code> }) {
  const [fields, setFields] = useState<Record<string, string>>({ email: 'an old error' });
  const onSubmit = useSubmitWithFormCode(load, (code: Code) => code.send(), setFields);
  return (
    <>
      <button type="button" onClick={() => void onSubmit({})}>
        Send
      </button>
      <output aria-label="Field errors">{JSON.stringify(fields)}</output>
    </>
  );
}

function code(send: () => Promise<void>): Code {
  return {
    send,
    failure: (error) => ({
      fields: { email: 'Taken' },
      title: 'Sending Failed',
      message: error instanceof Error ? error.message : 'unknown',
    }),
  };
}

function renderForm(load: () => Promise<Code>) {
  silenceBoundaryLogs();
  renderPage(
    <Boundary>
      <Form load={load} />
    </Boundary>,
    { path: '/' },
  );
  return userEvent.setup();
}

let restoreConsole: (() => void) | null = null;
/** React logs what reaches an error boundary; the test that expects it keeps the output clean. */
function silenceBoundaryLogs() {
  const original = console.error;
  console.error = () => undefined;
  restoreConsole = () => {
    console.error = original;
  };
}
afterEach(() => {
  restoreConsole?.();
  restoreConsole = null;
});

describe('useSubmitWithFormCode', () => {
  it('clears the old field errors and shows nothing more when the submit succeeds', async () => {
    const user = renderForm(() => Promise.resolve(code(() => Promise.resolve())));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByLabelText('Field errors')).toHaveTextContent('{}'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the downloaded code's failure under the fields and in a dialog when the submit fails", async () => {
    const user = renderForm(() =>
      Promise.resolve(code(() => Promise.reject(new Error('That email is taken')))),
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sending Failed' });
    expect(dialog).toHaveTextContent('Sending Failed');
    expect(dialog).toHaveTextContent('That email is taken');
    expect(screen.getByLabelText('Field errors')).toHaveTextContent('{"email":"Taken"}');
  });

  it('shows the failure of a download that failed once and then worked', async () => {
    let calls = 0;
    const user = renderForm(() => {
      calls += 1;
      return calls === 1
        ? Promise.reject(new Error('Loading chunk 7 failed'))
        : Promise.resolve(code(() => Promise.resolve()));
    });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('dialog', { name: 'Sending Failed' })).toHaveTextContent(
      'Loading chunk 7 failed',
    );
    expect(calls).toBe(2);
  });

  it("hands the error to the route's error boundary when the form's code cannot be downloaded", async () => {
    const user = renderForm(() => Promise.reject(new Error('Loading chunk 7 failed')));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Boundary: Loading chunk 7 failed');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
