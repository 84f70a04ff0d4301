/** German texts of the desktop app (menus, dialogs, address check). */
export const desktopMessages = {
  addressRequired: 'Bitte geben Sie die Adresse des Servers ein.',
  addressInvalid: 'Bitte geben Sie eine gültige Adresse ein, zum Beispiel https://agentur.example.',
  addressInsecure: 'Die Adresse muss mit https:// beginnen (http:// nur für localhost).',
  addressWithCredentials: 'Die Adresse darf keinen Benutzernamen und kein Passwort enthalten.',
  unreachable: 'Der Server ist nicht erreichbar. Bitte prüfen Sie die Adresse und Ihre Internetverbindung.',
  notAgencyServer: 'Unter dieser Adresse antwortet kein Server des Kontrollzentrums.',
  notConfigured: 'Es ist noch keine Server-Adresse eingerichtet.',
  menuApp: 'Kontrollzentrum',
  menuServerAddress: 'Server-Adresse ändern …',
  menuReload: 'Neu laden',
  menuQuit: 'Beenden',
  menuEdit: 'Bearbeiten',
  menuView: 'Ansicht',
  menuWindow: 'Fenster',
  discardTitle: 'Änderungen verwerfen?',
  discardDetail:
    'Ihre Änderungen sind noch nicht gespeichert. Wenn Sie das Fenster schließen oder neu laden, gehen sie verloren.',
  discard: 'Verwerfen',
  keepEditing: 'Weiter bearbeiten',
} as const;
