/**
 * The terms and privacy pages a reseller starts from (tenancy/legal-pages): Markdown, with `{{app_name}}` filled in
 * when the draft is made and `[[...]]` placeholders the reseller must complete before it may publish. Migration
 * 0045 published these, filled with what each existing reseller's site showed then (legalTextsAsShown), so that
 * no site went dark; a later change of the templates must leave that migration a copy of these.
 */

export const LEGAL_TEMPLATES = {
  terms: `Please read these terms carefully. They set out the rules for using {{app_name}} and what you and [[Company legal name]] can expect from each other.

## Acceptance of these terms

These terms are an agreement between you and [[Company legal name]] for the use of {{app_name}}. By creating an account, subscribing to a plan or using the service you accept these terms and our [Privacy Policy](/privacy). If you use the service for a company, you confirm that you may accept these terms on its behalf, and “you” means that company.

## The service

{{app_name}} lets you create AI voice assistants that answer phone calls, hold conversations, book appointments, take messages, transfer calls and produce transcripts, summaries and call analytics. Features and limits depend on your plan. We may improve, change or discontinue features; if we remove a material feature you pay for, we will give you reasonable notice.

## Your account

You must be at least 18 years old and give accurate information when you register. Keep your password secret and tell us at once if you suspect unauthorised use of your account. You are responsible for everything done through your account, including by team members you give access to.

## Plans, billing and usage

- Paid plans are billed in advance, monthly or annually, and renew automatically at the end of each period until cancelled.
- Each plan includes a number of voice assistants and call minutes per billing period. Minutes beyond your plan may be charged at the per-minute rate shown for your plan. Unused minutes do not carry over.
- Prices exclude taxes unless stated otherwise. We may change prices for future billing periods with at least 30 days’ notice.
- If a payment fails we may suspend paid features until it succeeds. A subscription whose payment is still pending does not allow creating assistants.

## Cancellation and refunds

You can cancel at any time from your subscription page. Cancellation takes effect at the end of the current billing period, and you keep access until then. Fees already paid are not refundable except where the law requires or where we say otherwise in writing. You can upgrade at any time; the new plan applies from the upgrade.

## Acceptable use

You agree not to use the service to:

- make unsolicited or automated marketing calls, or any calls that break telemarketing, robocall or anti-spam laws (such as the TCPA in the United States);
- deceive callers, impersonate another person or organisation, or collect information by fraud;
- record or analyse calls without the notices and consents the law requires;
- handle emergency calls or give advice that must come from a licensed professional without human oversight;
- send unlawful, harassing, hateful or infringing content;
- probe, overload or disrupt the service, or access another customer’s data;
- resell the service without a reseller agreement with us.

We may suspend an assistant or an account that breaks these rules.

## Callers, recording and consent

You are responsible for how your assistants talk to your callers. You must tell callers where required that they are speaking with an automated assistant, give any recording notices, and have a lawful basis for the caller information you ask us to process. For caller data we act as your processor, as described in our Privacy Policy.

## Limits of AI

AI assistants can misunderstand callers or give inaccurate answers. Review your scripts, test your assistants before going live, and check transcripts regularly. The service is not a substitute for emergency services or for professional medical, legal or financial advice, and must not be relied on for them.

## Your content and data

You own the content you provide and the call data of your assistants. You give us the permission we need to host, process and transmit it to provide the service, including through our service providers. You can export or delete your data while your account is open.

## Third-party services

The service relies on third parties for telephony, speech and language models, payments and email, and can connect to tools you choose, such as calendars, CRMs and webhooks. Your use of a connected third-party service is governed by that service’s terms, and we are not responsible for it.

## Intellectual property

The service, its software, design and documentation belong to us and our licensors. We give you a limited, non-exclusive, non-transferable right to use the service during your subscription under these terms. Feedback you send us may be used to improve the service without obligation to you.

## Reseller accounts

If you reached {{app_name}} through one of our reseller partners, that reseller may set your prices, bill you and provide first-line support, and can see your account to do so. Resellers who sign up through our reseller programme also agree to the reseller agreement presented during registration.

## Availability and support

We work to keep the service available around the clock, but it may be interrupted for maintenance, by failures of providers we rely on, or by events beyond our control. Support is provided at the level included in your plan.

## Disclaimers

Except as expressly stated in these terms, the service is provided “as is” and “as available”, without warranties of any kind, including fitness for a particular purpose, accuracy of AI output and uninterrupted operation, to the extent the law allows.

## Limitation of liability

To the extent the law allows, neither party is liable for indirect, incidental, special or consequential damages, or for lost profits, revenue or data. Our total liability for any claim under these terms is limited to the fees you paid us in the 12 months before the claim. Nothing in these terms limits liability that cannot be limited by law.

## Indemnity

You will defend and indemnify us against claims by third parties, including your callers and regulators, that arise from your content, your instructions to your assistants or your breach of these terms or of the law.

## Suspension and termination

You may close your account at any time. We may suspend or terminate your access if you seriously or repeatedly breach these terms, fail to pay, or if the law requires it; where reasonable we will warn you first and give you a chance to fix the problem. On termination your right to use the service ends and we delete your data as described in our Privacy Policy.

## Governing law

These terms are governed by the laws of [[Governing law]], and its courts have jurisdiction, unless the law of your country gives you the right to bring a claim where you live.

## Changes to these terms

We may update these terms. We will post the new version here with a new “last updated” date and notify account holders by email at least 30 days before significant changes take effect. Continuing to use the service after that means you accept the new terms.

## Contact

Questions about these terms? Contact [[Company legal name]] by email at [[Contact email]].

Postal address: [[Company address]]
`,
  privacy: `Your privacy matters to us. This policy describes how [[Company legal name]] collects, uses and protects personal information in connection with {{app_name}}.

## Who we are

{{app_name}} is an AI voice assistant service operated by [[Company legal name]] (“we”, “us”). This policy explains what personal information we collect when you visit our website, create an account or use the service, how we use it, and the choices you have. It applies to our website, our web application and the phone assistants our customers run on it.

## Information we collect

We collect only what we need to provide and improve the service:

- **Account information:** your name, email address, password (stored only as a salted hash), phone number, company name, profile picture and bio, if you provide them.
- **Business information:** the details you give your assistants, such as your company name, industry, services, opening hours, scripts, greetings and webhook addresses.
- **Call data:** when your assistant handles a call we process the caller’s phone number, the audio of the call, its transcript, its duration and outcome, and any summary or structured data the assistant extracts. Recordings are kept only if you switch recording on.
- **Billing information:** your plan, billing interval and payment history. Card details are collected and stored by our payment processor; we never see or store full card numbers.
- **Messages:** what you send us through the contact form or a demo request, including your name, email address, phone number and message.
- **Technical data:** IP address, browser type, device information, pages visited and error logs, used to keep the service secure and working.

## How we use information

We use personal information to:

- provide the service: answer calls, book appointments, produce transcripts and summaries, and show your dashboard and call logs;
- create and secure your account, including sign-in, password resets and fraud prevention;
- process payments, send invoices and manage your subscription;
- reply to your messages and provide support;
- send service emails, such as security notices, receipts and changes to these terms;
- measure usage and improve reliability, quality and features of the service;
- comply with legal obligations and enforce our terms.

We rely on the performance of our contract with you, our legitimate interest in running a secure and useful service, your consent where required, and our legal obligations. We do not sell personal information, and we do not use your call content to advertise to you.

## Calls handled for our customers

When a business uses {{app_name}} to answer its phone, that business decides why and how callers’ information is processed, and we process it on its behalf and under its instructions. If you called a business that uses our service and have a question about your information, please contact that business first; we will help it respond.

Our customers are responsible for telling callers that an automated assistant answers and, where the law requires it, for obtaining consent before calls are recorded.

## How we share information

We share personal information only with:

- **Service providers** who help us run the service: telephony carriers, speech recognition, voice synthesis and language model providers, payment processors, email delivery and hosting. They may use the data only to provide their services to us and must protect it.
- **Integrations you connect**, such as your calendar, CRM or a webhook address: we send them the data you configure.
- **Your service provider**, if you use {{app_name}} through one of our reseller partners, who can see your account and usage to support and bill you.
- **Authorities**, when the law requires it, or to protect the rights, property or safety of our users, callers or the public.
- **A buyer or successor**, if our business is sold or merged, under the same protections described here.

## How long we keep information

We keep account information for as long as your account is open. Call logs, transcripts and recordings are kept while your account is active so that you can review them, and you can delete assistants and their data at any time. After an account is closed we delete or anonymise its data within 90 days, except where we must keep records longer for tax, accounting or legal reasons (for example, invoices are kept for the period the law requires).

## Security

We protect information with encryption in transit (HTTPS), passwords stored only as salted hashes, sign-in tokens stored only as hashes, throttling of sign-in attempts, role-based access controls, and separation of each customer’s data. No system is perfectly secure; if we learn of a breach that affects you, we will tell you and the relevant authorities as the law requires.

## Your rights and choices

Depending on where you live, you may have the right to access the personal information we hold about you, correct it, delete it, receive a copy in a portable format, object to or restrict certain processing, and withdraw consent you have given. Residents of California have the right to know, delete and correct personal information and not to be discriminated against for using these rights; we do not sell or share personal information for cross-context behavioural advertising.

You can update most account information from your profile page. To make any other request, contact us by email at [[Contact email]]. We answer within 30 days, and you may also complain to your local data protection authority.

## Cookies and local storage

We use your browser’s local storage to keep you signed in and to remember the page you were going to. We do not use advertising cookies or third-party trackers. Blocking storage in your browser will sign you out of the application but does not affect the public website.

## International transfers

Our service providers may process information in countries other than yours, including the United States. Where the law requires it, we protect those transfers with standard contractual clauses or equivalent safeguards.

## Children

The service is intended for businesses and is not directed at children under 16. We do not knowingly collect personal information from children; if you believe a child has given us information, contact us and we will delete it.

## Changes to this policy

We may update this policy as the service changes. We will post the new version on this page with a new “last updated” date and, for significant changes, notify account holders by email before they take effect.

## Contact us

Questions about this policy or your information? Contact [[Company legal name]] by email at [[Contact email]].

Postal address: [[Company address]]
`,
} as const;

export type LegalPageKind = keyof typeof LEGAL_TEMPLATES;

/** A name as Markdown text (a star or a bracket in a company's name stays a character). */
function markdownText(text: string): string {
  return text.replace(/([\\`*_[\]<>#])/g, '\\$1');
}

/** A new reseller's first draft: the template in its site's name, the placeholders left to complete. */
export function legalDraftFor(kind: LegalPageKind, appName: string): string {
  return LEGAL_TEMPLATES[kind].replaceAll('{{app_name}}', markdownText(appName));
}

/** Who the built-in pages spoke for on a reseller's site (mfe-public info-pages legalParty). */
export interface LegalSiteParty {
  company: string;
  appName: string;
  email: string | null;
}

/**
 * The text a reseller's site showed before it had pages of its own (the platform's text with its name): its
 * company, the laws of the place where it is established, its support email or the contact form, no address.
 */
export function legalTextAsShown(kind: LegalPageKind, party: LegalSiteParty): string {
  const company = markdownText(party.company);
  const contact = party.email
    ? `by email at [${markdownText(party.email)}](mailto:${party.email})`
    : 'through the contact form on our [home page](/#contact)';
  return legalDraftFor(kind, party.appName)
    .replace('\n\nPostal address: [[Company address]]\n', '\n')
    .replaceAll('by email at [[Contact email]]', contact)
    .replaceAll('[[Governing law]]', `the place where ${company} is established`)
    .replaceAll('[[Company legal name]]', company);
}
