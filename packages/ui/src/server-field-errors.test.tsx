import { describe, it, expect } from '@jest/globals';
import { useFormik } from 'formik';
import { act, fireEvent, screen } from '@testing-library/react';
import { useServerFieldErrors } from './server-field-errors';
import { renderWithTheme } from './test-utils';

const rejected = {
  isAxiosError: true,
  response: {
    status: 422,
    data: { message: 'The given data was invalid.', errors: { email: ['Taken', 'Invalid'] } },
  },
};

let formMessage = '';

function Form({ failWith }: { failWith: unknown }) {
  const server = useServerFieldErrors();
  const form = useFormik({
    initialValues: { email: 'ann@example.com', name: '' },
    validate: (values) => (values.name ? {} : { name: 'Name is required' }),
    onSubmit: () => {
      formMessage = server.takeFrom(failWith, 'Could not save');
    },
  });
  return (
    <form onSubmit={form.handleSubmit}>
      <input
        aria-label="Email"
        name="email"
        value={form.values.email}
        onChange={server.clearingOnChange(form.handleChange)}
      />
      <input
        aria-label="Name"
        name="name"
        value={form.values.name}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
      />
      <p data-testid="email-error">{server.errorOf(form, 'email') ?? ''}</p>
      <p data-testid="name-error">{server.errorOf(form, 'name') ?? ''}</p>
      <button type="submit">Save</button>
    </form>
  );
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  });
}

describe('useServerFieldErrors', () => {
  it("puts the server's first message under its field until that field is edited", async () => {
    renderWithTheme(<Form failWith={rejected} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ann' } });
    await submit();
    expect(screen.getByTestId('email-error')).toHaveTextContent('Taken');
    expect(formMessage).toBe('The given data was invalid.');
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ann@example.org' } });
    });
    expect(screen.getByTestId('email-error')).toBeEmptyDOMElement();
  });

  it("gives the form-level fallback when the server has no message, and formik's own error once touched", async () => {
    renderWithTheme(<Form failWith={new Error('Network Error')} />);
    await act(async () => {
      fireEvent.blur(screen.getByLabelText('Name'));
    });
    expect(screen.getByTestId('name-error')).toHaveTextContent('Name is required');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ann' } });
    await submit();
    expect(formMessage).toBe('Could not save');
    expect(screen.getByTestId('email-error')).toBeEmptyDOMElement();
  });
});
