import { useState } from 'react';
import { Segmented, Typography } from 'antd';
import { PasskeySetup } from './PasskeySetup.js';
import { RecoveryCodes } from './RecoveryCodes.js';
import { TotpSetup } from './TotpSetup.js';
import { passkeysOffered } from './passkey-support.js';

type Choice = 'totp' | 'passkey';

/**
 * Setting up the first second factor (at a sign-in that requires one, after accepting an
 * invitation, or on the account screen): the authenticator app or, in the browser, a passkey;
 * then the recovery codes, once.
 */
export function EnrolStep({ onDone, intro }: { onDone: () => void; intro?: string }) {
  const [choice, setChoice] = useState<Choice>('totp');
  const [codes, setCodes] = useState<string[] | null>(null);
  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} />;
  return (
    <div className="enrol-step">
      <Typography.Paragraph>
        {intro ??
          'Zum Schutz der Bewerberdaten braucht jedes Konto einen zweiten Faktor. Richten Sie ihn jetzt ein.'}
      </Typography.Paragraph>
      {passkeysOffered() && (
        <Segmented<Choice>
          block
          value={choice}
          onChange={setChoice}
          options={[
            { label: 'Authenticator-App', value: 'totp' },
            { label: 'Passkey', value: 'passkey' },
          ]}
          className="enrol-step__choice"
        />
      )}
      {choice === 'totp' ? (
        <TotpSetup onConfirmed={setCodes} />
      ) : (
        <PasskeySetup
          onRegistered={({ recoveryCodes }) => (recoveryCodes ? setCodes(recoveryCodes) : onDone())}
        />
      )}
    </div>
  );
}
