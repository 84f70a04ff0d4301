import { Alert } from 'antd';
import { Link } from 'react-router';
import { useAuth } from '../../auth/AuthContext.js';

/**
 * The dashboard's reminders about one's own account: after a sign-in with a recovery code, the
 * offer to set the authenticator app up again (the phone may be lost or new); and an owner without
 * an e-mail address is asked to add one, so that a password reset can reach them.
 */
export function AccountReminders() {
  const { user, recoveryCodeUsed } = useAuth();
  if (!user) return null;
  const ownerWithoutEmail = user.role === 'owner' && !user.email;
  if (!recoveryCodeUsed && !ownerWithoutEmail) return null;
  return (
    <>
      {recoveryCodeUsed && (
        <Alert
          type="warning"
          showIcon
          role="region"
          aria-label="Mit Wiederherstellungscode angemeldet"
          title="Sie haben sich mit einem Wiederherstellungscode angemeldet"
          // The link under the text: beside it, a phone's width leaves the text a narrow column.
          description={
            <>
              <p>
                {user.secondFactor.totp
                  ? 'Ist Ihr Handy verloren oder neu? Richten Sie die Authenticator-App unter „Mein Konto“ neu ein; die alte erzeugt danach keine gültigen Codes mehr.'
                  : 'Richten Sie unter „Mein Konto“ wieder einen zweiten Faktor ein, damit Sie nicht auf die übrigen Codes angewiesen sind.'}
              </p>
              <Link to="/konto">Zu „Mein Konto“</Link>
            </>
          }
        />
      )}
      {ownerWithoutEmail && (
        <Alert
          type="info"
          showIcon
          role="region"
          aria-label="E-Mail-Adresse hinterlegen"
          title="Bitte hinterlegen Sie Ihre E-Mail-Adresse"
          description={
            <>
              <p>
                Ihr Inhaber-Konto hat keine E-Mail-Adresse. Ohne sie erreicht Sie kein Link zum Zurücksetzen
                des Passworts, wenn Sie es vergessen.
              </p>
              <Link to="/konto">E-Mail-Adresse hinterlegen</Link>
            </>
          }
        />
      )}
    </>
  );
}
