import { EMAIL_CHANGE } from './constants.js';

/**
 * German texts of staff accounts (second factor, team, invitations, password reset, sessions):
 * the server's answers and the validation messages, read by the server and the control centre.
 */
export const staffMessages = {
  // Validation
  code: 'Bitte geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.',
  recoveryCode: 'Bitte geben Sie einen Wiederherstellungscode ein.',
  oneCode: 'Bitte geben Sie entweder einen Code oder einen Wiederherstellungscode ein.',
  password: 'Bitte geben Sie Ihr Passwort ein.',
  newPassword: 'Bitte geben Sie ein neues Passwort ein.',
  name: 'Bitte geben Sie einen Namen ein (mindestens 2 Zeichen).',
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  role: 'Bitte wählen Sie eine der Rollen: Inhaber, Administration, Recruiting oder Redaktion.',
  username: 'Der Benutzername muss 3 bis 64 Zeichen lang sein: Buchstaben, Ziffern und . _ @ -',
  token: 'Der Link ist unvollständig. Bitte öffnen Sie ihn noch einmal aus der E-Mail.',
  active: 'Bitte geben Sie an, ob das Konto aktiv ist (true oder false).',
  teamChange: 'Bitte geben Sie eine Rolle oder den Status des Kontos an.',
  passkeyName: 'Bitte geben Sie dem Passkey einen Namen (1 bis 60 Zeichen).',
  passkeyResponse: 'Die Antwort des Passkeys ist unvollständig. Bitte versuchen Sie es erneut.',
  // Answers
  codeWrong: 'Der Code ist falsch, abgelaufen oder wurde schon verwendet.',
  recoveryCodeWrong: 'Dieser Wiederherstellungscode ist unbekannt oder wurde schon verwendet.',
  stepExpired: 'Die Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.',
  accountDisabled: 'Dieses Konto ist deaktiviert. Bitte wenden Sie sich an die Inhaber der Agentur.',
  totpExists: 'Die Authenticator-App ist für dieses Konto bereits eingerichtet.',
  totpNotStarted: 'Bitte starten Sie die Einrichtung der Authenticator-App erneut.',
  factorRequired:
    'Ein zweiter Faktor ist vorgeschrieben: Richten Sie zuerst einen anderen ein (Passkey oder Authenticator-App).',
  noFactor: 'Für dieses Konto ist kein zweiter Faktor eingerichtet.',
  passwordWrong: 'Das Passwort ist nicht korrekt.',
  stepUpRequired: 'Bitte bestätigen Sie diesen Schritt mit Ihrem Passwort.',
  stepUpWrong: 'Das Passwort ist nicht korrekt. Der Schritt wurde nicht ausgeführt.',
  emailTaken: 'Diese E-Mail-Adresse gehört bereits zu einem Konto.',
  usernameTaken: 'Dieser Benutzername ist bereits vergeben.',
  lastOwner: 'Das ist das letzte aktive Inhaber-Konto. Es muss immer mindestens einen aktiven Inhaber geben.',
  ownersOnly: 'Inhaber-Konten kann nur ein Inhaber ändern.',
  ownerPasswordNeeded:
    'Bitte bestätigen Sie mit Ihrem Passwort, dass diese Person Inhaber wird. Die Sitzungen dieser Person enden dabei.',
  ownerInvitationOwnersOnly: 'Eine Einladung als Inhaber kann nur ein Inhaber zurückziehen.',
  resetDisabled:
    'Dieses Konto ist deaktiviert. Aktivieren Sie es zuerst, dann können Sie das Passwort zurücksetzen.',
  notYourself: 'Das eigene Konto können Sie hier nicht deaktivieren oder löschen.',
  linkInvalid: 'Dieser Link ist ungültig. Bitte fordern Sie einen neuen an.',
  linkExpired: 'Dieser Link ist abgelaufen. Bitte fordern Sie einen neuen an.',
  linkUsed: 'Dieser Link wurde bereits verwendet.',
  linkRevoked: 'Diese Einladung wurde zurückgezogen.',
  invitationInviterGone:
    'Diese Einladung gilt nicht mehr: Wer sie verschickt hat, darf diese Rolle nicht mehr vergeben. Bitte wenden Sie sich an die Inhaber der Agentur für eine neue Einladung.',
  invitationPending: 'An diese E-Mail-Adresse ist bereits eine offene Einladung unterwegs.',
  sessionNotFound: 'Diese Sitzung gibt es nicht (mehr).',
  passkeyFailed: 'Der Passkey konnte nicht bestätigt werden. Bitte versuchen Sie es erneut.',
  passkeyUnknown: 'Dieser Passkey ist hier nicht registriert.',
  passkeyNoChallenge: 'Bitte starten Sie den Vorgang mit dem Passkey erneut.',
  passkeyNeedsDomain:
    'Passkeys funktionieren nur unter der Web-Adresse der Agentur mit Namen (etwa agentur.de), nicht unter einer Adresse aus Ziffern. Bitte verwenden Sie hier die Authenticator-App.',
  emailChangeNeedsMail:
    'Dieser Server verschickt keine E-Mails, daher lässt sich eine neue Adresse nicht bestätigen. Ihre E-Mail-Adresse ändern die Inhaber oder die Administration im Team-Bereich.',
  emailChangeNonePending: 'Für dieses Konto wartet keine neue E-Mail-Adresse auf Bestätigung.',
  emailChangesTooMany: `In dieser Stunde wurden schon ${EMAIL_CHANGE.perHour} Bestätigungslinks für neue E-Mail-Adressen verschickt. Bitte versuchen Sie es später erneut.`,
  emailChangeSuperseded:
    'Dieser Link gilt nicht mehr: Die Änderung wurde zurückgenommen oder eine neuere angefordert. Bitte verwenden Sie den Link aus der neuesten E-Mail.',
  passkeyNeedsHttps:
    'Passkeys funktionieren nur über eine sichere Verbindung (eine Adresse, die mit https:// beginnt). Bitte verwenden Sie hier die Authenticator-App.',
} as const;

/** The mails of staff accounts: plain text, the link on a line of its own. */
export const staffMailTexts = {
  invitationSubject: (agency: string) => `Einladung in das Kontrollzentrum von ${agency}`,
  invitationText: ({
    name,
    agency,
    role,
    link,
  }: {
    name: string;
    agency: string;
    role: string;
    link: string;
  }) =>
    [
      `Hallo ${name},`,
      '',
      `Sie wurden in das Kontrollzentrum von ${agency} eingeladen (Rolle: ${role}).`,
      'Über diesen Link wählen Sie Benutzernamen und Passwort und richten den zweiten Faktor ein:',
      '',
      link,
      '',
      'Der Link gilt 72 Stunden und nur einmal. Wenn Sie keine Einladung erwartet haben, ignorieren Sie diese E-Mail.',
    ].join('\n'),
  resetSubject: (agency: string) => `Passwort zurücksetzen: Kontrollzentrum von ${agency}`,
  resetText: ({ name, link }: { name: string; link: string }) =>
    [
      `Hallo ${name},`,
      '',
      'für Ihr Konto im Kontrollzentrum wurde ein neues Passwort angefordert. Über diesen Link wählen Sie es:',
      '',
      link,
      '',
      'Der Link gilt eine Stunde und nur einmal. Ihr zweiter Faktor bleibt bestehen.',
      'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
    ].join('\n'),
  emailConfirmSubject: (agency: string) => `Neue E-Mail-Adresse bestätigen: Kontrollzentrum von ${agency}`,
  emailConfirmText: ({ name, agency, link }: { name: string; agency: string; link: string }) =>
    [
      `Hallo ${name},`,
      '',
      `diese E-Mail-Adresse wurde als neue Adresse Ihres Kontos im Kontrollzentrum von ${agency} angegeben.`,
      'Sie gilt erst, wenn Sie sie über diesen Link bestätigen (eine Anmeldung ist dafür nicht nötig):',
      '',
      link,
      '',
      `Der Link gilt ${EMAIL_CHANGE.linkHours} Stunden und nur einmal. Bis dahin bleibt die bisherige Adresse in Kraft.`,
      'Wenn Sie das nicht erwartet haben, ignorieren Sie diese E-Mail; es ändert sich nichts.',
    ].join('\n'),
  emailNoticeSubject: (agency: string) =>
    `Ihre E-Mail-Adresse soll sich ändern: Kontrollzentrum von ${agency}`,
  emailNoticeText: ({ name, newEmail }: { name: string; newEmail: string }) =>
    [
      `Hallo ${name},`,
      '',
      `für Ihr Konto im Kontrollzentrum wurde eine neue E-Mail-Adresse angegeben: ${newEmail}`,
      'An diese Adresse ging ein Bestätigungslink. Erst wenn er geöffnet und bestätigt ist, gehen E-Mails zu Ihrem Konto (etwa „Passwort vergessen?“) dorthin; bis dahin bleibt diese Adresse in Kraft.',
      '',
      'Wenn Sie das nicht veranlasst haben: Melden Sie sich an, nehmen Sie die Änderung unter „Mein Konto“ zurück und ändern Sie Ihr Passwort, oder wenden Sie sich an die Inhaber der Agentur.',
    ].join('\n'),
} as const;
