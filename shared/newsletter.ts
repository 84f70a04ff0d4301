/**
 * The newsletter's rules and German texts, shared by the server, the public site and the control
 * centre (issue 40). The API paths and fields are fixed: the desktop app and scripts use them.
 */

/** How long the link in the confirmation mail works. */
export const NEWSLETTER_CONFIRM_HOURS = 48;
/**
 * An unconfirmed sign-up is deleted by the daily maintenance once its link expired: at most this
 * many hours after the sign-up (the link's 48 hours plus the day until the maintenance runs).
 */
export const NEWSLETTER_UNCONFIRMED_DELETE_HOURS = NEWSLETTER_CONFIRM_HOURS + 24;
/** A repeated sign-up of a pending address sends a new confirmation mail at most this often. */
export const NEWSLETTER_CONFIRM_RESEND_MINUTES = 10;

/** One staff account sends at most this many test mails in a window of an hour. */
export const NEWSLETTER_TEST_MAILS_PER_HOUR = 10;

export const NEWSLETTER_SUBJECT_MAX = 200;
export const NEWSLETTER_TEXT_MAX = 50_000;

/** The public pages. The links in the mails carry the token as `?token=`. */
export const NEWSLETTER_PAGE_PATH = '/newsletter';
export const NEWSLETTER_CONFIRM_PATH = '/newsletter/bestaetigen';
/**
 * The unsubscribe page (GET: one button) and, at the same address, the RFC 8058 one-click POST
 * (`List-Unsubscribe=One-Click`, no cookie, no second step).
 */
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/newsletter/abmelden';

/** The public API. */
export const NEWSLETTER_API = {
  signUp: '/api/newsletter',
  confirm: '/api/newsletter/confirm',
} as const;

export const NEWSLETTER_STATUSES = ['pending', 'confirmed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

export const NEWSLETTER_ISSUE_STATUSES = ['draft', 'sending', 'sent'] as const;
export type NewsletterIssueStatus = (typeof NEWSLETTER_ISSUE_STATUSES)[number];

export const NEWSLETTER_STATUS_LABELS: Record<NewsletterStatus, string> = {
  pending: 'Ausstehend',
  confirmed: 'Bestätigt',
};

export const NEWSLETTER_ISSUE_STATUS_LABELS: Record<NewsletterIssueStatus, string> = {
  draft: 'Entwurf',
  sending: 'Wird gesendet',
  sent: 'Gesendet',
};

/**
 * The consent text shown beside the checkbox, and stored as a version with each sign-up (the
 * proof of consent names the version a person agreed to). It names the agency, so a new name is a
 * new version.
 */
export const newsletterConsentText = (agencyName: string): string =>
  `Ich möchte den Newsletter von ${agencyName} mit Neuigkeiten zu Livestreams, Creators und der ` +
  'Agentur per E-Mail erhalten. Meine Einwilligung kann ich jederzeit über den Abmeldelink in jedem ' +
  'Newsletter widerrufen. Details stehen in der Datenschutzerklärung.';

/** German answers of the newsletter API and pages. */
export const newsletterMessages = {
  /** 202 to every valid sign-up, whatever the address's state (nobody learns who subscribed). */
  signUpAccepted:
    'Fast geschafft! Wir haben dir eine E-Mail geschickt. Bitte bestätige deine Anmeldung über den Link darin – er ist 48 Stunden gültig.',
  confirmed: 'Danke! Deine Anmeldung zum Newsletter ist bestätigt.',
  linkInvalid: 'Dieser Link ist ungültig. Bitte melde dich erneut zum Newsletter an.',
  linkExpired: 'Dieser Link ist abgelaufen. Bitte melde dich erneut zum Newsletter an.',
  linkUsed: 'Dieser Link wurde bereits verwendet – deine Anmeldung ist bestätigt.',
  unsubscribed: 'Du bist vom Newsletter abgemeldet. Du erhältst keine weiteren E-Mails von uns.',
  unsubscribeInvalid:
    'Dieser Abmeldelink ist ungültig. Falls du weiterhin E-Mails erhältst, schreib uns bitte.',
  /** 503 without mail settings: the sign-up is hidden, the API says why. */
  unavailable: 'Der Newsletter ist derzeit nicht verfügbar.',
  /** 409: an issue already sent or being sent. */
  issueAlreadySent: 'Diese Ausgabe wurde bereits gesendet oder wird gerade gesendet.',
  /** 409: nobody to send to. */
  noSubscribers: 'Es gibt noch keine bestätigten Abonnenten.',
  /** 409: only drafts can be edited or deleted. */
  issueNotDraft: 'Gesendete Ausgaben können nicht mehr geändert werden.',
  /** 409: the test mail needs an e-mail address on one's own account. */
  noOwnAddress: 'Für eine Testmail braucht Ihr Konto eine E-Mail-Adresse (Mein Konto).',
  /** 429: the hourly limit of test mails per account (the answer's Retry-After says when). */
  testMailsTooMany: (minutes: number) =>
    `Sie haben in dieser Stunde schon ${NEWSLETTER_TEST_MAILS_PER_HOUR} Testmails verschickt. Die nächste ist in ${minutes === 1 ? 'einer Minute' : `${minutes} Minuten`} möglich.`,
} as const;

/** Validation texts of the newsletter's forms. */
export const newsletterValidation = {
  email: 'Bitte gib eine gültige E-Mail-Adresse ein',
  consent: 'Bitte bestätige, dass du den Newsletter erhalten möchtest',
  token: 'Der Link ist unvollständig',
  subject: 'Der Betreff muss mindestens 3 Zeichen lang sein',
  text: 'Der Text muss mindestens 10 Zeichen lang sein',
  exportFormat: 'Bitte wählen Sie als Format CSV oder Excel (csv oder xlsx).',
} as const;
