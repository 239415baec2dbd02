import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useBranding } from '@voice/ui/core';
import {
  ContactWay,
  LegalPage,
  legalParty,
  type LegalParty,
  type LegalSection,
} from './legal-page';
import { ResellerLegalPage } from './reseller-legal-page';

function privacySections(party: LegalParty): LegalSection[] {
  const { company, appName } = party;
  return [
    {
      id: 'who-we-are',
      title: msg`Who we are`,
      body: (
        <p>
          <Trans>
            {appName} is an AI voice assistant service operated by {company} (“we”, “us”). This
            policy explains what personal information we collect when you visit our website, create
            an account or use the service, how we use it, and the choices you have. It applies to
            our website, our web application and the phone assistants our customers run on it.
          </Trans>
        </p>
      ),
    },
    {
      id: 'information-we-collect',
      title: msg`Information we collect`,
      body: (
        <>
          <p>
            <Trans>We collect only what we need to provide and improve the service:</Trans>
          </p>
          <ul>
            <li>
              <Trans>
                <strong>Account information:</strong> your name, email address, password (stored
                only as a salted hash), phone number, company name, profile picture and bio, if you
                provide them.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Business information:</strong> the details you give your assistants, such as
                your company name, industry, services, opening hours, scripts, greetings and webhook
                addresses.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Call data:</strong> when your assistant handles a call we process the
                caller’s phone number, the audio of the call, its transcript, its duration and
                outcome, and any summary or structured data the assistant extracts. Recordings are
                kept only if you switch recording on.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Billing information:</strong> your plan, billing interval and payment
                history. Card details are collected and stored by our payment processor; we never
                see or store full card numbers.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Messages:</strong> what you send us through the contact form or a demo
                request, including your name, email address, phone number and message.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Technical data:</strong> IP address, browser type, device information, pages
                visited and error logs, used to keep the service secure and working.
              </Trans>
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'how-we-use-information',
      title: msg`How we use information`,
      body: (
        <>
          <p>
            <Trans>We use personal information to:</Trans>
          </p>
          <ul>
            <li>
              <Trans>
                provide the service: answer calls, book appointments, produce transcripts and
                summaries, and show your dashboard and call logs;
              </Trans>
            </li>
            <li>
              <Trans>
                create and secure your account, including sign-in, password resets and fraud
                prevention;
              </Trans>
            </li>
            <li>
              <Trans>process payments, send invoices and manage your subscription;</Trans>
            </li>
            <li>
              <Trans>reply to your messages and provide support;</Trans>
            </li>
            <li>
              <Trans>
                send service emails, such as security notices, receipts and changes to these terms;
              </Trans>
            </li>
            <li>
              <Trans>
                measure usage and improve reliability, quality and features of the service;
              </Trans>
            </li>
            <li>
              <Trans>comply with legal obligations and enforce our terms.</Trans>
            </li>
          </ul>
          <p>
            <Trans>
              We rely on the performance of our contract with you, our legitimate interest in
              running a secure and useful service, your consent where required, and our legal
              obligations. We do not sell personal information, and we do not use your call content
              to advertise to you.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'calls-handled-for-customers',
      title: msg`Calls handled for our customers`,
      body: (
        <>
          <p>
            <Trans>
              When a business uses {appName} to answer its phone, that business decides why and how
              callers’ information is processed, and we process it on its behalf and under its
              instructions. If you called a business that uses our service and have a question about
              your information, please contact that business first; we will help it respond.
            </Trans>
          </p>
          <p>
            <Trans>
              Our customers are responsible for telling callers that an automated assistant answers
              and, where the law requires it, for obtaining consent before calls are recorded.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'sharing',
      title: msg`How we share information`,
      body: (
        <>
          <p>
            <Trans>We share personal information only with:</Trans>
          </p>
          <ul>
            <li>
              <Trans>
                <strong>Service providers</strong> who help us run the service: telephony carriers,
                speech recognition, voice synthesis and language model providers, payment
                processors, email delivery and hosting. They may use the data only to provide their
                services to us and must protect it.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Integrations you connect</strong>, such as your calendar, CRM or a webhook
                address: we send them the data you configure.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Your service provider</strong>, if you use {appName} through one of our
                reseller partners, who can see your account and usage to support and bill you.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Authorities</strong>, when the law requires it, or to protect the rights,
                property or safety of our users, callers or the public.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>A buyer or successor</strong>, if our business is sold or merged, under the
                same protections described here.
              </Trans>
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'retention',
      title: msg`How long we keep information`,
      body: (
        <p>
          <Trans>
            We keep account information for as long as your account is open. Call logs, transcripts
            and recordings are kept while your account is active so that you can review them, and
            you can delete assistants and their data at any time. After an account is closed we
            delete or anonymise its data within 90 days, except where we must keep records longer
            for tax, accounting or legal reasons (for example, invoices are kept for the period the
            law requires).
          </Trans>
        </p>
      ),
    },
    {
      id: 'security',
      title: msg`Security`,
      body: (
        <p>
          <Trans>
            We protect information with encryption in transit (HTTPS), passwords stored only as
            salted hashes, sign-in tokens stored only as hashes, throttling of sign-in attempts,
            role-based access controls, and separation of each customer’s data. No system is
            perfectly secure; if we learn of a breach that affects you, we will tell you and the
            relevant authorities as the law requires.
          </Trans>
        </p>
      ),
    },
    {
      id: 'your-rights',
      title: msg`Your rights and choices`,
      body: (
        <>
          <p>
            <Trans>
              Depending on where you live, you may have the right to access the personal information
              we hold about you, correct it, delete it, receive a copy in a portable format, object
              to or restrict certain processing, and withdraw consent you have given. Residents of
              California have the right to know, delete and correct personal information and not to
              be discriminated against for using these rights; we do not sell or share personal
              information for cross-context behavioural advertising.
            </Trans>
          </p>
          <p>
            <Trans>
              You can update most account information from your profile page. To make any other
              request, contact us <ContactWay party={party} />. We answer within 30 days, and you
              may also complain to your local data protection authority.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'cookies',
      title: msg`Cookies and local storage`,
      body: (
        <p>
          <Trans>
            We use your browser’s local storage to keep you signed in and to remember the page you
            were going to. We do not use advertising cookies or third-party trackers. Blocking
            storage in your browser will sign you out of the application but does not affect the
            public website.
          </Trans>
        </p>
      ),
    },
    {
      id: 'international-transfers',
      title: msg`International transfers`,
      body: (
        <p>
          <Trans>
            Our service providers may process information in countries other than yours, including
            the United States. Where the law requires it, we protect those transfers with standard
            contractual clauses or equivalent safeguards.
          </Trans>
        </p>
      ),
    },
    {
      id: 'children',
      title: msg`Children`,
      body: (
        <p>
          <Trans>
            The service is intended for businesses and is not directed at children under 16. We do
            not knowingly collect personal information from children; if you believe a child has
            given us information, contact us and we will delete it.
          </Trans>
        </p>
      ),
    },
    {
      id: 'changes',
      title: msg`Changes to this policy`,
      body: (
        <p>
          <Trans>
            We may update this policy as the service changes. We will post the new version on this
            page with a new “last updated” date and, for significant changes, notify account holders
            by email before they take effect.
          </Trans>
        </p>
      ),
    },
    {
      id: 'contact',
      title: msg`Contact us`,
      body: (
        <p>
          <Trans>
            Questions about this policy or your information? Contact {company}{' '}
            <ContactWay party={party} />.
          </Trans>
        </p>
      ),
    },
  ];
}

/** /privacy: the platform's privacy policy on the main host; a reseller's site shows its own, published. */
export default function PrivacyPage() {
  const { t } = useLingui();
  const branding = useBranding();
  const title = t`Privacy Policy`;
  if (!branding.isMainHost) return <ResellerLegalPage kind="privacy" title={title} />;
  const party = legalParty(branding);
  const { company, appName } = party;
  const externalUrl = branding.privacyUrl;
  return (
    <LegalPage
      title={title}
      externalNotice={
        externalUrl ? (
          <Trans>
            {company} also publishes its privacy policy at{' '}
            <a href={externalUrl} rel="noopener noreferrer">
              {externalUrl}
            </a>
            . Where that document and this page differ, that document applies.
          </Trans>
        ) : null
      }
      intro={
        <p>
          <Trans>
            Your privacy matters to us. This policy describes how {company} collects, uses and
            protects personal information in connection with {appName}.
          </Trans>
        </p>
      }
      sections={privacySections(party)}
    />
  );
}
