/** Business constants (field options, labels, limits), shared by server, public site and control centre. */

export const COUNTRIES = ['Deutschland', 'Österreich', 'Schweiz'] as const;
export type Country = (typeof COUNTRIES)[number];
/** The international calling code of each of COUNTRIES (+49, +43, +41), for reading phone numbers. */
export const COUNTRY_CALLING_CODES: Record<Country, string> = {
  Deutschland: '49',
  Österreich: '43',
  Schweiz: '41',
};
export const CALLING_CODES = Object.values(COUNTRY_CALLING_CODES);

export const STREAMING_EXPERIENCE_OPTIONS = [
  'Weniger als 1 Monat',
  '1-3 Monate',
  '3-6 Monate',
  '6-12 Monate',
  'Mehr als 1 Jahr',
] as const;

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Record<Weekday, string> = {
  monday: 'Montag',
  tuesday: 'Dienstag',
  wednesday: 'Mittwoch',
  thursday: 'Donnerstag',
  friday: 'Freitag',
  saturday: 'Samstag',
  sunday: 'Sonntag',
};

export const APPLICATION_STATUSES = ['new', 'in_progress', 'completed'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: 'Neu',
  in_progress: 'In Bearbeitung',
  completed: 'Erledigt',
};

/** How a completed application ended (issue 38): set only together with the status "completed". */
export const APPLICATION_OUTCOMES = ['accepted', 'rejected', 'withdrawn'] as const;
export type ApplicationOutcome = (typeof APPLICATION_OUTCOMES)[number];
export const APPLICATION_OUTCOME_LABELS: Record<ApplicationOutcome, string> = {
  accepted: 'Angenommen',
  rejected: 'Abgelehnt',
  withdrawn: 'Zurückgezogen',
};
/** A completed application without an outcome, and the list filter for those without one. */
export const NO_OUTCOME_LABEL = 'ohne Ergebnis';

/**
 * The agency's promise to applicants and senders (the spec's „innerhalb von 48 Stunden“): a new
 * application or an unanswered contact message older than this is „überfällig“.
 */
export const ANSWER_PROMISE_HOURS = 48;

/** Colours the control centre offers for a streamer's tag. */
export const TAG_COLORS = ['default', 'turquoise', 'pink', 'blue', 'green', 'orange', 'purple'] as const;
export type TagColor = (typeof TAG_COLORS)[number];

/**
 * Colours the public site can show: the offered ones and three that entries made elsewhere may
 * carry. Any other value is shown as "default".
 */
export const DISPLAY_TAG_COLORS = [...TAG_COLORS, 'red', 'cyan', 'amber'] as const;
export type DisplayTagColor = (typeof DISPLAY_TAG_COLORS)[number];

export const FRAME_TYPES = [
  'standard',
  'streamer_des_monats',
  'aktivste',
  'big_matcher',
  'king',
  'queen',
  'family',
  'elite',
  'rangliste',
  'live',
] as const;
export type FrameType = (typeof FRAME_TYPES)[number];

/** The badge the landing page shows for a frame type ("standard" shows none); staff read the same words. */
export const FRAME_BADGES: Record<Exclude<FrameType, 'standard'>, string> = {
  streamer_des_monats: 'Streamer des Monats',
  aktivste: 'Aktivste:r Streamer:in',
  big_matcher: 'Big Matcher',
  king: 'King',
  queen: 'Queen',
  family: 'Family',
  elite: 'Elite',
  rangliste: 'Rangliste',
  live: 'LIVE',
};

/** What a feedback without a role shows as its role, on the site and in the control centre. */
export const DEFAULT_FEEDBACK_ROLE = 'TikTok Creator';

/** highlight: up to 1600 px wide; profile: a 400 px square; share: the 1200x630 picture of shared links. */
export const UPLOAD_TYPES = ['highlight', 'profile', 'share'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

export const FEEDBACK_RATING = { min: 1, max: 5, default: 5 } as const;

/**
 * Lengths the login form accepts (in characters). Accounts are created within them, so that
 * every password that can be set can also be typed into the sign-in form.
 */
export const LOGIN_LIMITS = { usernameMax: 64, passwordMax: 1024 } as const;

/** Staff accounts: the longest display name and e-mail address, how many recovery codes a set has. */
export const STAFF_LIMITS = { nameMax: 100, emailMax: 254, passkeyNameMax: 60 } as const;
export const RECOVERY_CODE_COUNT = 10;
/**
 * A new e-mail address of a staff account: the link to it works this long; one account asks for
 * at most `perHour` such links in a window of an hour (each is a mail to an address nobody has
 * confirmed yet).
 */
export const EMAIL_CHANGE = { linkHours: 48, perHour: 5 } as const;

/**
 * The public forms' honeypot: a text field people never see or fill in. A submission with it
 * filled in is answered like a success and stored nowhere. The name means nothing on purpose:
 * browsers and password managers autofill fields named like "website" or "company", and a real
 * applicant's form must never fill the trap.
 */
export const HONEYPOT_FIELD = 'hp_field';
