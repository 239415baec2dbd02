import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@voice/ui/core';
import { AvailabilityNote, availabilityProblem } from './availability-note';
import type { StepProps } from './step-props';
import { TextField } from './text-field';
import type { Availability } from './use-availability';

const Actions = styled.div`
  margin: -0.25rem 0 1rem;
`;

export interface AdminStepProps extends StepProps {
  availability: Availability | null;
  onCheck: () => void;
}

/** Step 3, Admin Details: admin_name, admin_email (availability check), admin_phone. */
export function AdminStep({ availability, onCheck, ...props }: AdminStepProps) {
  const { t } = useLingui();
  const email = props.form.values.admin_email.trim();
  const emailError = props.errorOf('admin_email') ?? availabilityProblem(availability, email);
  const checking = availability?.status === 'checking' && availability.value === email;

  return (
    <>
      <TextField {...props} name="admin_name" label={t`Admin Name`} autoComplete="name" required />
      <TextField
        {...props}
        name="admin_email"
        label={t`Admin Email`}
        type="email"
        autoComplete="email"
        required
        error={emailError}
        hint={t`The administrator signs in with this address; we email it a link to set the password.`}
      />
      <AvailabilityNote
        id="admin-email-availability"
        result={availability}
        value={email}
        availableText={t`${email} is available`}
      />
      <Actions>
        <Button variant="secondary" size="sm" onClick={onCheck} busy={checking}>
          <Trans>Check email availability</Trans>
        </Button>
      </Actions>
      <TextField
        {...props}
        name="admin_phone"
        label={t`Admin Phone`}
        type="tel"
        autoComplete="tel"
        required
      />
    </>
  );
}
