/** The privacy policy and the terms in English (outline: features/policies/documents.ts). */
export const policiesEN: Record<string, string> = {
  'policy.updated': 'Last updated on {date}.',

  'policy.privacy.title': 'Privacy policy',
  'policy.privacy.intro':
    'This policy explains which personal data {company} processes when you use our back-office and tablet app for property condition reports or send us an inquiry, why we do so, how long we keep it and which rights you have. We comply with the General Data Protection Regulation (GDPR) and the Belgian Act of 30 July 2018 on the protection of natural persons with regard to the processing of personal data.',
  'policy.privacy.provider.title': 'Who we are',
  'policy.privacy.provider.text':
    '{company}, with its registered office at {address} and enterprise number {companyNumber}, provides this application as an online service. For any question about privacy, write to us at {email}.',
  'policy.privacy.roles.title': 'Controller and processor',
  'policy.privacy.roles.intro': 'Who decides about your data depends on the data:',
  'policy.privacy.roles.firm':
    '<b>Data in condition reports.</b> The inspection firm, estate agent or property manager who draws up a condition report is the controller of the data of the parties and their representatives in that report (tenants, landlords, owners, contractors and others), and of the photos and signatures in it. For that data we are only a processor: we store and process it solely on behalf of that firm and on its instructions, as laid down in our terms.',
  'policy.privacy.roles.own':
    '<b>Account, billing and inquiry data.</b> For the data of our customers and their users (account, subscription, credits, payments), for inquiries sent through our website and for the logs of the service, we are the controller ourselves.',
  'policy.privacy.roles.party':
    'Are you a party to a condition report with a question about your data in it? Please turn first to the firm that drew up the report. If you contact us, we pass your question on to that firm without delay and help it answer you.',
  'policy.privacy.data.title': 'The data we process',
  'policy.privacy.data.intro': 'We process only the data the service needs:',
  'policy.privacy.data.account':
    '<b>Account data:</b> first and last name, e-mail address, phone number, billing address, VAT number, role, profile picture and an irreversible hash of your password.',
  'policy.privacy.data.reports':
    '<b>Condition reports:</b> the address of the property, the findings per room and per item, meter readings and keys, and the identity data of the parties and their representatives: name, company name and enterprise number, address, phone number, e-mail address, date and place of birth and, where the firm enters it, the national register number.',
  'policy.privacy.data.photos':
    '<b>Photos</b> of the property, its rooms and the findings, with the time they were taken.',
  'policy.privacy.data.signatures':
    '<b>Signatures</b> of the parties and their representatives, with the place, date and time of signing and the version of the document they were given on.',
  'policy.privacy.data.payments':
    '<b>Payment data:</b> credits and subscriptions bought, the amount, date and status of each payment and the payment provider’s reference. Your card or account details never reach us; the payment provider processes them.',
  'policy.privacy.data.inquiries':
    '<b>Inquiries:</b> the company name, first and last name, e-mail address and phone number you enter in the inquiry form, and that you accepted this policy.',
  'policy.privacy.data.logs':
    '<b>Logs:</b> sign-ins (time and account), e-mails sent with the documents they carried, transactions, and technical server logs with IP address, time and requested page.',
  'policy.privacy.purposes.title': 'Purposes and legal bases',
  'policy.privacy.purposes.contract':
    '<b>Providing the service</b> (your account, drawing up, storing, rendering as PDF and mailing condition reports, support): necessary to perform the contract with our customer (Article 6(1)(b) GDPR). The data in condition reports we process only on behalf of the firm, which determines the legal basis of its own processing.',
  'policy.privacy.purposes.billing':
    '<b>Subscriptions, credits and billing:</b> performing the contract and our legal accounting and tax obligations (Article 6(1)(b) and (c) GDPR).',
  'policy.privacy.purposes.inquiries':
    '<b>Answering inquiries</b> and, if you wish, creating an account: steps taken at your request before entering into a contract (Article 6(1)(b) GDPR).',
  'policy.privacy.purposes.security':
    '<b>Security and preventing abuse</b> (limiting sign-in attempts, tracing errors, investigating incidents): our legitimate interest in a safe and reliable service (Article 6(1)(f) GDPR).',
  'policy.privacy.purposes.none':
    'We do not sell personal data, do not use it for advertising and take no decisions based solely on automated processing.',
  'policy.privacy.retention.title': 'Retention periods',
  'policy.privacy.retention.account':
    '<b>Account data:</b> as long as the account exists. After the contract ends we delete it within 90 days, except what the law requires us to keep longer.',
  'policy.privacy.retention.reports':
    '<b>Condition reports, photos and signatures:</b> as long as the firm keeps them in its account. A finished report is the record the parties signed and is therefore kept; a draft the firm can delete itself. After the contract ends the firm can still request its reports for 90 days; after that we delete them. Photos uploaded while post-editing but never saved are deleted after one day.',
  'policy.privacy.retention.payments':
    '<b>Payments and invoices:</b> as long as Belgian accounting and VAT law requires us to keep them.',
  'policy.privacy.retention.inquiries':
    '<b>Inquiries:</b> until we have handled them; an inquiry that does not lead to an account is deleted no later than twelve months after we receive it.',
  'policy.privacy.retention.logs':
    '<b>Logs:</b> technical server logs and sign-in data for at most twelve months; the list of sent e-mails and the transactions as long as the report or account they belong to.',
  'policy.privacy.retention.links':
    'A link to choose a password works only once and expires after 60 minutes (after seven days for the welcome e-mail). A sign-in stays valid until you sign out, and for at most 30 days without use.',
  'policy.privacy.recipients.title': 'Recipients, sub-processors and hosting',
  'policy.privacy.recipients.text':
    'Only staff who run the service or provide support have access to your data, and only as far as their task requires. We rely on a few carefully chosen service providers (sub-processors): a hosting provider for the servers, the database and file storage, an e-mail delivery service and a payment provider for buying credits online. We have a data processing agreement with each of them.',
  'policy.privacy.recipients.eu':
    'The service and its data are hosted in data centres in the European Union. Should a sub-processor need to process data outside the European Economic Area, it does so only with appropriate safeguards, such as an adequacy decision or the European Commission’s standard contractual clauses.',
  'policy.privacy.recipients.firm':
    'Condition reports go to whomever the firm sends them: the parties and the e-mail addresses the firm sets up. At a firm’s request we provide the list of our sub-processors; we announce a new sub-processor in advance.',
  'policy.privacy.security.title': 'Security',
  'policy.privacy.security.text':
    'Connections to the service are encrypted. We store passwords and sign-in tokens only as irreversible hashes. Each account sees only its own condition reports, and only our administrators open the management screens. We report a personal data breach as the GDPR requires to the Data Protection Authority, to the firm concerned and, where necessary, to the people affected.',
  'policy.privacy.rights.title': 'Your rights',
  'policy.privacy.rights.intro': 'You have the right to:',
  'policy.privacy.rights.access': 'see your data and get a copy of it (right of access);',
  'policy.privacy.rights.rectification': 'have incorrect or incomplete data corrected (right to rectification);',
  'policy.privacy.rights.erasure':
    'have your data erased, unless we still have to keep it, for instance for our accounts (right to erasure);',
  'policy.privacy.rights.restriction':
    'have the processing restricted for a while, for instance while we check a request for rectification (right to restriction);',
  'policy.privacy.rights.portability':
    'receive the data you gave us in a common, machine-readable format, or have it sent to another service (right to data portability);',
  'policy.privacy.rights.objection': 'object to processing based on our legitimate interest (right to object).',
  'policy.privacy.rights.how':
    'Send your request to {email}. We may ask you to prove your identity so that we never hand data to the wrong person. We answer within one month; for complex or numerous requests that period may be extended by two months, in which case we tell you so within the first month. Exercising your rights is free of charge.',
  'policy.privacy.rights.reports':
    'If your request concerns data in a condition report, the firm that drew it up decides on it. We pass your request on to that firm and help it answer in time. A signed condition report remains the parties’ record, so the firm cannot always erase or change that data.',
  'policy.privacy.complaint.title': 'Complaints to the Data Protection Authority',
  'policy.privacy.complaint.text':
    'If you are not happy with how we handle your data, please tell us first; we will gladly look for a solution with you. You can also lodge a complaint at any time with the Belgian Data Protection Authority (Gegevensbeschermingsautoriteit / Autorité de protection des données), Drukpersstraat 35 / rue de la Presse 35, 1000 Brussels, <authority>www.dataprotectionauthority.be</authority>.',
  'policy.privacy.cookies.title': 'Cookies and storage in your browser',
  'policy.privacy.cookies.text':
    'We set no cookies and use no technique to follow you: no advertising cookies and no analytics. Your browser keeps only what the service strictly needs to work: in its local storage your sign-in keys while you are signed in, the language you choose and that you saw the storage notice; in IndexedDB the reports you took along in the field app, with your changes and photos until the server holds them; and in the app’s cache its own files. This needs no consent. You erase these data by signing out or by clearing your browser’s data. Read more in our <cookies>cookie policy</cookies>.',
  'policy.privacy.contact.title': 'Contact',
  'policy.privacy.contact.text': 'For questions about this policy or your data: {company}, {address}, {email}.',
  'policy.privacy.changes.title': 'Changes',
  'policy.privacy.changes.text':
    'We update this policy when the service or the law changes. The date at the top shows the latest change; we announce important changes to our customers in advance.',

  'policy.terms.title': 'Terms and conditions',
  'policy.terms.intro':
    'These terms apply to the use of the back-office and tablet app for property condition reports provided by {company} (enterprise number {companyNumber}). The service is meant for professional users, such as inspection firms, estate agents and property managers. Whoever uses an account accepts these terms on behalf of the business they work for.',
  'policy.terms.service.title': 'The service',
  'policy.terms.service.text':
    'With the service you draw up condition reports at check-in, at check-out, before building works and at interim checks. You prepare them in the back-office, complete them on site with the tablet app (also without an internet connection), have the parties sign, post-edit them and send them as PDF. We may improve and change the service as long as what it essentially offers you is kept.',
  'policy.terms.account.title': 'Account and access',
  'policy.terms.account.text':
    'We create your account after your inquiry; you choose your own password through the link you receive by e-mail. Keep your password secret and do not share your account: what happens with your account is your responsibility. If you notice abuse, change your password at once and let us know. We may disable an account in case of abuse, a security risk or overdue payment; a disabled account cannot sign in, but its data is kept.',
  'policy.terms.subscription.title': 'Subscription and credits',
  'policy.terms.subscription.intro': 'You pay for the service with a subscription and with credits:',
  'policy.terms.subscription.period':
    'The subscription runs for the agreed period, usually one year, at the price we agree with you. From 14 days before its end, and after it, the back-office shows a notice; we extend the subscription at your request.',
  'policy.terms.subscription.credit':
    'Each condition report you create uses one credit, at the moment you create it, whether you save it as a draft or make it ready for the app straight away. A copy of a finished report (for instance a check-out based on the check-in) also uses one credit.',
  'policy.terms.subscription.free':
    'Editing a report, post-editing it or adding an addendum, making a new PDF version of it and mailing it cost no credits.',
  'policy.terms.subscription.none':
    'When you have no credits left, the report is not created and nothing is charged. You see your balance in the menu and in your profile.',
  'policy.terms.subscription.delete':
    'Delete a report while it is still a draft and its credit comes back to your balance. Once a report was sent to the app, its credit stays used, also when you delete it.',
  'policy.terms.subscription.buy':
    'You buy credits in your profile in packs of 10, 50 or 100 and pay online through our payment provider; they are added as soon as the payment is confirmed. We may also grant credits when we create your account or extend your subscription. Credits do not expire while your account exists and are not refunded in money.',
  'policy.terms.content.title': 'Your responsibility for the content',
  'policy.terms.content.text1':
    'You are responsible for what you enter in the service and send from it: the accuracy and completeness of the findings, photos and texts, the choice of templates and document texts, and compliance with the rules that apply to condition reports, such as drawing them up in the presence of both parties and registering them. The service is a tool: it gives no legal advice and does not check the content of your reports.',
  'policy.terms.content.text2':
    'You enter the personal data of parties only when you have a legal basis for it, and you inform them of that processing. You enter no unlawful or harmful content and do not try to abuse or disrupt the service.',
  'policy.terms.data.title': 'Personal data and processing on your behalf',
  'policy.terms.data.intro':
    'For the personal data in your condition reports you are the controller and we are the processor. These provisions, together with our <privacy>privacy policy</privacy>, form the data processing agreement of Article 28 GDPR. We:',
  'policy.terms.data.instructions':
    'process that data only on your instructions, as they follow from your use of the service, and for no purpose of our own;',
  'policy.terms.data.confidential': 'bind everyone who has access to it to confidentiality;',
  'policy.terms.data.security': 'take appropriate technical and organisational security measures;',
  'policy.terms.data.subprocessors':
    'engage only sub-processors bound by the same obligations, and tell you about a new sub-processor in advance so that you can object;',
  'policy.terms.data.assist':
    'help you answer requests from data subjects and meet your own obligations, and notify you of a personal data breach without undue delay;',
  'policy.terms.data.end':
    'hand you your condition reports at the end of the contract on request and then delete the data, except what the law requires us to keep;',
  'policy.terms.data.audit': 'give you the information needed to show that we meet these obligations.',
  'policy.terms.availability.title': 'Availability',
  'policy.terms.availability.text':
    'We do everything reasonable to keep the service available day and night, but we cannot guarantee uninterrupted operation. We plan maintenance outside office hours where possible and announce it in advance. The tablet app keeps working offline and synchronises as soon as the connection is back. Failures of networks or third-party services are beyond our control.',
  'policy.terms.liability.title': 'Liability',
  'policy.terms.liability.text1':
    'We are liable for damage that results directly from a failure to meet our obligations. That liability is limited to what you paid us in the twelve months before the event that caused the damage. We are not liable for indirect damage, such as loss of profit or customers, nor for disputes between parties about the content of a condition report.',
  'policy.terms.liability.text2':
    'These limits do not apply in case of intent or fraud, nor where the law does not allow them.',
  'policy.terms.termination.title': 'Term and termination',
  'policy.terms.termination.text1':
    'The contract runs as long as your subscription. Both you and we may end it in writing at the end of the current subscription period, with one month’s notice.',
  'policy.terms.termination.text2':
    'In case of a serious breach that is not remedied within 30 days of a written notice, the other party may end the contract with immediate effect.',
  'policy.terms.termination.text3':
    'After the end you can still request your condition reports for 90 days; after that we delete the account and its data as our privacy policy describes. Unused credits lapse at the end of the contract.',
  'policy.terms.changes.title': 'Changes to these terms',
  'policy.terms.changes.text':
    'We may change these terms. We announce a material change at least 30 days in advance; if you do not agree, you may end the contract before the change takes effect.',
  'policy.terms.law.title': 'Governing law and courts',
  'policy.terms.law.text':
    'These terms are governed by Belgian law. We first try to settle any dispute amicably. Failing that, only the courts of the judicial district of our registered office have jurisdiction.',
  'policy.terms.contact.title': 'Contact',
  'policy.terms.contact.text': 'Questions about these terms or your subscription: {company}, {address}, {email}.',
};
