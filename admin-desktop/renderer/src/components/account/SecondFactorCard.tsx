import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Modal, Space, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { AdminUser, TotpEnrolment } from '@shared/api-types.js';
import { API, callApi, queryKeyOf } from '../../api/client.js';
import { useAuth } from '../../auth/AuthContext.js';
import { RecoveryCodes } from '../../auth/RecoveryCodes.js';
import { TotpSetup } from '../../auth/TotpSetup.js';
import { useToast } from '../../lib/toast.js';
import { PasswordDialog } from './PasswordDialog.js';
import { PasskeysSection } from './PasskeysSection.js';

/** The steps that ask for the password first. */
type PasswordStep = 'setup' | 'replace' | 'remove-totp' | 'new-codes';

type Dialog =
  null | { password: PasswordStep } | { totp: TotpEnrolment; replace: boolean } | { codes: string[] };

const REPLACE_INTRO =
  'Scannen Sie den QR-Code mit der Authenticator-App auf dem neuen Gerät oder geben Sie den Schlüssel von Hand ein. Ihre bisherige App funktioniert weiter, bis Sie hier einen Code der neuen App bestätigen; danach gelten nur noch deren Codes.';

/** What the password dialog of each step says and does. */
const PASSWORD_STEPS: Record<PasswordStep, { title: string; okText: string; danger?: boolean }> = {
  setup: { title: 'Authenticator-App einrichten', okText: 'Weiter' },
  replace: { title: 'Authenticator-App neu einrichten', okText: 'Weiter' },
  'remove-totp': { title: 'Authenticator-App entfernen', okText: 'Entfernen', danger: true },
  'new-codes': { title: 'Neue Wiederherstellungscodes', okText: 'Erzeugen' },
};

/**
 * What removing the app really does: with a passkey, that passkey confirms the sign-ins; without,
 * the account signs in with the password alone and its recovery codes go (where a second factor
 * is required the server refuses, and says so in this dialog).
 */
function removalText(passkeys: number): string {
  return passkeys > 0
    ? 'Codes aus der App gelten danach nicht mehr; Sie bestätigen Anmeldungen mit Ihrem Passkey. Ihre Wiederherstellungscodes bleiben gültig. Für ein neues Handy wählen Sie stattdessen „Neu einrichten“.'
    : 'Ohne Passkey meldet sich dieses Konto danach nur mit dem Passwort an, und Ihre Wiederherstellungscodes verfallen. Ist ein zweiter Faktor vorgeschrieben, richten Sie vorher einen Passkey ein. Für ein neues Handy wählen Sie stattdessen „Neu einrichten“.';
}

/** How many recovery codes are left, said without "0 von 10" when there are none to speak of. */
function codesLeft(left: number, hasFactor: boolean): string {
  if (!hasFactor) return 'Keine: Sie entstehen mit dem ersten zweiten Faktor.';
  if (left === 0) return 'Alle verbraucht. Bitte erzeugen Sie neue.';
  return `${left} von 10 übrig`;
}

/**
 * The second factors of the signed-in person: authenticator app, passkeys, recovery codes. Adding,
 * replacing or removing a factor and new codes ask for the password first; a replacement
 ("Neu einrichten") keeps the old app working until the new one is confirmed.
 */
export function SecondFactorCard({ user }: { user: AdminUser }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const queryClient = useQueryClient();
  const toast = useToast();
  const { recoveryCodeUsed, dismissRecoveryNotice } = useAuth();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeyOf(API.auth.user) });
  const { totp, passkeys, recoveryCodesLeft } = user.secondFactor;
  const hasFactor = totp || passkeys > 0;
  const close = () => {
    setDialog(null);
    void refresh();
  };
  // The step the password dialog asks for; kept after it closes, so its texts stay while it fades out.
  const [shownStep, setShownStep] = useState<PasswordStep>('setup');
  const askPassword = (step: PasswordStep) => {
    setShownStep(step);
    setDialog({ password: step });
  };
  const passwordStep = dialog && 'password' in dialog ? dialog.password : null;
  const totpDialog = dialog && 'totp' in dialog ? dialog : null;
  const codes = dialog && 'codes' in dialog ? dialog.codes : null;

  /** The step the password confirmed. */
  const confirmed = async (step: PasswordStep, password: string) => {
    if (step === 'setup' || step === 'replace') {
      setDialog({
        totp: await callApi(API.account.totp.start, { body: { password } }),
        replace: step === 'replace',
      });
    } else if (step === 'remove-totp') {
      await callApi(API.account.totp.remove, { body: { password } });
      toast.success('Entfernt', 'Die Authenticator-App ist nicht mehr eingerichtet.');
      close();
    } else {
      setDialog({ codes: (await callApi(API.account.recoveryCodes, { body: { password } })).recoveryCodes });
    }
  };

  const totpConfirmed = (replace: boolean, recoveryCodes: string[] | null) => {
    dismissRecoveryNotice();
    toast.success(
      replace ? 'Neu eingerichtet' : 'Eingerichtet',
      replace
        ? 'Ab jetzt gelten nur noch die Codes der neuen App.'
        : 'Die Authenticator-App ist eingerichtet.',
    );
    // New codes only for the account's first factor; otherwise the ones it has stay valid.
    if (recoveryCodes) setDialog({ codes: recoveryCodes });
    else close();
  };

  return (
    <Card title="Zweiter Faktor">
      {recoveryCodeUsed && (
        <Alert
          type="warning"
          showIcon
          className="account-recovery-notice"
          title="Sie haben sich mit einem Wiederherstellungscode angemeldet"
          description={
            // The button under the text: beside it, a phone's width leaves the text a narrow column.
            <>
              <p>
                {totp
                  ? 'Ist Ihr Handy verloren oder neu? Richten Sie die Authenticator-App neu ein; die verlorene erzeugt danach keine gültigen Codes mehr.'
                  : 'Richten Sie jetzt wieder einen zweiten Faktor ein, damit Sie nicht auf die übrigen Codes angewiesen sind.'}
              </p>
              <Button size="small" onClick={() => askPassword(totp ? 'replace' : 'setup')}>
                {totp ? 'Neu einrichten' : 'Einrichten'}
              </Button>
            </>
          }
        />
      )}
      <Descriptions column={1} size="small" layout="vertical" className="account-factors">
        <Descriptions.Item label="Authenticator-App">
          <Space wrap>
            {totp ? <Tag color="success">Eingerichtet</Tag> : <Tag>Nicht eingerichtet</Tag>}
            {totp ? (
              <>
                <Button size="small" onClick={() => askPassword('replace')}>
                  Neu einrichten
                </Button>
                <Button size="small" danger onClick={() => askPassword('remove-totp')}>
                  Entfernen
                </Button>
              </>
            ) : (
              <Button size="small" type="primary" onClick={() => askPassword('setup')}>
                Einrichten
              </Button>
            )}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label="Wiederherstellungscodes">
          <Space wrap>
            <span>{codesLeft(recoveryCodesLeft, hasFactor)}</span>
            {hasFactor && (
              <Button size="small" onClick={() => askPassword('new-codes')}>
                Neue Codes erzeugen
              </Button>
            )}
          </Space>
        </Descriptions.Item>
      </Descriptions>
      <PasskeysSection onChanged={() => void refresh()} />

      <Modal
        open={totpDialog !== null}
        title={totpDialog?.replace ? 'Authenticator-App neu einrichten' : 'Authenticator-App einrichten'}
        footer={null}
        onCancel={close}
        destroyOnHidden
      >
        {totpDialog && (
          <TotpSetup
            enrolment={totpDialog.totp}
            intro={totpDialog.replace ? REPLACE_INTRO : undefined}
            onConfirmed={(recoveryCodes) => totpConfirmed(totpDialog.replace, recoveryCodes)}
          />
        )}
      </Modal>
      <Modal
        open={codes !== null}
        title="Wiederherstellungscodes"
        footer={null}
        closable={false}
        destroyOnHidden
      >
        {codes && <RecoveryCodes codes={codes} onDone={close} doneLabel="Fertig" />}
      </Modal>
      <PasswordDialog
        open={passwordStep !== null}
        id="second-factor-password"
        title={PASSWORD_STEPS[shownStep].title}
        description={
          shownStep === 'setup'
            ? 'Bitte bestätigen Sie mit Ihrem Passwort; danach zeigen wir den QR-Code.'
            : shownStep === 'replace'
              ? 'Für ein neues Handy: Bitte bestätigen Sie mit Ihrem Passwort; danach zeigen wir einen neuen QR-Code. Ihre bisherige App funktioniert weiter, bis Sie die neue mit einem Code bestätigen.'
              : shownStep === 'remove-totp'
                ? removalText(passkeys)
                : 'Die bisherigen Codes gelten danach nicht mehr.'
        }
        okText={PASSWORD_STEPS[shownStep].okText}
        danger={PASSWORD_STEPS[shownStep].danger}
        onCancel={close}
        onConfirm={(password) => confirmed(shownStep, password)}
      />
    </Card>
  );
}
