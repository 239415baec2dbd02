import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@voice/ui';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies a DNS record's name or value. Where the clipboard is not available (an insecure origin, a refused
 * permission) it says so, and the value stays on screen to select by hand.
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useLingui();
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);
  const onCopy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  const text = state === 'copied' ? t`Copied` : state === 'failed' ? t`Select it` : t`Copy`;
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={state === 'idle' ? label : text}
      onClick={() => void onCopy()}
    >
      {text}
    </Button>
  );
}
