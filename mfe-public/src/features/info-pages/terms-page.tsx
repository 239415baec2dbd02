import { Link } from 'react-router-dom';
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
      title: 'Acceptance of these terms',
      body: (
        <p>
          These terms are an agreement between you and {company} for the use of {appName}. By
          creating an account, subscribing to a plan or using the service you accept these terms and
          our <Link to={PRIVACY_PATH}>Privacy Policy</Link>. If you use the service for a company,
          you confirm that you may accept these terms on its behalf, and “you” means that company.
        </p>
      ),
    },
    {
      id: 'the-service',
      title: 'The service',
      body: (
        <p>
          {appName} lets you create AI voice assistants that answer phone calls, hold conversations,
          book appointments, take messages, transfer calls and produce transcripts, summaries and
          call analytics. Features and limits depend on your plan. We may improve, change or
          discontinue features; if we remove a material feature you pay for, we will give you
          reasonable notice.
        </p>
      ),
    },
    {
      id: 'accounts',
      title: 'Your account',
      body: (
        <p>
          You must be at least 18 years old and give accurate information when you register. Keep
          your password secret and tell us at once if you suspect unauthorised use of your account.
          You are responsible for everything done through your account, including by team members
          you give access to.
        </p>
      ),
    },
    {
      id: 'plans-and-billing',
      title: 'Plans, billing and usage',
      body: (
        <>
          <ul>
            <li>
              Paid plans are billed in advance, monthly or annually, and renew automatically at the
              end of each period until cancelled.
            </li>
            <li>
              Each plan includes a number of voice assistants and call minutes per billing period.
              Minutes beyond your plan may be charged at the per-minute rate shown for your plan.
              Unused minutes do not carry over.
            </li>
            <li>
              Prices exclude taxes unless stated otherwise. We may change prices for future billing
              periods with at least 30 days’ notice.
            </li>
            <li>
              If a payment fails we may suspend paid features until it succeeds. A subscription
              whose payment is still pending does not allow creating assistants.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'cancellation',
      title: 'Cancellation and refunds',
      body: (
        <p>
          You can cancel at any time from your subscription page. Cancellation takes effect at the
          end of the current billing period, and you keep access until then. Fees already paid are
          not refundable except where the law requires or where we say otherwise in writing. You can
          upgrade at any time; the new plan applies from the upgrade.
        </p>
      ),
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable use',
      body: (
        <>
          <p>You agree not to use the service to:</p>
          <ul>
            <li>
              make unsolicited or automated marketing calls, or any calls that break telemarketing,
              robocall or anti-spam laws (such as the TCPA in the United States);
            </li>
            <li>
              deceive callers, impersonate another person or organisation, or collect information by
              fraud;
            </li>
            <li>record or analyse calls without the notices and consents the law requires;</li>
            <li>
              handle emergency calls or give advice that must come from a licensed professional
              without human oversight;
            </li>
            <li>send unlawful, harassing, hateful or infringing content;</li>
            <li>probe, overload or disrupt the service, or access another customer’s data;</li>
            <li>resell the service without a reseller agreement with us.</li>
          </ul>
          <p>We may suspend an assistant or an account that breaks these rules.</p>
        </>
      ),
    },
    {
      id: 'callers-and-consent',
      title: 'Callers, recording and consent',
      body: (
        <p>
          You are responsible for how your assistants talk to your callers. You must tell callers
          where required that they are speaking with an automated assistant, give any recording
          notices, and have a lawful basis for the caller information you ask us to process. For
          caller data we act as your processor, as described in our Privacy Policy.
        </p>
      ),
    },
    {
      id: 'ai-limitations',
      title: 'Limits of AI',
      body: (
        <p>
          AI assistants can misunderstand callers or give inaccurate answers. Review your scripts,
          test your assistants before going live, and check transcripts regularly. The service is
          not a substitute for emergency services or for professional medical, legal or financial
          advice, and must not be relied on for them.
        </p>
      ),
    },
    {
      id: 'your-content',
      title: 'Your content and data',
      body: (
        <p>
          You own the content you provide and the call data of your assistants. You give us the
          permission we need to host, process and transmit it to provide the service, including
          through our service providers. You can export or delete your data while your account is
          open.
        </p>
      ),
    },
    {
      id: 'third-party-services',
      title: 'Third-party services',
      body: (
        <p>
          The service relies on third parties for telephony, speech and language models, payments
          and email, and can connect to tools you choose, such as calendars, CRMs and webhooks. Your
          use of a connected third-party service is governed by that service’s terms, and we are not
          responsible for it.
        </p>
      ),
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual property',
      body: (
        <p>
          The service, its software, design and documentation belong to us and our licensors. We
          give you a limited, non-exclusive, non-transferable right to use the service during your
          subscription under these terms. Feedback you send us may be used to improve the service
          without obligation to you.
        </p>
      ),
    },
    {
      id: 'resellers',
      title: 'Reseller accounts',
      body: (
        <p>
          If you reached {appName} through one of our reseller partners, that reseller may set your
          prices, bill you and provide first-line support, and can see your account to do so.
          Resellers who sign up through our reseller programme also agree to the reseller agreement
          presented during registration.
        </p>
      ),
    },
    {
      id: 'availability',
      title: 'Availability and support',
      body: (
        <p>
          We work to keep the service available around the clock, but it may be interrupted for
          maintenance, by failures of providers we rely on, or by events beyond our control. Support
          is provided at the level included in your plan.
        </p>
      ),
    },
    {
      id: 'disclaimers',
      title: 'Disclaimers',
      body: (
        <p>
          Except as expressly stated in these terms, the service is provided “as is” and “as
          available”, without warranties of any kind, including fitness for a particular purpose,
          accuracy of AI output and uninterrupted operation, to the extent the law allows.
        </p>
      ),
    },
    {
      id: 'liability',
      title: 'Limitation of liability',
      body: (
        <p>
          To the extent the law allows, neither party is liable for indirect, incidental, special or
          consequential damages, or for lost profits, revenue or data. Our total liability for any
          claim under these terms is limited to the fees you paid us in the 12 months before the
          claim. Nothing in these terms limits liability that cannot be limited by law.
        </p>
      ),
    },
    {
      id: 'indemnity',
      title: 'Indemnity',
      body: (
        <p>
          You will defend and indemnify us against claims by third parties, including your callers
          and regulators, that arise from your content, your instructions to your assistants or your
          breach of these terms or of the law.
        </p>
      ),
    },
    {
      id: 'termination',
      title: 'Suspension and termination',
      body: (
        <p>
          You may close your account at any time. We may suspend or terminate your access if you
          seriously or repeatedly breach these terms, fail to pay, or if the law requires it; where
          reasonable we will warn you first and give you a chance to fix the problem. On termination
          your right to use the service ends and we delete your data as described in our Privacy
          Policy.
        </p>
      ),
    },
    {
      id: 'governing-law',
      title: 'Governing law',
      body: (
        <p>
          These terms are governed by the laws of the place where {company} is established, and its
          courts have jurisdiction, unless the law of your country gives you the right to bring a
          claim where you live.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      body: (
        <p>
          We may update these terms. We will post the new version here with a new “last updated”
          date and notify account holders by email at least 30 days before significant changes take
          effect. Continuing to use the service after that means you accept the new terms.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact',
      body: (
        <p>
          Questions about these terms? Contact {company} <ContactWay party={party} />.
        </p>
      ),
    },
  ];
}

/** /terms: the platform's terms and conditions on the main host; a reseller's site shows its own, published. */
export default function TermsPage() {
  const branding = useBranding();
  if (!branding.isMainHost) return <ResellerLegalPage kind="terms" title="Terms & Conditions" />;
  const party = legalParty(branding);
  return (
    <LegalPage
      title="Terms & Conditions"
      externalUrl={branding.termsUrl}
      externalLabel="terms and conditions"
      intro={
        <p>
          Please read these terms carefully. They set out the rules for using {party.appName} and
          what you and {party.company} can expect from each other.
        </p>
      }
      sections={termsSections(party)}
    />
  );
}
