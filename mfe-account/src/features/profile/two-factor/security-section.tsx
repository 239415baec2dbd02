import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { TWO_FACTOR_MESSAGES as M, isPlatformAdmin } from '@voice/contracts';
import { useSession } from '@voice/session';
import {
  Button,
  Checkbox,
  CodeField,
  FormField,
  LoadingState,
  MessageBanner,
  RecoveryCodeList,
  TextInput,
  TwoFactorNote as Note,
  fieldA11y,
} from '@voice/ui';
import { translateText } from '@voice/ui/core';
import { describeFailure } from '../failure';
import { Actions, Section } from '../layout';
import {
  useDisableTwoFactor,
  useRegenerateCodes,
  useSaveTwoFactorPolicy,
  useTwoFactorPolicy,
  useTwoFactorStatus,
} from './api/two-factor';
import { EnrolDialog } from './enrol-dialog';

interface Banner {
  tone: 'success' | 'error';
  text: string;
}

const failureText = (error: unknown) =>
  describeFailure(error, { failed: M.codeInvalid, unexpected: M.codeInvalid });

/**
 * /profile, 'Security': two-factor sign-in. Off: 'Set up two-factor authentication' opens the enrolment dialog. On:
 * the recovery codes left, new recovery codes for a current code, and turning it off with the password and a code
 * (not while the platform requires it for the role). Platform admins also set the platform's rule here.
 */
export function SecuritySection() {
  const status = useTwoFactorStatus();
  const role = useSession((s) => s.user?.role ?? null);
  const [enrolling, setEnrolling] = useState(false);
  const [banner, setBanner] = useState<Banner | null>(null);
  const { t } = useLingui();

  return (
    <Section aria-labelledby="security-title">
      <h2 id="security-title">
        <Trans>Two-factor authentication</Trans>
      </h2>
      <MessageBanner
        tone={banner?.tone ?? 'success'}
        message={banner?.text ?? ''}
        onDismiss={() => setBanner(null)}
      />
      {status.isPending ? <LoadingState text={t`Loading...`} /> : null}
      {status.data ? (
        status.data.enabled ? (
          <EnabledState
            required={status.data.required}
            codesLeft={status.data.recovery_codes_left}
            onBanner={setBanner}
          />
        ) : (
          <>
            <Note>
              {status.data.required
                ? t`Two-factor authentication is required for your role. Set it up to keep using your account.`
                : t`Two-factor authentication is off. Add a second step to your sign-in with an authenticator app.`}
            </Note>
            <Actions>
              <Button type="button" onClick={() => setEnrolling(true)}>
                <Trans>Set up two-factor authentication</Trans>
              </Button>
            </Actions>
          </>
        )
      ) : null}
      {enrolling ? <EnrolDialog onClose={() => setEnrolling(false)} /> : null}
      {role && isPlatformAdmin(role) ? <PolicyForm onBanner={setBanner} /> : null}
    </Section>
  );
}

function EnabledState({
  required,
  codesLeft,
  onBanner,
}: {
  required: boolean;
  codesLeft: number;
  onBanner: (banner: Banner) => void;
}) {
  const regenerate = useRegenerateCodes();
  const disable = useDisableTwoFactor();
  const [regenCode, setRegenCode] = useState('');
  const [regenError, setRegenError] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [password, setPassword] = useState('');
  const [offCode, setOffCode] = useState('');
  const [offErrors, setOffErrors] = useState<Record<string, string>>({});
  const { t } = useLingui();

  const onRegenerate = (event: FormEvent) => {
    event.preventDefault();
    regenerate.mutate(regenCode.replace(/\s+/g, ''), {
      onSuccess: (reply) => {
        setCodes(reply.recovery_codes);
        setRegenCode('');
        onBanner({ tone: 'success', text: reply.message });
      },
      onError: (error) => {
        const failure = failureText(error);
        setRegenError(failure.fields.code ?? failure.message);
      },
    });
  };

  const onDisable = (event: FormEvent) => {
    event.preventDefault();
    disable.mutate(
      { password, code: offCode.replace(/\s+/g, '') },
      {
        onSuccess: () => onBanner({ tone: 'success', text: M.disabled }),
        onError: (error) => {
          const failure = failureText(error);
          setOffErrors(
            Object.keys(failure.fields).length > 0 ? failure.fields : { code: failure.message },
          );
        },
      },
    );
  };

  return (
    <>
      <Note>
        <Trans>
          Two-factor authentication is on. Recovery codes left: <strong>{codesLeft}</strong>.
        </Trans>
      </Note>
      {codes ? (
        <>
          <Note>
            <Trans>
              Your new recovery codes (the old ones no longer work). They are not shown again:
            </Trans>
          </Note>
          <RecoveryCodeList aria-label={t`Recovery codes`}>
            {codes.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </RecoveryCodeList>
        </>
      ) : null}
      <form noValidate onSubmit={onRegenerate} aria-labelledby="regenerate-title">
        <h3 id="regenerate-title">
          <Trans>New recovery codes</Trans>
        </h3>
        <CodeField
          id="regenerate-code"
          name="code"
          value={regenCode}
          error={regenError}
          onChange={(value) => {
            setRegenCode(value);
            setRegenError(null);
          }}
        />
        <Actions>
          <Button type="submit" variant="secondary" busy={regenerate.isPending}>
            <Trans>Regenerate recovery codes</Trans>
          </Button>
        </Actions>
      </form>
      {required ? (
        <Note>{translateText(M.requiredForRole)}</Note>
      ) : (
        <form noValidate onSubmit={onDisable} aria-labelledby="disable-title">
          <h3 id="disable-title">
            <Trans>Turn off two-factor authentication</Trans>
          </h3>
          <FormField
            label={t`Password`}
            htmlFor="disable-password"
            error={offErrors.password}
            required
          >
            <TextInput
              {...fieldA11y('disable-password', offErrors.password)}
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setOffErrors({});
              }}
              required
            />
          </FormField>
          <CodeField
            id="disable-code"
            name="code"
            value={offCode}
            error={offErrors.code ?? null}
            onChange={(value) => {
              setOffCode(value);
              setOffErrors({});
            }}
          />
          <Actions>
            <Button type="submit" variant="danger" busy={disable.isPending}>
              <Trans>Turn off</Trans>
            </Button>
          </Actions>
        </form>
      )}
    </>
  );
}

/** The platform's rule: two-factor required for platform admins and reseller admins. */
function PolicyForm({ onBanner }: { onBanner: (banner: Banner) => void }) {
  const policy = useTwoFactorPolicy(true);
  const save = useSaveTwoFactorPolicy();
  const [required, setRequired] = useState<boolean | null>(null);
  const value = required ?? policy.data?.required_for_admins ?? false;
  const { t } = useLingui();

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { required_for_admins: value },
      {
        onSuccess: () => onBanner({ tone: 'success', text: M.policySaved }),
        onError: (error) => onBanner({ tone: 'error', text: failureText(error).message }),
      },
    );
  };

  if (!policy.data) return null;
  return (
    <form noValidate onSubmit={onSave} aria-labelledby="policy-title">
      <h3 id="policy-title">
        <Trans>Platform rule</Trans>
      </h3>
      <Checkbox
        label={t`Require two-factor authentication for platform admins and reseller admins`}
        name="required_for_admins"
        checked={value}
        onChange={(event) => setRequired(event.target.checked)}
      />
      <Actions>
        <Button type="submit" variant="secondary" busy={save.isPending}>
          <Trans>Save</Trans>
        </Button>
      </Actions>
    </form>
  );
}
