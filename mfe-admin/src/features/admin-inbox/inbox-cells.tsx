import styled from 'styled-components';
import { Button, Td } from '@voice/ui';
import { formatDateTime } from './format';

/** A cell kept on one line (a name, a phone number, a date). */
export const NoWrap = styled(Td)`
  white-space: nowrap;
`;

/** When a message was received or an email sent, on one line. */
export function DateTimeCell({ value }: { value: string }) {
  return (
    <NoWrap>
      <time dateTime={value}>{formatDateTime(value)}</time>
    </NoWrap>
  );
}

/** The last cell of an inbox row: the button that opens the message (`label` names it for screen readers). */
export function OpenCell({
  text,
  label,
  onOpen,
}: {
  text: string;
  label: string;
  onOpen: () => void;
}) {
  return (
    <Td>
      <Button size="sm" variant="secondary" aria-label={label} onClick={onOpen}>
        {text}
      </Button>
    </Td>
  );
}
