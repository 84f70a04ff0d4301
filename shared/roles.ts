/**
 * Staff roles and what each may do, in one place: the server enforces these permissions on every
 * admin route (each route declares the one it needs), and the control centre reads them to show
 * only what a person may use. The roles are fixed; an account has exactly one.
 */

export const ROLES = ['owner', 'admin', 'recruiter', 'editor'] as const;
export type Role = (typeof ROLES)[number];

/** The roles' German names, as the control centre shows them. */
export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Inhaber',
  admin: 'Administration',
  recruiter: 'Recruiting',
  editor: 'Redaktion',
};

/** What each role is for, in a sentence (the team screen and the invitation). */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  owner: 'Alles, auch das Team und die Inhaber.',
  admin: 'Alles außer Änderungen an Inhabern.',
  recruiter:
    'Bewerbungen, Nachrichten, Exporte, Auskunft & Löschung, die Vorlagen (lesen und senden) und das Dashboard mit dem Recruiting-Bericht.',
  editor:
    'Die Inhalte der Website und ihre Bilder, Gründer, Partner und Texte der Startseite, Newsletter-Entwürfe und das Dashboard, keine Daten von Bewerbern oder Abonnenten.',
};

/**
 * Every permission a route can ask for. `account`: one's own session, user and account, which
 * every signed-in person has. The site's settings: `settings.pages` edits the founder, partners
 * and the landing page's texts, `settings.agency` everything else (shared/site-settings-sections.ts).
 */
export const PERMISSIONS = [
  'account',
  'dashboard',
  'applications.read',
  'applications.write',
  'applications.export',
  'messages.read',
  'messages.write',
  'dataRequests',
  'reports.recruiting',
  'content.read',
  'content.write',
  'uploads',
  'team.read',
  'team.manage',
  'team.owners',
  'activity.read',
  'settings.read',
  'settings.pages',
  'settings.agency',
  'templates.read',
  'templates.write',
  'newsletter.issues',
  'newsletter.send',
  'newsletter.subscribers',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const EVERYONE: readonly Permission[] = ['account', 'dashboard'];
const RECRUITING: readonly Permission[] = [
  'applications.read',
  'applications.write',
  'applications.export',
  'messages.read',
  'messages.write',
  'dataRequests',
  'templates.read',
  'reports.recruiting',
];
const EDITING: readonly Permission[] = [
  'content.read',
  'content.write',
  'uploads',
  'settings.read',
  'settings.pages',
  // Redaktion writes the newsletter's issues (drafts, preview, a test mail to oneself).
  'newsletter.issues',
];
const TEAM: readonly Permission[] = [
  'team.read',
  'team.manage',
  'activity.read',
  'settings.agency',
  // The reply templates (Vorlagen): recruiting reads and sends them, owners and administration write them.
  'templates.write',
  // Sending an issue to everyone, and the subscribers' addresses: owners and administration.
  'newsletter.send',
  'newsletter.subscribers',
];

/** Each role's permissions. */
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  owner: [...PERMISSIONS],
  admin: [...EVERYONE, ...RECRUITING, ...EDITING, ...TEAM],
  recruiter: [...EVERYONE, ...RECRUITING],
  editor: [...EVERYONE, ...EDITING],
};

export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);

/** Whether a role has a permission. */
export const can = (role: Role, permission: Permission): boolean =>
  ROLE_PERMISSIONS[role].includes(permission);
