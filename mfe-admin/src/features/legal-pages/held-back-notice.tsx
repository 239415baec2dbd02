import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { LegalPagesAdmin } from '@voice/contracts';
import { can } from '@voice/contracts/core';
import { LEGAL_PAGE_KINDS, LEGAL_PAGE_TITLES } from '@voice/contracts/legal-pages';
import { ADMIN_LEGAL_PAGES_PATH } from '@voice/contracts/paths';
import { useSession } from '@voice/session';
import { ReminderBox } from '../stripe-configuration/platform-payments-notice';
import { useLegalPagesQuery } from './api/get-legal-pages';

/** What keeps the site held back: the pages not published yet, by name. */
export function missingPages(pages: LegalPagesAdmin): string[] {
  return LEGAL_PAGE_KINDS.filter((kind) => pages[kind].published === null).map(
    (kind) => LEGAL_PAGE_TITLES[kind],
  );
}

/**
 * Tells a reseller admin that its site is held back and which pages are missing (nothing once both are published).
 * `linkToEditor` adds a link to the Legal Pages editor (not on that page itself).
 */
export function HeldBackNotice({
  pages,
  linkToEditor = false,
}: {
  pages: LegalPagesAdmin;
  linkToEditor?: boolean;
}) {
  const { t } = useLingui();
  if (!pages.held_back) return null;
  const missing = missingPages(pages).join(', ');
  return (
    <ReminderBox role="status" aria-label={t`Your site is being set up`}>
      <p>
        <Trans>
          <strong>Your site is being set up.</strong> Visitors see a &ldquo;This site is being set
          up&rdquo; page and cannot register until your terms and privacy pages are both published;
          you and your users can still sign in.
        </Trans>
      </p>
      <p>
        <Trans>Still to publish: {missing}.</Trans>
      </p>
      {linkToEditor ? (
        <p>
          <Link to={ADMIN_LEGAL_PAGES_PATH}>
            <Trans>Complete and publish your legal pages</Trans>
          </Link>
        </p>
      ) : null}
    </ReminderBox>
  );
}

function ResellerReminder() {
  const query = useLegalPagesQuery();
  return query.data ? <HeldBackNotice pages={query.data} linkToEditor /> : null;
}

/** The notice on a reseller admin's dashboard while its site is held back; nothing for other roles. */
export function LegalPagesReminder() {
  const manages = can(
    useSession((s) => s.user?.role),
    'legal-pages.manage',
  );
  return manages ? <ResellerReminder /> : null;
}
