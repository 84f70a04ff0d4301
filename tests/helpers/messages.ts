/**
 * The texts tests expect, written out rather than imported from shared/messages.ts: a test that
 * read them from the code under test could not notice a changed text.
 */

/** The fixed validation texts of the forms and the upload, word for word. */
export const SPEC = {
  application: {
    tiktokUsername: 'Benutzername muss mindestens 3 Zeichen lang sein',
    country: 'Bitte wähle dein Land aus',
    ageConfirm: 'Du musst mindestens 18 Jahre alt sein, um dich zu bewerben',
    privacyConfirm: 'Du musst der Datenschutzerklärung zustimmen',
  },
  contact: {
    name: 'Name muss mindestens 2 Zeichen lang sein',
    email: 'Bitte gib eine gültige E-Mail-Adresse ein',
    subject: 'Betreff muss mindestens 3 Zeichen lang sein',
    message: 'Nachricht muss mindestens 10 Zeichen lang sein',
  },
  login: 'Bitte füllen Sie beide Felder aus.',
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
  },
  streamer: {
    profileImageUrl: 'Profilbild ist erforderlich',
    tiktokUsername: 'TikTok-Name ist erforderlich',
    tiktokUrl: 'Bitte geben Sie eine gültige URL ein',
  },
  feedback: {
    name: 'Name muss mindestens 3 Zeichen lang sein',
    content: 'Text muss mindestens 5 Zeichen lang sein',
    profileImageUrl: 'Ein Profilbild ist erforderlich',
  },
  faq: {
    question: 'Frage muss mindestens 5 Zeichen lang sein',
    answer: 'Antwort muss mindestens 10 Zeichen lang sein',
  },
  upload: {
    invalidType: 'Ungültiger Dateityp',
    onlyImages: 'Bitte wählen Sie nur Bild-Dateien aus (jpg, png usw.)',
  },
} as const;

/** Field texts the spec leaves open: the server's own wording. */
export const SERVER = {
  url: 'Bitte geben Sie eine gültige URL ein',
  uploadedImage: 'Bitte laden Sie das Bild hoch (Bildadressen anderer Websites werden nicht angenommen)',
  website: 'Bitte gib eine gültige Webadresse ein, z. B. www.dein-kanal.de oder instagram.com/deinname',
  streamingExperience: 'Bitte wähle eine der angebotenen Optionen',
  streamerName: 'Name ist erforderlich',
  streamerCountry: 'Bitte wählen Sie ein Land aus',
  rating: 'Bewertung muss zwischen 1 und 5 liegen',
  order0: 'Position muss eine ganze Zahl ab 0 sein',
  order1: 'Position muss eine ganze Zahl ab 1 sein',
  boolean: 'Bitte wählen Sie Ja oder Nein',
  status: 'Bitte wählen Sie einen gültigen Status aus',
  notes: 'Notizen dürfen höchstens 5000 Zeichen lang sein',
  isRead: 'Bitte geben Sie an, ob die Nachricht gelesen ist',
  answered: 'Bitte geben Sie an, ob die Nachricht beantwortet ist',
  messageUpdate: 'Bitte geben Sie an, ob die Nachricht gelesen oder beantwortet ist',
  overdue: 'Überfällig: „1“, oder den Parameter weglassen',
  uploadType: 'Bitte geben Sie den Upload-Typ an (highlight oder profile)',
  invisible: 'Bitte keine Steuerzeichen oder unsichtbaren Zeichen verwenden',
  /** The public forms' ways to reach someone (issue 48): du-form, like the spec's texts there. */
  tiktokUsernameCharacters:
    'Dein TikTok-Name darf nur Buchstaben, Ziffern, _ und . enthalten und höchstens 24 Zeichen lang sein',
  whatsappNumber:
    'Bitte gib eine gültige WhatsApp-Nummer aus deinem Land ein oder international mit +, z. B. +49 170 1234567',
  contactWhatsappNumber: 'Bitte gib eine gültige WhatsApp-Nummer ein, z. B. +49 170 1234567',
  telegramUsername:
    'Bitte gib einen gültigen Telegram-Namen ein: 5 bis 32 Buchstaben, Ziffern oder _, am Anfang ein Buchstabe',
} as const;

/** The `message` of error answers. */
export const HTTP = {
  invalidInput: 'Bitte überprüfe deine Eingaben.',
  /** The same in the control centre's form of address. */
  invalidInputStaff: 'Bitte überprüfen Sie Ihre Eingaben.',
  invalidJson: 'Die Anfrage enthält kein gültiges JSON.',
  bodyNotObject: 'Die Anfrage muss ein JSON-Objekt enthalten.',
  unsupportedMediaType: 'Nur JSON-Anfragen (Content-Type: application/json) werden unterstützt.',
  payloadTooLarge: 'Die Anfrage ist zu groß.',
  invalidId: 'Ungültige ID.',
  notFound: 'Nicht gefunden.',
  unauthorized: 'Bitte melden Sie sich an.',
  loginFailed: 'Anmeldung fehlgeschlagen. Bitte überprüfen Sie Ihre Anmeldedaten.',
} as const;
