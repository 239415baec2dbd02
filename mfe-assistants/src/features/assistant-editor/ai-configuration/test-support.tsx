// Test helper: renders editor sections inside a formik form with the create defaults, the theme and a query
// client, and exposes the form's current values.
import { useEffect, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Form, Formik, useFormikContext, type FormikErrors, type FormikTouched } from 'formik';
import { ThemeProvider } from 'styled-components';
import {
  createAssistantFormDefaults,
  DEFAULT_TEMPLATE,
  type AssistantFormPayload,
} from '@voice/contracts';
import { createTestQueryClient, queryWrapper } from '@voice/api-client/testing';
import { assistantTemplateQueryKey } from '../api/get-assistant-template';
import { DEFAULT_BRANDING, themeFromBranding } from '@voice/ui/core';

export interface FormProbe {
  values: AssistantFormPayload;
}

function Probe({ onValues }: { onValues: (values: AssistantFormPayload) => void }) {
  const { values } = useFormikContext<AssistantFormPayload>();
  useEffect(() => onValues(values), [values, onValues]);
  return null;
}

export function renderInForm(
  ui: ReactElement,
  options: {
    change?: (values: AssistantFormPayload) => void;
    initialErrors?: FormikErrors<AssistantFormPayload>;
    initialTouched?: FormikTouched<AssistantFormPayload>;
  } = {},
) {
  const initialValues = createAssistantFormDefaults();
  options.change?.(initialValues);
  const probe: FormProbe = { values: initialValues };
  // The system prompt's template buttons read the tenant's template: the spec's default here.
  const client = createTestQueryClient();
  client.setQueryData(assistantTemplateQueryKey, DEFAULT_TEMPLATE);
  const view = render(
    <ThemeProvider theme={themeFromBranding(DEFAULT_BRANDING)}>
      <Formik
        initialValues={initialValues}
        initialErrors={options.initialErrors}
        initialTouched={options.initialTouched}
        onSubmit={() => undefined}
      >
        <Form noValidate>
          {ui}
          <Probe
            onValues={(values) => {
              probe.values = values;
            }}
          />
        </Form>
      </Formik>
    </ThemeProvider>,
    { wrapper: queryWrapper(client) },
  );
  return { ...view, probe };
}
