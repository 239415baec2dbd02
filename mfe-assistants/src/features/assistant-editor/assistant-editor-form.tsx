import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { FormikProvider, setIn, useFormik, type FormikErrors, type FormikTouched } from 'formik';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { createAssistantFormSchema } from '@voice/contracts/schemas';
import {
  SAVE_REDIRECT_DELAY_MS,
  type AssistantFormPayload,
  type AssistantTemplate,
} from '@voice/contracts';
import { useSession } from '@voice/session';
import { MessageBanner } from '@voice/ui';
import { listScope } from '../../shared/list-scope';
import { PLAN_BANNER_ID, PlanBanner } from '../../shared/plan-banner';
import { usePlanState } from '../../shared/use-plan-status';
import { AiConfigurationSection } from './ai-configuration/ai-configuration-section';
import type { AiTab } from './ai-configuration/tab-of-field';
import { AnalysisSection } from './analysis/analysis-section';
import { BookingCalendarSection } from './booking/booking-calendar-section';
import { CustomToolsSection } from './custom-tools/custom-tools-section';
import { useSaveAssistant } from './api/save-assistant';
import { AgentSection } from './agent-section';
import { CompanySection } from './company-section';
import { EditorHeader } from './editor-header';
import { KnowledgeSection } from './knowledge/knowledge-section';
import { TransferSection } from './transfers/transfer-section';
import type { EditorRole } from './editor-role';
import { errorPaths, fieldId, firstFailingField } from './field-paths';
import { payloadForSave } from './form-values';
import { MessagesSection } from './messages-section';
import { saveFailure } from './save-error';
import { TestChatPanel } from './test-chat/test-chat-panel';
import { useFieldFocus } from './use-field-focus';
import { UserAssignmentSection } from './user-assignment-section';
import { WebhookSection } from './webhook-section';

const Layout = styled.div`
  display: grid;
  gap: 1.25rem;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 1180px) {
    grid-template-columns: minmax(0, 1fr) 380px;
    align-items: start;
  }
`;

/** The form, then the sections that save with their own requests (a form may not hold another form). */
const Main = styled.div`
  min-width: 0;
`;

const Side = styled.aside`
  @media (min-width: 1180px) {
    position: sticky;
    top: 1rem;
  }
`;

export interface AssistantEditorFormProps {
  initialValues: AssistantFormPayload;
  /** null creates. */
  assistantId: string | null;
  role: EditorRole;
  template: AssistantTemplate | null;
}

/** The form's id: the header's save button submits it from outside. */
const FORM_ID = 'assistant-editor-form';

type Banner = { tone: 'success' | 'error'; text: string } | null;

/** Touched marks for the given dotted paths, so that their errors show. */
function touchedFor(paths: readonly string[]): FormikTouched<AssistantFormPayload> {
  return paths.reduce<FormikTouched<AssistantFormPayload>>(
    (touched, path) => setIn(touched, path, true) as FormikTouched<AssistantFormPayload>,
    {},
  );
}

/** The editor's form: the seven sections, validation with focus, save with the §8 catalogue, redirect. */
export function AssistantEditorForm({
  initialValues,
  assistantId,
  role,
  template,
}: AssistantEditorFormProps) {
  const { t } = useLingui();
  const creating = assistantId === null;
  const navigate = useNavigate();
  const location = useLocation();
  const sessionRole = useSession((s) => s.user?.role);
  const scope = listScope(role.listPath, sessionRole);
  const plan = usePlanState(scope);
  const save = useSaveAssistant();
  const [banner, setBanner] = useState<Banner>(null);
  const [saved, setSaved] = useState(false);
  const [planBannerHidden, setPlanBannerHidden] = useState(false);
  const [aiTab, setAiTab] = useState<AiTab>('model');
  const focusField = useFieldFocus(aiTab, setAiTab);
  const bannerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (banner) bannerRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' });
  }, [banner]);

  const schema = useMemo(
    () => createAssistantFormSchema({ requireAssignee: role.isAdmin }),
    [role.isAdmin],
  );
  const formik = useFormik<AssistantFormPayload>({
    initialValues,
    validationSchema: schema,
    onSubmit: () => undefined,
  });

  useEffect(() => {
    if (!saved) return undefined;
    const timer = setTimeout(() => navigate(role.listPath), SAVE_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [saved, navigate, role.listPath]);

  const showFieldErrors = (messages: Array<[string, string]>) => {
    const paths = messages.map(([path]) => path);
    void formik.setTouched(touchedFor(paths), false);
    const first = firstFailingField(paths);
    if (first) focusField(first);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Nothing to send while the plan has no assistant left: the banner above the form says so.
    if (save.isPending || saved || (creating && plan.status.kind === 'full')) return;
    setBanner(null);
    const errors = await formik.validateForm();
    const failing = errorPaths(errors);
    if (failing.length > 0) {
      showFieldErrors(failing);
      return;
    }
    const payload = payloadForSave(formik.values, { creating, isAdmin: role.isAdmin });
    save.mutate(
      { payload, id: assistantId, superAdmin: role.isSuperAdmin },
      {
        onSuccess: () => {
          setSaved(true);
          setBanner({
            tone: 'success',
            text: creating
              ? t`Assistant created successfully!`
              : t`Assistant updated successfully!`,
          });
        },
        onError: (error) => {
          const failure = saveFailure(error);
          const fields = Object.entries(failure.fields);
          if (fields.length > 0) {
            const serverErrors = fields.reduce<FormikErrors<AssistantFormPayload>>(
              (all, [path, message]) =>
                setIn(all, path, message) as FormikErrors<AssistantFormPayload>,
              {},
            );
            showFieldErrors(fields);
            formik.setErrors(serverErrors);
            // A key no input shows (a server-only field) still gets its message said.
            if (!fields.some(([path]) => document.getElementById(fieldId(path)))) {
              setBanner({ tone: 'error', text: fields.map(([, message]) => message).join(', ') });
            }
          }
          if (failure.message) setBanner({ tone: 'error', text: failure.message });
        },
      },
    );
  };

  // Back: the previous page when there is one, else the role's list.
  const onBack = () => (location.key !== 'default' ? navigate(-1) : navigate(role.listPath));

  return (
    <FormikProvider value={formik}>
      <EditorHeader
        formId={FORM_ID}
        creating={creating}
        assistantId={assistantId}
        saving={save.isPending}
        saved={saved}
        usage={
          creating && scope.showQuota && plan.status.kind !== 'loading' ? plan.usage : undefined
        }
        blockedBy={creating && plan.status.kind === 'full' ? PLAN_BANNER_ID : undefined}
        onBack={onBack}
      />
      {planBannerHidden ? null : (
        <PlanBanner
          status={plan.status}
          subscriptionPath={scope.subscriptionPath}
          onDismiss={() => setPlanBannerHidden(true)}
        />
      )}
      <div ref={bannerRef}>
        <MessageBanner
          tone={banner?.tone ?? 'error'}
          message={banner?.text ?? ''}
          autoHideMs={0}
          onDismiss={() => setBanner(null)}
        />
      </div>
      <Layout>
        <Main>
          <form
            id={FORM_ID}
            noValidate
            onSubmit={(event) => void onSubmit(event)}
            aria-label={t`Assistant`}
          >
            <CompanySection />
            <AgentSection creating={creating} template={template} />
            <AiConfigurationSection activeTab={aiTab} onTabChange={setAiTab} />
            <AnalysisSection />
            <MessagesSection />
            <WebhookSection assistantId={assistantId} />
            {role.isAdmin ? <UserAssignmentSection superAdmin={role.isSuperAdmin} /> : null}
          </form>
          <KnowledgeSection assistantId={assistantId} />
          <BookingCalendarSection assistantId={assistantId} />
          <TransferSection assistantId={assistantId} />
          <CustomToolsSection assistantId={assistantId} />
        </Main>
        <Side aria-label={t`Test your assistant`}>
          <TestChatPanel values={formik.values} assistantId={assistantId} />
        </Side>
      </Layout>
    </FormikProvider>
  );
}
