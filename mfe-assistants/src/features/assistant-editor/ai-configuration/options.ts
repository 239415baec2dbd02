import type { ProviderOption } from '@voice/contracts';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Provider options: the enabled ones selectable, the others labelled '(Upcoming)' and disabled. */
export function providerOptions(
  providers: readonly ProviderOption[],
  current?: string,
): SelectOption[] {
  return withCurrent(
    providers.map((p) => ({
      value: p.value,
      label: p.enabled ? p.label : `${p.label} (Upcoming)`,
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
