import { Alert, Button, Form, Input } from 'antd';
import { KeyOutlined } from '@ant-design/icons';
import { startRegistration } from '@simplewebauthn/browser';
import type { PasskeyRegistered } from '@shared/api-types.js';
import type { AnswerOf, BodyOf } from '@shared/api/endpoint.js';
import { STAFF_LIMITS } from '@shared/constants.js';
import { API, callApi } from '../api/client.js';
import { useAttempt } from '../lib/attempt.js';
import { passkeyDialog } from './passkey-support.js';

/** The browser's own texts when the person cancels the dialog: said in German instead. */
const CANCELLED = 'Der Passkey wurde nicht angelegt (abgebrochen oder nicht erlaubt).';

/** The options of POST /account/passkeys/options, asked for with the password before this form. */
export type PasskeyOptions = AnswerOf<typeof API.account.passkeys.options>;

type Registration = BodyOf<typeof API.account.passkeys.register>['response'];

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
      const creation =
        options ??
        (await callApi(API.account.passkeys.options, password === undefined ? {} : { body: { password } }));
      // The browser library types a transport as any string; the server checks the response's schema.
      const response = (await passkeyDialog(creation, startRegistration, CANCELLED)) as Registration;
      onRegistered(
        await callApi(API.account.passkeys.register, { body: { name: name.trim() || 'Passkey', response } }),
      );
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
