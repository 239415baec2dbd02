import { useState } from 'react';
import { useFormik } from 'formik';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import {
  CUSTOM_SUBSCRIPTION_AMOUNT_STEP,
  CUSTOM_SUBSCRIPTION_DEFAULT_DURATION_MONTHS,
  CUSTOM_SUBSCRIPTION_DEFAULT_INTERVAL,
  CUSTOM_SUBSCRIPTION_DURATION_HINT,
  CUSTOM_SUBSCRIPTION_MAX_DURATION_MONTHS,
  CUSTOM_SUBSCRIPTION_MESSAGES,
  CUSTOM_SUBSCRIPTION_MIN_AMOUNT,
  CUSTOM_SUBSCRIPTION_MIN_DURATION_MONTHS,
  type CreatedCustomSubscription,
} from '@voice/contracts';
import { createCustomSubscriptionSchema } from '@voice/contracts/schemas';
import { fieldErrors, serverMessage } from '@voice/api-client';
import {
  Button,
  FormField,
  MessageBanner,
  Modal,
  Select,
  TextInput,
  fieldA11y,
  formatMoney,
} from '@voice/ui';
import { useCreateCustomSubscriptionMutation } from './api/create-custom-subscription';
import { useAdminSubscriptionPackagesQuery } from './api/get-subscription-packages';
import { usePickerUsersQuery } from './api/get-picker-users';

interface Values {
  user_id: string;
  package_id: string;
  custom_amount: string;
  billing_interval: string;
  duration_months: string;
}

const INITIAL: Values = {
  user_id: '',
  package_id: '',
  custom_amount: '',
  billing_interval: CUSTOM_SUBSCRIPTION_DEFAULT_INTERVAL,
  duration_months: String(CUSTOM_SUBSCRIPTION_DEFAULT_DURATION_MONTHS),
};

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.5rem;
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0 1rem;
`;

export interface CreateCustomSubscriptionModalProps {
  open: boolean;
  onClose: () => void;
  onCreated: (created: CreatedCustomSubscription) => void;
}

/** Create Custom Subscription (spec 000 §2, §5): user, package, amount, interval, duration. */
export function CreateCustomSubscriptionModal({
  open,
  onClose,
  onCreated,
}: CreateCustomSubscriptionModalProps) {
  const { t } = useLingui();
  const users = usePickerUsersQuery(open);
  const packages = useAdminSubscriptionPackagesQuery(open);
  const create = useCreateCustomSubscriptionMutation();
  const [failure, setFailure] = useState('');

  const form = useFormik<Values>({
    initialValues: INITIAL,
    validationSchema: createCustomSubscriptionSchema,
    onSubmit: async (values, helpers) => {
      setFailure('');
      try {
        const payload = createCustomSubscriptionSchema.cast(values);
        const reply = await create.mutateAsync({
          user_id: payload.user_id,
          package_id: payload.package_id,
          custom_amount: payload.custom_amount,
          billing_interval: payload.billing_interval as 'monthly' | 'yearly',
          duration_months: payload.duration_months,
        });
        helpers.resetForm();
        onCreated(reply.data);
      } catch (error) {
        const errors = fieldErrors(error);
        if (errors) {
          helpers.setErrors(
            Object.fromEntries(Object.entries(errors).map(([key, list]) => [key, list[0]])),
          );
        }
        setFailure(serverMessage(error) ?? CUSTOM_SUBSCRIPTION_MESSAGES.createFailed);
      }
    },
  });

  const selectedUser = users.data?.find((user) => String(user.id) === form.values.user_id);
  // A user buys only its own tenant's plans.
  const plans = (packages.data ?? []).filter(
    (plan) =>
      !selectedUser ||
      selectedUser.reseller_id === undefined ||
      (plan.reseller_id ?? null) === (selectedUser.reseller_id ?? null),
  );
  const error = (field: keyof Values) =>
    (form.touched[field] || form.submitCount > 0) && form.errors[field]
      ? form.errors[field]
      : undefined;

  const close = () => {
    form.resetForm();
    setFailure('');
    onClose();
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={t`Create Custom Subscription`}
      size="lg"
      footer={
        <Footer>
          <Button variant="secondary" onClick={close}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form="create-custom-subscription" disabled={form.isSubmitting}>
            {form.isSubmitting ? t`Creating...` : t`Create Subscription`}
          </Button>
        </Footer>
      }
    >
      <form id="create-custom-subscription" noValidate onSubmit={form.handleSubmit}>
        <MessageBanner
          tone="error"
          message={failure}
          onDismiss={() => setFailure('')}
          autoHideMs={0}
        />
        <FormField label={t`User`} htmlFor="cs-user" error={error('user_id')} required>
          <Select
            {...fieldA11y('cs-user', error('user_id'))}
            name="user_id"
            required
            value={form.values.user_id}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
          >
            <option value="">{users.isPending ? t`Loading users...` : t`Select a user`}</option>
            {(users.data ?? []).map((user) => (
              <option key={user.id} value={user.id}>
                {user.name} ({user.email}){user.reseller_name ? ` - ${user.reseller_name}` : ''}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t`Package`} htmlFor="cs-package" error={error('package_id')} required>
          <Select
            {...fieldA11y('cs-package', error('package_id'))}
            name="package_id"
            required
            value={form.values.package_id}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
          >
            <option value="">
              {packages.isPending ? t`Loading packages...` : t`Select a package`}
            </option>
            {plans.map((plan) => {
              const { name } = plan;
              const price = formatMoney(plan.price);
              return (
                <option key={plan.id} value={plan.id}>
                  {t`${name} (${price}/month)`}
                </option>
              );
            })}
          </Select>
        </FormField>
        <Row>
          <FormField
            label={t`Custom Amount ($)`}
            htmlFor="cs-amount"
            error={error('custom_amount')}
            required
          >
            <TextInput
              {...fieldA11y('cs-amount', error('custom_amount'))}
              name="custom_amount"
              type="number"
              inputMode="decimal"
              min={CUSTOM_SUBSCRIPTION_MIN_AMOUNT}
              step={CUSTOM_SUBSCRIPTION_AMOUNT_STEP}
              required
              value={form.values.custom_amount}
              onChange={form.handleChange}
              onBlur={form.handleBlur}
            />
          </FormField>
          <FormField
            label={t`Billing Interval`}
            htmlFor="cs-interval"
            error={error('billing_interval')}
            required
          >
            <Select
              {...fieldA11y('cs-interval', error('billing_interval'))}
              name="billing_interval"
              required
              value={form.values.billing_interval}
              onChange={form.handleChange}
              onBlur={form.handleBlur}
            >
              <option value="monthly">{t`Monthly`}</option>
              <option value="yearly">{t`Yearly`}</option>
            </Select>
          </FormField>
        </Row>
        <FormField
          label={t`Duration (months)`}
          htmlFor="cs-duration"
          error={error('duration_months')}
          hint={CUSTOM_SUBSCRIPTION_DURATION_HINT}
          required
        >
          <TextInput
            {...fieldA11y('cs-duration', error('duration_months'), { hint: true })}
            name="duration_months"
            type="number"
            min={CUSTOM_SUBSCRIPTION_MIN_DURATION_MONTHS}
            max={CUSTOM_SUBSCRIPTION_MAX_DURATION_MONTHS}
            step={1}
            required
            value={form.values.duration_months}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
          />
        </FormField>
      </form>
    </Modal>
  );
}
