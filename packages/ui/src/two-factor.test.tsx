import { describe, it, expect, jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { AuthenticatorSetup, CodeField } from './two-factor';
import { renderWithTheme } from './test-utils';

describe('two-factor parts', () => {
  it('shows the QR code, the key and its URI', () => {
    renderWithTheme(
      <AuthenticatorSetup
        setup={{
          qr_code: 'data:image/png;base64,AAAA',
          secret: 'JBSWY3DPEHPK3PXP',
          otpauth_url: 'otpauth://totp/Acme:ann?secret=JBSWY3DPEHPK3PXP',
        }}
      />,
    );
    expect(screen.getByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute(
      'src',
      'data:image/png;base64,AAAA',
    );
    expect(screen.getByTestId('two-factor-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    expect(screen.getByText(/otpauth:\/\/totp\/Acme/)).toBeInTheDocument();
  });

  it('is a labelled one-time code input that reports its error', () => {
    const onChange = jest.fn();
    renderWithTheme(
      <CodeField id="code" value="" error="The code is not valid" onChange={onChange} />,
    );
    const input = screen.getByLabelText(/Authentication code/);
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('The code is not valid');
    fireEvent.change(input, { target: { value: '123456' } });
    expect(onChange).toHaveBeenCalledWith('123456');
  });

  it('takes a recovery code as text', () => {
    renderWithTheme(
      <CodeField
        id="recovery_code"
        label="Recovery code"
        numeric={false}
        value=""
        error={null}
        onChange={() => undefined}
      />,
    );
    const input = screen.getByLabelText(/Recovery code/);
    expect(input).toHaveAttribute('inputmode', 'text');
    expect(input).toHaveAttribute('name', 'recovery_code');
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });
});
