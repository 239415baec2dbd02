import { useState } from 'react';
import { MessageBanner, useToast } from '@voice/ui';

interface Banner {
  tone: 'success' | 'error';
  text: string;
}

/** How a profile form's save went, said twice: in a banner above the form and in a toast. */
export function useFormOutcome() {
  const toast = useToast();
  const [banner, setBanner] = useState<Banner | null>(null);
  return {
    banner,
    clear: () => setBanner(null),
    succeed: (text: string) => {
      setBanner({ tone: 'success', text });
      toast.success(text);
    },
    fail: (text: string) => {
      setBanner({ tone: 'error', text });
      toast.error(text);
    },
  };
}

/** The banner of useFormOutcome(), which the user may dismiss. */
export function OutcomeBanner({ outcome }: { outcome: ReturnType<typeof useFormOutcome> }) {
  return (
    <MessageBanner
      tone={outcome.banner?.tone ?? 'success'}
      message={outcome.banner?.text ?? ''}
      onDismiss={outcome.clear}
    />
  );
}
