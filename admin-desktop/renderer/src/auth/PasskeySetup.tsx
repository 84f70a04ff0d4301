import { Alert, Button, Form, Input } from 'antd';
import { KeyOutlined } from '@ant-design/icons';
import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import type { PasskeyRegistered } from '@shared/api-types.js';
import { STAFF_LIMITS } from '@shared/constants.js';
import { adminPaths, apiRequest } from '../api/client.js';
import { useAttempt } from '../lib/attempt.js';
import { passkeyCeremony, passkeyDialog } from './passkey-support.js';

/** The browser's own texts when the person cancels the dialog: said in German instead. */
const CANCELLED = 'Der Passkey wurde nicht angelegt (abgebrochen oder nicht erlaubt).';

/** The options of POST /account/passkeys/options, asked for with the password before this form. */
export type PasskeyOptions = PublicKeyCredentialCreationOptionsJSON;

/**
 * Adds a passkey: a name, then the browser's own dialog (fingerprint, face, PIN or security key).
 * `options`: the server's options, asked for with the password on the account screen; without,
 * they are asked for here (the enrolment step of a sign-in, which needs no password).
 */
export function PasskeySetup({
  options,
  password,
  onRegistered,
}: {
  options?: PasskeyOptions;
  /** The password the options are asked for with, when the caller has it (see EnrolStep). */
  password?: string;
  onRegistered: (result: PasskeyRegistered) => void;
}) {
  const { error, busy, run } = useAttempt();

  const add = ({ name = '' }: { name?: string }) =>
    run(async () => {
      const response = options
        ? await passkeyDialog(options, startRegistration, CANCELLED)
        : await passkeyCeremony(
            adminPaths.passkeyOptions,
            startRegistration,
            CANCELLED,
            password === undefined ? undefined : { password },
          );
      const answer = await apiRequest('POST', adminPaths.passkeys, {
        name: name.trim() || 'Passkey',
        response,
      });
      onRegistered((await answer.json()) as PasskeyRegistered);
    });

  return (
    <Form
      layout="vertical"
      onFinish={add}
      requiredMark={false}
      aria-label="Passkey hinzufügen"
      initialValues={{ name: 'Passkey' }}
    >
      <Form.Item label="Name des Passkeys" name="name" extra="Zum Beispiel das Gerät: „Laptop“ oder „Handy“.">
        <Input maxLength={STAFF_LIMITS.passkeyNameMax} />
      </Form.Item>
      {error && <Alert type="error" showIcon title={error} role="alert" className="login-card__error" />}
      <Button type="primary" htmlType="submit" icon={<KeyOutlined />} loading={busy}>
        Passkey hinzufügen
      </Button>
    </Form>
  );
}
