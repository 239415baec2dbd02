import { t } from '@lingui/core/macro';
import type { ProviderOption } from '@voice/contracts';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

function upcoming(label: string): string {
  return t`${label} (Upcoming)`;
}

/** Provider options: the enabled ones selectable, the others labelled '(Upcoming)' and disabled. */
export function providerOptions(
  providers: readonly ProviderOption[],
  current?: string,
): SelectOption[] {
  return withCurrent(
    providers.map((p) => ({
      value: p.value,
      label: p.enabled ? p.label : upcoming(p.label),
      disabled: !p.enabled,
    })),
    current,
  );
}

/** The options plus the current value when it is not among them (a saved assistant keeps its value). */
export function withCurrent(
  options: SelectOption[],
  current: string | null | undefined,
): SelectOption[] {
  if (!current || options.some((o) => o.value === current)) return options;
  return [{ value: current, label: current }, ...options];
}

/**
 * How a reseller's site (white label) names the providers it offers: by what they give, never by the vendor
 * behind them, whose name would show the platform a reseller builds on. Providers not listed here (the Upcoming
 * ones) are left out there: nothing can be chosen from them anyway.
 */
export function whiteLabelProviderNames() {
  const standard = t`Standard`;
  const premium = t`Premium`;
  return {
    model: { openai: standard },
    voice: { vapi: t`Built-in`, '11labs': premium },
    transcriber: { deepgram: standard, '11labs': premium },
  } satisfies Record<string, Record<string, string>>;
}

/** On a reseller's site, the providers of `names` under those names (and the current one, named too). */
export function whiteLabelOptions(
  names: Readonly<Record<string, string>>,
  current?: string,
): SelectOption[] {
  const options = Object.entries(names).map(([value, label]) => ({ value, label }));
  if (!current || options.some((o) => o.value === current)) return options;
  return [{ value: current, label: t`Other` }, ...options];
}
