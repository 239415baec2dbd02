import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { SUBDOMAIN_MAX_LENGTH } from '@voice/contracts';
import { Button, FormField, TextInput, fieldA11y } from '@voice/ui';
import { AvailabilityNote, availabilityProblem } from './availability-note';
import { parentDomainOf, resellerSiteUrl } from './parent-domain';
import type { StepProps } from './step-props';
import type { Availability } from './use-availability';

const Group = styled.div`
  display: flex;
  align-items: stretch;
  input {
    border-top-right-radius: 0;
    border-bottom-right-radius: 0;
    min-width: 0;
  }
`;

const Suffix = styled.span`
  display: inline-flex;
  align-items: center;
  padding: 0 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-left: 0;
  border-radius: 0 ${({ theme }) => theme.radius} ${({ theme }) => theme.radius} 0;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  white-space: nowrap;
`;

const Actions = styled.div`
  margin: -0.25rem 0 1rem;
`;

export interface HostingStepProps extends StepProps {
  availability: Availability | null;
  onCheck: () => void;
}

/** Step 2, Hosting: subdomain_name under the fixed parent domain, with its availability check. */
export function HostingStep({ availability, onCheck, ...props }: HostingStepProps) {
  const { t } = useLingui();
  const { form, errorOf, onChange } = props;
  const parent = parentDomainOf(window.location.hostname);
  const value = form.values.subdomain_name.trim();
  const error = errorOf('subdomain_name') ?? availabilityProblem(availability, value);
  const checking = availability?.status === 'checking' && availability.value === value;
  const maxLength = SUBDOMAIN_MAX_LENGTH;
  const site = resellerSiteUrl(value || 'your-name');

  return (
    <>
      <FormField
        label={t`Subdomain`}
        htmlFor="subdomain_name"
        required
        error={error}
        hint={t`Letters, numbers and hyphens, up to ${maxLength} characters. Your site: ${site}`}
      >
        <Group>
          <TextInput
            {...fieldA11y('subdomain_name', error, { hint: true })}
            name="subdomain_name"
            type="text"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={SUBDOMAIN_MAX_LENGTH}
            required
            value={form.values.subdomain_name}
            onChange={(event) => {
              event.target.value = event.target.value.toLowerCase();
              onChange(event);
            }}
            onBlur={form.handleBlur}
          />
          <Suffix aria-hidden="true">.{parent}</Suffix>
        </Group>
      </FormField>
      <AvailabilityNote
        id="subdomain-availability"
        result={availability}
        value={value}
        availableText={t`${value}.${parent} is available`}
      />
      <Actions>
        <Button variant="secondary" size="sm" onClick={onCheck} busy={checking}>
          <Trans>Check availability</Trans>
        </Button>
      </Actions>
    </>
  );
}
