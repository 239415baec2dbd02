import { lazy, Suspense, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, type ButtonSize } from '@voice/ui/core';
import { CALL_A_NUMBER_LABEL } from './outbound-call-label';

/**
 * The dialog is loaded when first opened: it checks the number with libphonenumber-js ('@voice/contracts/phone',
 * about 29 KB gzip), which the assistant list and editor, where the button is, would otherwise download on every
 * visit.
 */
const OutboundCallDialog = lazy(() =>
  import('./outbound-call-dialog').then((module) => ({ default: module.OutboundCallDialog })),
);

export interface OutboundCallButtonProps {
  assistantId: number | string;
  assistantName: string;
  /** The assistant's number; without one the assistant cannot call out and no button is shown. */
  phoneNumber: string | null | undefined;
  size?: ButtonSize;
}

/** 'Call a number' (an assistant with a number only) and its dialog. */
export function OutboundCallButton({
  assistantId,
  assistantName,
  phoneNumber,
  size = 'sm',
}: OutboundCallButtonProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on (then kept, so that closing it is the dialog's own).
  const [opened, setOpened] = useState(false);
  if (!phoneNumber) return null;
  return (
    <>
      <Button
        size={size}
        variant="secondary"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        aria-label={t`Call a number with ${assistantName}`}
      >
        {t(CALL_A_NUMBER_LABEL)}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <OutboundCallDialog
            open={open}
            onClose={() => setOpen(false)}
            assistantId={assistantId}
            assistantName={assistantName}
            phoneNumber={phoneNumber}
          />
        </Suspense>
      )}
    </>
  );
}
