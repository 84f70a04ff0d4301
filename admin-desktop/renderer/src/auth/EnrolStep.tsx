import { useState } from 'react';
import { Alert, Segmented, Typography } from 'antd';
import { API, useApiQuery } from '../api/client.js';
import { PasskeySetup } from './PasskeySetup.js';
import { RecoveryCodes } from './RecoveryCodes.js';
import { TotpSetup, useTotpEnrolment } from './TotpSetup.js';
import { PASSKEY_ADDRESS_NOTE, passkeysOffered } from './passkey-support.js';

type Choice = 'totp' | 'passkey';

/**
 * Setting up the first second factor at the enrolment step of a sign-in that requires one, or
 * after accepting an invitation (no password asked again: it was just given): the authenticator
 * app or, in the browser, a passkey; then the recovery codes, once. The app's set-up is started
 * once here, so switching to the passkey tab and back keeps the QR code already scanned.
 */
export function EnrolStep({
  onDone,
  intro,
  password,
}: {
  onDone: () => void;
  intro?: string;
  /**
   * The password just typed, for a person already signed in (an invitation accepted where the
   * factor may wait): a signed-in account confirms adding a factor with it. Not at the enrolment
   * step of a sign-in, which needs none.
   */
  password?: string;
}) {
  const [choice, setChoice] = useState<Choice>('totp');
  const [codes, setCodes] = useState<string[] | null>(null);
  const totp = useTotpEnrolment(password);
  const offered = passkeysOffered();
  // An address passkeys cannot use (a plain IP address, http outside localhost): the tab says so.
  const availability = useApiQuery(API.auth.passkeyAvailability, null, {
    enabled: offered,
    staleTime: Infinity,
  });
  const passkeysHere = availability.data?.available !== false;
  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} />;
  return (
    <div className="enrol-step">
      <Typography.Paragraph>
        {intro ??
          'Zum Schutz der Bewerberdaten braucht jedes Konto einen zweiten Faktor. Richten Sie ihn jetzt ein.'}
      </Typography.Paragraph>
      {offered && (
        <>
          <Segmented<Choice>
            block
            value={choice}
            onChange={setChoice}
            options={[
              { label: 'Authenticator-App', value: 'totp' },
              { label: 'Passkey', value: 'passkey', disabled: !passkeysHere },
            ]}
            className="enrol-step__choice"
          />
          {!passkeysHere && (
            <Alert
              type="info"
              showIcon
              className="enrol-step__note"
              title={availability.data?.reason || PASSKEY_ADDRESS_NOTE}
            />
          )}
        </>
      )}
      {choice === 'totp' || !passkeysHere ? (
        <TotpSetup
          enrolment={totp.enrolment}
          startError={totp.error}
          onConfirmed={(recoveryCodes) => (recoveryCodes ? setCodes(recoveryCodes) : onDone())}
        />
      ) : (
        <PasskeySetup
          password={password}
          onRegistered={({ recoveryCodes }) => (recoveryCodes ? setCodes(recoveryCodes) : onDone())}
        />
      )}
    </div>
  );
}
