import { describe, it, expect } from '@jest/globals';
import { screen } from '@testing-library/react';
import { fieldA11y, FormField } from './form-field';
import { TextInput } from './text-input';
import { Checkbox } from './checkbox';
import { renderWithTheme } from './test-utils';

describe('FormField', () => {
  it('labels the input and links the error to it', () => {
    renderWithTheme(
      <FormField label="Full Name" htmlFor="name" error="Name is required" required>
        <TextInput {...fieldA11y('name', 'Name is required')} required />
      </FormField>,
    );
    const input = screen.getByLabelText('Full Name');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Name is required');
    expect(screen.getByRole('alert')).toHaveTextContent('Name is required');
    expect(screen.getByRole('alert')).toHaveAttribute('id', 'name-error');
  });

  it('shows no error and a hint when valid', () => {
    renderWithTheme(
      <FormField label="Email" htmlFor="email" hint="Email cannot be changed">
        <TextInput {...fieldA11y('email', undefined, { hint: true })} disabled />
      </FormField>,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).toHaveAccessibleDescription('Email cannot be changed');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('fieldA11y returns the attributes for the input', () => {
    expect(fieldA11y('bio', 'Too long')).toEqual({
      id: 'bio',
      'aria-invalid': true,
      'aria-describedby': 'bio-error',
    });
    expect(fieldA11y('bio', null)).toEqual({
      id: 'bio',
      'aria-invalid': false,
      'aria-describedby': undefined,
    });
  });
});

describe('Checkbox', () => {
  it('is labelled by its label', () => {
    renderWithTheme(<Checkbox label="Remember me" name="remember" />);
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
  });
});
