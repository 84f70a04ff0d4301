import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { KeyOutlined } from '@ant-design/icons';
import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import type { PasskeyRegistered } from '@shared/api-types.js';
import { STAFF_LIMITS } from '@shared/constants.js';
import { adminPaths, apiRequest, reasonOf } from '../api/client.js';

/** The browser's own texts when the person cancels the dialog: said in German instead. */
const CANCELLED = 'Der Passkey wurde nicht angelegt (abgebrochen oder nicht erlaubt).';

/** Adds a passkey: a name, then the browser's own dialog (fingerprint, face, PIN or security key). */
export function PasskeySetup({ onRegistered }: { onRegistered: (result: PasskeyRegistered) => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const add = async ({ name = '' }: { name?: string }) => {
    setBusy(true);
    setError(null);
    try {
      const options = (await (
        await apiRequest('POST', adminPaths.passkeyOptions)
      ).json()) as PublicKeyCredentialCreationOptionsJSON;
      let response;
      try {
        response = await startRegistration({ optionsJSON: options });
      } catch {
        setError(CANCELLED);
        return;
      }
      const answer = await apiRequest('POST', adminPaths.passkeys, {
        name: name.trim() || 'Passkey',
        response,
      });
      onRegistered((await answer.json()) as PasskeyRegistered);
    } catch (failure) {
      setError(reasonOf(failure));
    } finally {
      setBusy(false);
    }
  };

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
