/**
 * German message catalogue. Validation texts are fixed wording, kept word for word (tests check
 * them against their own copy); the server's few texts of its own use the same voice.
 */
/** Both public forms' Telegram field (shared/contact-names.ts). */
const TELEGRAM_NAME =
  'Bitte gib einen gültigen Telegram-Namen ein: 5 bis 32 Buchstaben, Ziffern oder _, am Anfang ein Buchstabe';

export const validationMessages = {
  application: {
    tiktokUsername: 'Benutzername muss mindestens 3 Zeichen lang sein',
    tiktokUsernameCharacters:
      'Dein TikTok-Name darf nur Buchstaben, Ziffern, _ und . enthalten und höchstens 24 Zeichen lang sein',
    whatsappNumber:
      'Bitte gib eine gültige WhatsApp-Nummer aus deinem Land ein oder international mit +, z. B. +49 170 1234567',
    telegramUsername: TELEGRAM_NAME,
    country: 'Bitte wähle dein Land aus',
    ageConfirm: 'Du musst mindestens 18 Jahre alt sein, um dich zu bewerben',
    privacyConfirm: 'Du musst der Datenschutzerklärung zustimmen',
    streamingExperience: 'Bitte wähle eine der angebotenen Optionen',
    website: 'Bitte gib eine gültige Webadresse ein, z. B. www.dein-kanal.de oder instagram.com/deinname',
  },
  contact: {
    name: 'Name muss mindestens 2 Zeichen lang sein',
    email: 'Bitte gib eine gültige E-Mail-Adresse ein',
    subject: 'Betreff muss mindestens 3 Zeichen lang sein',
    message: 'Nachricht muss mindestens 10 Zeichen lang sein',
    whatsappNumber: 'Bitte gib eine gültige WhatsApp-Nummer ein, z. B. +49 170 1234567',
    telegramUsername: TELEGRAM_NAME,
  },
  login: {
    required: 'Bitte füllen Sie beide Felder aus.',
  },
  livestream: {
    day: 'Tag ist erforderlich',
    time: 'Uhrzeit ist erforderlich',
    title: 'Titel ist erforderlich',
  },
  highlight: {
    title: 'Titel ist erforderlich',
    description: 'Beschreibung ist erforderlich',
    imageUrl: 'Vorschaubild ist erforderlich',
    date: 'Datum ist erforderlich',
    dateHint: 'Monat Jahr',
  },
  streamer: {
    name: 'Name ist erforderlich',
    profileImageUrl: 'Profilbild ist erforderlich',
    tiktokUsername: 'TikTok-Name ist erforderlich',
    tiktokUrl: 'Bitte geben Sie eine gültige URL ein',
    missingRequired: 'Bitte füllen Sie alle Pflichtfelder aus (TikTok-Name, TikTok-URL, Profilbild).',
    country: 'Bitte wählen Sie ein Land aus',
    tagColor: 'Bitte wählen Sie eine gültige Farbe aus',
    frameType: 'Bitte wählen Sie einen gültigen Rahmen aus',
  },
  feedback: {
    name: 'Name muss mindestens 3 Zeichen lang sein',
    content: 'Text muss mindestens 5 Zeichen lang sein',
    rating: 'Bewertung muss zwischen 1 und 5 liegen',
    profileImageUrl: 'Ein Profilbild ist erforderlich',
  },
  faq: {
    question: 'Frage muss mindestens 5 Zeichen lang sein',
    answer: 'Antwort muss mindestens 10 Zeichen lang sein',
  },
  upload: {
    invalidType: 'Ungültiger Dateityp',
    onlyImages: 'Bitte wählen Sie nur Bild-Dateien aus (jpg, png usw.)',
    type: 'Bitte geben Sie den Upload-Typ an (highlight oder profile)',
    /** The control centre's toast once a picture is stored (it replaces an earlier error's). */
    uploaded: 'Bild hochgeladen',
    uploadedDetail: 'Es wird mit dem Eintrag gespeichert.',
  },
  pageViewDays: {
    summary: 'Ungültiger Zeitraum.',
    days: 'Bitte 1 bis 365 Tage angeben.',
  },
  recruitingReportDays: {
    days: 'Bitte 30, 90 oder 365 Tage angeben.',
  },
  applicationList: {
    page: 'Die Seite muss eine ganze Zahl ab 1 sein',
    pageSize: 'Pro Seite sind 1 bis 100 Bewerbungen möglich',
    country: 'Bitte wählen Sie ein gültiges Land aus',
    q: 'Der Suchbegriff darf höchstens 200 Zeichen lang sein',
    sort: 'Sortierung nach createdAt, tiktokUsername, status oder country, absteigend mit "-" davor',
    ids: 'Bitte wählen Sie 1 bis 1000 Bewerbungen aus',
    action: 'Bitte wählen Sie eine gültige Aktion aus (status, assign oder delete)',
    outcome: 'Bitte wählen Sie ein gültiges Ergebnis aus (accepted, rejected, withdrawn oder none)',
    assignee: 'Zuständig: „me“, „none“ oder die Nummer eines Kontos',
    assigneeId: 'Bitte wählen Sie eine Kollegin oder einen Kollegen aus, der Bewerbungen sehen darf',
    source:
      'Die Quelle besteht aus höchstens 40 Buchstaben, Ziffern, ".", "_" oder "-" (ohne Quelle: „direkt“)',
  },
  activityLog: {
    page: 'Die Seite muss eine ganze Zahl ab 1 sein',
    pageSize: 'Pro Seite sind 1 bis 200 Einträge möglich',
    actor: 'Bitte wählen Sie eine Person aus (ihre Nummer oder „system“)',
    action: 'Bitte wählen Sie eine bekannte Aktion aus',
    entity: 'Bitte wählen Sie einen bekannten Bereich aus',
    entityId: 'Die Eintragsnummer darf höchstens 100 Zeichen lang sein, ohne Steuerzeichen',
    from: 'Bitte geben Sie das Startdatum als gültiges Datum (JJJJ-MM-TT) an',
    to: 'Bitte geben Sie das Enddatum als gültiges Datum (JJJJ-MM-TT) an',
    range: 'Das Enddatum darf nicht vor dem Startdatum liegen',
  },
  dataRequest: {
    noIdentifier:
      'Bitte geben Sie mindestens eine Angabe ein: TikTok-Name, WhatsApp-Nummer, Telegram-Name oder E-Mail.',
    tiktok: 'Bitte geben Sie einen TikTok-Namen ein',
    telegram: 'Bitte geben Sie einen Telegram-Namen ein',
    whatsapp: 'Die WhatsApp-Nummer muss mindestens 6 Ziffern haben',
    email: 'Bitte geben Sie eine E-Mail-Adresse ein',
    ids: 'Bitte übergeben Sie die angezeigten Einträge als Liste von IDs (höchstens 1000, ohne Doppelte)',
    nothingSelected: 'Es wurden keine Einträge zum Löschen übergeben.',
  },
  replyTemplate: {
    name: 'Der Name der Vorlage muss mindestens 2 Zeichen lang sein',
    text: 'Der Text der Vorlage muss mindestens 2 Zeichen lang sein',
    templateId: 'Bitte wählen Sie eine Vorlage aus',
    channel: 'Bitte wählen Sie WhatsApp oder Telegram',
    unknownTemplate: 'Diese Vorlage gibt es nicht mehr. Bitte wählen Sie eine andere aus',
  },
  common: {
    url: 'Bitte geben Sie eine gültige URL ein',
    order: 'Position muss eine ganze Zahl ab 0 sein',
    boolean: 'Bitte wählen Sie Ja oder Nein',
    status: 'Bitte wählen Sie einen gültigen Status aus',
    outcome: 'Bitte wählen Sie ein gültiges Ergebnis aus (Angenommen, Abgelehnt oder Zurückgezogen)',
    outcomeNeedsCompleted: 'Ein Ergebnis gibt es nur zusammen mit dem Status „Erledigt“',
    notes: 'Notizen dürfen höchstens 5000 Zeichen lang sein',
    isRead: 'Bitte geben Sie an, ob die Nachricht gelesen ist',
    answered: 'Bitte geben Sie an, ob die Nachricht beantwortet ist',
    messageUpdate: 'Bitte geben Sie an, ob die Nachricht gelesen oder beantwortet ist',
    overdue: 'Überfällig: „1“, oder den Parameter weglassen',
    uploadedImage: 'Bitte laden Sie das Bild hoch (Bildadressen anderer Websites werden nicht angenommen)',
    invisibleCharacters: 'Bitte keine Steuerzeichen oder unsichtbaren Zeichen verwenden',
    invalidValue: 'Ungültiger Wert',
  },
} as const;

/** A text longer than a field allows. */
export const tooLongMessage = (max: number) => `Höchstens ${max} Zeichen erlaubt`;

/** An order below a list's smallest position (FAQ and feedbacks start at 1). */
export const orderFromMessage = (minimum: number) => `Position muss eine ganze Zahl ab ${minimum} sein`;

/** The server's success answers to the public forms (application and contact). */
export const successMessages = {
  applied: 'Bewerbung eingereicht',
  messageSent: 'Nachricht gesendet',
} as const;

/**
 * Texts of HTTP errors answered by the server. The few that both visitors and staff get are said
 * here once and answered in each one's form of address (`addressedTo`).
 */
export const errorMessages = {
  invalidInput: 'Bitte überprüfe deine Eingaben.',
  invalidJson: 'Die Anfrage enthält kein gültiges JSON.',
  bodyNotObject: 'Die Anfrage muss ein JSON-Objekt enthalten.',
  unsupportedMediaType: 'Nur JSON-Anfragen (Content-Type: application/json) werden unterstützt.',
  payloadTooLarge: 'Die Anfrage ist zu groß.',
  textOnly: 'Nur Text-Anfragen (Content-Type: text/plain) werden unterstützt.',
  invalidPagePath: 'Die Anfrage enthält keine gültige Seitenadresse.',
  corruptBody: 'Die Anfrage konnte nicht entpackt werden (beschädigte Komprimierung).',
  unsupportedEncoding:
    'Diese Komprimierung (Content-Encoding) wird nicht unterstützt: gzip, deflate oder br.',
  requestTimeout: 'Die Anfrage kam zu langsam an und wurde abgebrochen.',
  notFound: 'Nicht gefunden.',
  invalidId: 'Ungültige ID.',
  invalidQuery: 'Die Adresse enthält unbekannte oder doppelte Parameter.',
  unknownParameter: 'Unbekannter Parameter',
  repeatedParameter: 'Dieser Parameter darf nur einmal angegeben werden',
  unauthorized: 'Bitte melden Sie sich an.',
  forbidden: 'Dafür fehlt Ihrem Konto die Berechtigung.',
  loginFailed: 'Anmeldung fehlgeschlagen. Bitte überprüfen Sie Ihre Anmeldedaten.',
  tooManyLogins: 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.',
  tooManyRequests: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
  loginBusy:
    'Gerade laufen zu viele Anmeldungen gleichzeitig. Bitte versuchen Sie es in einigen Sekunden erneut.',
  crossSite: 'Anfrage von einer fremden Website abgelehnt.',
  tooManySubmissions:
    'Du hast gerade schon mehrere Anfragen gesendet. Bitte versuche es in ein paar Minuten erneut.',
  formsBusy: 'Gerade gehen sehr viele Anfragen ein. Bitte versuche es in ein paar Minuten erneut.',
  networkBusy:
    'Aus deinem Netz kommen gerade sehr viele Anfragen. Bitte versuche es in ein paar Minuten erneut.',
  imageTooLarge: 'Das Bild ist zu groß (höchstens {mb} MB).',
  imageTooManyPixels: 'Das Bild hat zu viele Pixel (höchstens 40 Megapixel).',
  imageUnreadable: 'Das Bild konnte nicht gelesen werden.',
  internal: 'Ein interner Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
} as const;

/** An assignment mail: what was assigned, its details, the link to one's own applications. */
const assignmentMail = (intro: string, link: string, details: readonly string[] = []) =>
  [
    'Hallo,',
    '',
    intro,
    '',
    ...(details.length > 0 ? [...details, ''] : []),
    'Ihre Bewerbungen im Kontrollzentrum:',
    link,
    '',
    '-- ',
    'Sie erhalten diese E-Mail, weil Sie sie unter „Mein Konto“ gewählt haben.',
  ].join('\n');

/**
 * The e-mails that tell staff about a new application or contact message (server/services/
 * staff-alerts.ts). Plain text; the values are the visitor's, already validated as single-line
 * text (the message itself may have several lines).
 */
export const staffAlertTexts = {
  applicationSubject: (tiktokName: string, country: string) => `Neue Bewerbung: ${tiktokName} (${country})`,
  applicationText: ({ tiktokName, country, link }: { tiktokName: string; country: string; link: string }) =>
    [
      'Hallo,',
      '',
      'über die Website ist eine neue Bewerbung eingegangen.',
      '',
      `TikTok-Name: ${tiktokName}`,
      `Land: ${country}`,
      '',
      'Alle Angaben und die Bearbeitung im Kontrollzentrum:',
      link,
      '',
      '-- ',
      'Diese E-Mail wurde automatisch von der Website gesendet.',
    ].join('\n'),
  messageSubject: (subject: string) => `Neue Nachricht: ${subject}`,
  messageText: ({
    name,
    email,
    subject,
    message,
    link,
  }: {
    name: string;
    email: string;
    subject: string;
    message: string;
    link: string;
  }) =>
    [
      'Hallo,',
      '',
      'über das Kontaktformular der Website ist eine neue Nachricht eingegangen.',
      '',
      `Von: ${name} <${email}>`,
      `Betreff: ${subject}`,
      '',
      message,
      '',
      `Mit „Antworten“ schreiben Sie direkt an ${name}.`,
      'Alle Nachrichten im Kontrollzentrum:',
      link,
      '',
      '-- ',
      'Diese E-Mail wurde automatisch von der Website gesendet.',
    ].join('\n'),
  /** To the person an application was assigned to (they chose it under „Mein Konto“). */
  assignedSubject: (tiktokName: string, country: string) => `Ihnen zugewiesen: ${tiktokName} (${country})`,
  assignedText: ({ tiktokName, country, link }: { tiktokName: string; country: string; link: string }) =>
    assignmentMail('Ihnen wurde im Kontrollzentrum eine Bewerbung zugewiesen.', link, [
      `TikTok-Name: ${tiktokName}`,
      `Land: ${country}`,
    ]),
  assignedManySubject: (count: number) => `Ihnen zugewiesen: ${count} Bewerbungen`,
  assignedManyText: ({ count, link }: { count: number; link: string }) =>
    assignmentMail(`Ihnen wurden im Kontrollzentrum ${count} Bewerbungen zugewiesen.`, link),
} as const;

/** Who an answer is for: visitors of the website say „du“, the control centre says „Sie“. */
export type Audience = 'visitor' | 'staff';

/** The server's texts that both audiences may get, as [visitor's, staff's]. */
const ADDRESS_FORMS: ReadonlyArray<readonly [string, string]> = [
  [errorMessages.invalidInput, 'Bitte überprüfen Sie Ihre Eingaben.'],
  ['Ein interner Fehler ist aufgetreten. Bitte versuche es später erneut.', errorMessages.internal],
  ['Zu viele Anfragen. Bitte versuche es später erneut.', errorMessages.tooManyRequests],
];

/** A server text in the audience's form of address (any other text as it is). */
export function addressedTo(audience: Audience, message: string): string {
  const pair = ADDRESS_FORMS.find((forms) => forms.includes(message));
  return pair ? pair[audience === 'visitor' ? 0 : 1] : message;
}
