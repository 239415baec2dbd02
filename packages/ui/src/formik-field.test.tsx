import { describe, it, expect } from '@jest/globals';
import { useFormik } from 'formik';
import { act, fireEvent, screen } from '@testing-library/react';
import { bindFields, FormikTextField, FormikTextFieldRows } from './formik-field';
import { useServerFieldErrors } from './server-field-errors';
import { renderWithTheme } from './test-utils';

const rejected = {
  isAxiosError: true,
  response: { status: 422, data: { message: 'Invalid', errors: { email: ['Taken'] } } },
};

function Form({ hint }: { hint?: string }) {
  const server = useServerFieldErrors();
  const form = useFormik({
    initialValues: { email: 'ann@example.com', name: '', note: '' },
    validate: (values) => (values.name ? {} : { name: 'Name is required' }),
    onSubmit: () => {
      server.takeFrom(rejected);
    },
  });
  const fields = bindFields(form, server);
  return (
    <form onSubmit={form.handleSubmit}>
      <FormikTextField fields={fields} name="email" id="f-email" label="Email" type="email" />
      <FormikTextField fields={fields} name="name" label="Name" required hint={hint} />
      <FormikTextField fields={fields} name="note" label="Note" rows={3} placeholder="Say more" />
      <button type="submit">Save</button>
    </form>
  );
}

async function change(element: HTMLElement, value: string) {
  await act(async () => {
    fireEvent.change(element, { target: { value } });
  });
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  });
}

describe('FormikTextField and bindFields', () => {
  it("shows the server's error under its field, linked to the input, until the field is edited", async () => {
    renderWithTheme(<Form />);
    await change(screen.getByLabelText('Name'), 'Ann');
    await submit();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('id', 'f-email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Taken');

    await change(email, 'ann@example.org');
    expect(email).toHaveValue('ann@example.org');
    expect(email).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Taken')).not.toBeInTheDocument();
  });

  it("shows the form's own error once the field is touched, and the hint with it", async () => {
    renderWithTheme(<Form hint="As on your passport" />);
    const name = screen.getByLabelText(/Name/);
    expect(name).toBeRequired();
    expect(name).toHaveAccessibleDescription('As on your passport');
    await act(async () => {
      fireEvent.blur(name);
    });
    expect(name).toHaveAccessibleDescription('Name is required As on your passport');
  });

  it('is a textarea when given rows', async () => {
    renderWithTheme(<Form />);
    const note = screen.getByLabelText('Note');
    expect(note.tagName).toBe('TEXTAREA');
    expect(note).toHaveAttribute('rows', '3');
    expect(note).toHaveAttribute('placeholder', 'Say more');
    await change(note, 'Hello');
    expect(note).toHaveValue('Hello');
  });

  it('lays text fields out two to a row, each with its prefixed id', () => {
    function Rows() {
      const server = useServerFieldErrors();
      const form = useFormik({
        initialValues: { first: '', last: '', email: '' },
        onSubmit: () => undefined,
      });
      return (
        <FormikTextFieldRows
          fields={bindFields(form, server)}
          idPrefix="contact"
          specs={[
            { name: 'first', label: 'First' },
            { name: 'last', label: 'Last' },
            { name: 'email', label: 'Email', type: 'email', required: true },
          ]}
        />
      );
    }
    renderWithTheme(
      <div data-testid="rows">
        <Rows />
      </div>,
    );
    const rows = Array.from(screen.getByTestId('rows').children);
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.querySelectorAll('input').length)).toEqual([2, 1]);
    expect(screen.getByLabelText('First')).toHaveAttribute('id', 'contact-first');
    expect(screen.getByLabelText(/Email/)).toBeRequired();
  });
});
