import { useState } from 'react';
import { Button, type ButtonSize } from '@voice/ui/core';
import { CALL_A_NUMBER_LABEL, OutboundCallDialog } from './outbound-call-dialog';

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
  const [open, setOpen] = useState(false);
  if (!phoneNumber) return null;
  return (
    <>
      <Button
        size={size}
        variant="secondary"
        onClick={() => setOpen(true)}
        aria-label={`${CALL_A_NUMBER_LABEL} with ${assistantName}`}
      >
        {CALL_A_NUMBER_LABEL}
      </Button>
      <OutboundCallDialog
        open={open}
        onClose={() => setOpen(false)}
        assistantId={assistantId}
        assistantName={assistantName}
        phoneNumber={phoneNumber}
      />
    </>
  );
}
