import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';
import { CUSTOM_SUBSCRIPTION_MESSAGES, type CreatedCustomSubscription } from '@voice/contracts';
import { Button, DescriptionList, Modal, formatMoney } from '@voice/ui';
import { formatDate } from './format';

const Link = styled.a`
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.primaryText};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.5rem;
`;

export interface CreatedModalProps {
  created: CreatedCustomSubscription | null;
  onCopy: (link: string) => void;
  onClose: () => void;
}

/** 'Custom Subscription Created!': the payment link, amount, expiry and Copy (spec 000 §2). */
export function CreatedModal({ created, onCopy, onClose }: CreatedModalProps) {
  return (
    <Modal
      open={created !== null}
      onClose={onClose}
      title={CUSTOM_SUBSCRIPTION_MESSAGES.createdTitle}
      footer={
        <Footer>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Done</Trans>
          </Button>
          <Button data-autofocus onClick={() => created && onCopy(created.payment_link)}>
            <Trans>Copy</Trans>
          </Button>
        </Footer>
      }
    >
      {created ? (
        <>
          <p>
            <Trans>
              The payment link was emailed to the client. You can also share it yourself.
            </Trans>
          </p>
          <DescriptionList>
            <dt>
              <Trans>Payment link</Trans>
            </dt>
            <dd>
              <Link href={created.payment_link} target="_blank" rel="noreferrer">
                {created.payment_link}
              </Link>
            </dd>
            <dt>
              <Trans>Amount</Trans>
            </dt>
            <dd>{formatMoney(created.amount)}</dd>
            <dt>
              <Trans>Expires</Trans>
            </dt>
            <dd>{formatDate(created.expires_at)}</dd>
          </DescriptionList>
        </>
      ) : null}
    </Modal>
  );
}
