import { Link } from 'react-router-dom';
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
import { PRIVACY_PATH } from '@voice/contracts/paths';

function termsSections(party: LegalParty): LegalSection[] {
  const { company, appName } = party;
  return [
    {
      id: 'acceptance',
      title: msg`Acceptance of these terms`,
      body: (
        <p>
          <Trans>
            These terms are an agreement between you and {company} for the use of {appName}. By
            creating an account, subscribing to a plan or using the service you accept these terms
            and our <Link to={PRIVACY_PATH}>Privacy Policy</Link>. If you use the service for a
            company, you confirm that you may accept these terms on its behalf, and “you” means that
            company.
          </Trans>
        </p>
      ),
    },
    {
      id: 'the-service',
      title: msg`The service`,
      body: (
        <p>
          <Trans>
            {appName} lets you create AI voice assistants that answer phone calls, hold
            conversations, book appointments, take messages, transfer calls and produce transcripts,
            summaries and call analytics. Features and limits depend on your plan. We may improve,
            change or discontinue features; if we remove a material feature you pay for, we will
            give you reasonable notice.
          </Trans>
        </p>
      ),
    },
    {
      id: 'accounts',
      title: msg`Your account`,
      body: (
        <p>
          <Trans>
            You must be at least 18 years old and give accurate information when you register. Keep
            your password secret and tell us at once if you suspect unauthorised use of your
            account. You are responsible for everything done through your account, including by team
            members you give access to.
          </Trans>
        </p>
      ),
    },
    {
      id: 'plans-and-billing',
      title: msg`Plans, billing and usage`,
      body: (
        <>
          <ul>
            <li>
              <Trans>
                Paid plans are billed in advance, monthly or annually, and renew automatically at
                the end of each period until cancelled.
              </Trans>
            </li>
            <li>
              <Trans>
                Each plan includes a number of voice assistants and call minutes per billing period.
                Minutes beyond your plan may be charged at the per-minute rate shown for your plan.
                Unused minutes do not carry over.
              </Trans>
            </li>
            <li>
              <Trans>
                Prices exclude taxes unless stated otherwise. We may change prices for future
                billing periods with at least 30 days’ notice.
              </Trans>
            </li>
            <li>
              <Trans>
                If a payment fails we may suspend paid features until it succeeds. A subscription
                whose payment is still pending does not allow creating assistants.
              </Trans>
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'cancellation',
      title: msg`Cancellation and refunds`,
      body: (
        <p>
          <Trans>
            You can cancel at any time from your subscription page. Cancellation takes effect at the
            end of the current billing period, and you keep access until then. Fees already paid are
            not refundable except where the law requires or where we say otherwise in writing. You
            can upgrade at any time; the new plan applies from the upgrade.
          </Trans>
        </p>
      ),
    },
    {
      id: 'acceptable-use',
      title: msg`Acceptable use`,
      body: (
        <>
          <p>
            <Trans>You agree not to use the service to:</Trans>
          </p>
          <ul>
            <li>
              <Trans>
                make unsolicited or automated marketing calls, or any calls that break
                telemarketing, robocall or anti-spam laws (such as the TCPA in the United States);
              </Trans>
            </li>
            <li>
              <Trans>
                deceive callers, impersonate another person or organisation, or collect information
                by fraud;
              </Trans>
            </li>
            <li>
              <Trans>
                record or analyse calls without the notices and consents the law requires;
              </Trans>
            </li>
            <li>
              <Trans>
                handle emergency calls or give advice that must come from a licensed professional
                without human oversight;
              </Trans>
            </li>
            <li>
              <Trans>send unlawful, harassing, hateful or infringing content;</Trans>
            </li>
            <li>
              <Trans>
                probe, overload or disrupt the service, or access another customer’s data;
              </Trans>
            </li>
            <li>
              <Trans>resell the service without a reseller agreement with us.</Trans>
            </li>
          </ul>
          <p>
            <Trans>We may suspend an assistant or an account that breaks these rules.</Trans>
          </p>
        </>
      ),
    },
    {
      id: 'callers-and-consent',
      title: msg`Callers, recording and consent`,
      body: (
        <p>
          <Trans>
            You are responsible for how your assistants talk to your callers. You must tell callers
            where required that they are speaking with an automated assistant, give any recording
            notices, and have a lawful basis for the caller information you ask us to process. For
            caller data we act as your processor, as described in our Privacy Policy.
          </Trans>
        </p>
      ),
    },
    {
      id: 'ai-limitations',
      title: msg`Limits of AI`,
      body: (
        <p>
          <Trans>
            AI assistants can misunderstand callers or give inaccurate answers. Review your scripts,
            test your assistants before going live, and check transcripts regularly. The service is
            not a substitute for emergency services or for professional medical, legal or financial
            advice, and must not be relied on for them.
          </Trans>
        </p>
      ),
    },
    {
      id: 'your-content',
      title: msg`Your content and data`,
      body: (
        <p>
          <Trans>
            You own the content you provide and the call data of your assistants. You give us the
            permission we need to host, process and transmit it to provide the service, including
            through our service providers. You can export or delete your data while your account is
            open.
          </Trans>
        </p>
      ),
    },
    {
      id: 'third-party-services',
      title: msg`Third-party services`,
      body: (
        <p>
          <Trans>
            The service relies on third parties for telephony, speech and language models, payments
            and email, and can connect to tools you choose, such as calendars, CRMs and webhooks.
            Your use of a connected third-party service is governed by that service’s terms, and we
            are not responsible for it.
          </Trans>
        </p>
      ),
    },
    {
      id: 'intellectual-property',
      title: msg`Intellectual property`,
      body: (
        <p>
          <Trans>
            The service, its software, design and documentation belong to us and our licensors. We
            give you a limited, non-exclusive, non-transferable right to use the service during your
            subscription under these terms. Feedback you send us may be used to improve the service
            without obligation to you.
          </Trans>
        </p>
      ),
    },
    {
      id: 'resellers',
      title: msg`Reseller accounts`,
      body: (
        <p>
          <Trans>
            If you reached {appName} through one of our reseller partners, that reseller may set
            your prices, bill you and provide first-line support, and can see your account to do so.
            Resellers who sign up through our reseller programme also agree to the reseller
            agreement presented during registration.
          </Trans>
        </p>
      ),
    },
    {
      id: 'availability',
      title: msg`Availability and support`,
      body: (
        <p>
          <Trans>
            We work to keep the service available around the clock, but it may be interrupted for
            maintenance, by failures of providers we rely on, or by events beyond our control.
            Support is provided at the level included in your plan.
          </Trans>
        </p>
      ),
    },
    {
      id: 'disclaimers',
      title: msg`Disclaimers`,
      body: (
        <p>
          <Trans>
            Except as expressly stated in these terms, the service is provided “as is” and “as
            available”, without warranties of any kind, including fitness for a particular purpose,
            accuracy of AI output and uninterrupted operation, to the extent the law allows.
          </Trans>
        </p>
      ),
    },
    {
      id: 'liability',
      title: msg`Limitation of liability`,
      body: (
        <p>
          <Trans>
            To the extent the law allows, neither party is liable for indirect, incidental, special
            or consequential damages, or for lost profits, revenue or data. Our total liability for
            any claim under these terms is limited to the fees you paid us in the 12 months before
            the claim. Nothing in these terms limits liability that cannot be limited by law.
          </Trans>
        </p>
      ),
    },
    {
      id: 'indemnity',
      title: msg`Indemnity`,
      body: (
        <p>
          <Trans>
            You will defend and indemnify us against claims by third parties, including your callers
            and regulators, that arise from your content, your instructions to your assistants or
            your breach of these terms or of the law.
          </Trans>
        </p>
      ),
    },
    {
      id: 'termination',
      title: msg`Suspension and termination`,
      body: (
        <p>
          <Trans>
            You may close your account at any time. We may suspend or terminate your access if you
            seriously or repeatedly breach these terms, fail to pay, or if the law requires it;
            where reasonable we will warn you first and give you a chance to fix the problem. On
            termination your right to use the service ends and we delete your data as described in
            our Privacy Policy.
          </Trans>
        </p>
      ),
    },
    {
      id: 'governing-law',
      title: msg`Governing law`,
      body: (
        <p>
          <Trans>
            These terms are governed by the laws of the place where {company} is established, and
            its courts have jurisdiction, unless the law of your country gives you the right to
            bring a claim where you live.
          </Trans>
        </p>
      ),
    },
    {
      id: 'changes',
      title: msg`Changes to these terms`,
      body: (
        <p>
          <Trans>
            We may update these terms. We will post the new version here with a new “last updated”
            date and notify account holders by email at least 30 days before significant changes
            take effect. Continuing to use the service after that means you accept the new terms.
          </Trans>
        </p>
      ),
    },
    {
      id: 'contact',
      title: msg`Contact`,
      body: (
        <p>
          <Trans>
            Questions about these terms? Contact {company} <ContactWay party={party} />.
          </Trans>
        </p>
      ),
    },
  ];
}

/** /terms: the platform's terms and conditions on the main host; a reseller's site shows its own, published. */
export default function TermsPage() {
  const { t } = useLingui();
  const branding = useBranding();
  const title = t`Terms & Conditions`;
  if (!branding.isMainHost) return <ResellerLegalPage kind="terms" title={title} />;
  const party = legalParty(branding);
  const { company, appName } = party;
  const externalUrl = branding.termsUrl;
  return (
    <LegalPage
      title={title}
      externalNotice={
        externalUrl ? (
          <Trans>
            {company} also publishes its terms and conditions at{' '}
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
            Please read these terms carefully. They set out the rules for using {appName} and what
            you and {company} can expect from each other.
          </Trans>
        </p>
      }
      sections={termsSections(party)}
    />
  );
}
