import { useState } from 'react';
import { Button, Card, Descriptions, Modal, Space, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { AdminUser, RecoveryCodes as Codes } from '@shared/api-types.js';
import { adminPaths, apiRequest } from '../../api/client.js';
import { RecoveryCodes } from '../../auth/RecoveryCodes.js';
import { TotpSetup } from '../../auth/TotpSetup.js';
import { useToast } from '../../lib/toast.js';
import { PasswordDialog } from './PasswordDialog.js';
import { PasskeysSection } from './PasskeysSection.js';

type Dialog = null | 'totp' | 'remove-totp' | 'new-codes' | { codes: string[] };

/** The second factors of the signed-in person: authenticator app, passkeys, recovery codes. */
export function SecondFactorCard({ user }: { user: AdminUser }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const queryClient = useQueryClient();
  const toast = useToast();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [adminPaths.user] });
  const { totp, recoveryCodesLeft } = user.secondFactor;
  const close = () => {
    setDialog(null);
    void refresh();
  };

  return (
    <Card title="Zweiter Faktor">
      <Descriptions column={1} size="small" className="account-factors">
        <Descriptions.Item label="Authenticator-App">
          <Space wrap>
            {totp ? <Tag color="success">Eingerichtet</Tag> : <Tag>Nicht eingerichtet</Tag>}
            {totp ? (
              <Button size="small" danger onClick={() => setDialog('remove-totp')}>
                Entfernen
              </Button>
            ) : (
              <Button size="small" type="primary" onClick={() => setDialog('totp')}>
                Einrichten
              </Button>
            )}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label="Wiederherstellungscodes">
          <Space wrap>
            <span>{recoveryCodesLeft} von 10 übrig</span>
            {(totp || user.secondFactor.passkeys > 0) && (
              <Button size="small" onClick={() => setDialog('new-codes')}>
                Neue Codes erzeugen
              </Button>
            )}
          </Space>
        </Descriptions.Item>
      </Descriptions>
      <PasskeysSection onChanged={() => void refresh()} />

      <Modal
        open={dialog === 'totp'}
        title="Authenticator-App einrichten"
        footer={null}
        onCancel={close}
        destroyOnHidden
      >
        <TotpSetup onConfirmed={(codes) => setDialog({ codes })} />
      </Modal>
      <Modal
        open={typeof dialog === 'object' && dialog !== null}
        title="Wiederherstellungscodes"
        footer={null}
        closable={false}
        destroyOnHidden
      >
        {typeof dialog === 'object' && dialog !== null && (
          <RecoveryCodes codes={dialog.codes} onDone={close} doneLabel="Fertig" />
        )}
      </Modal>
      <PasswordDialog
        open={dialog === 'remove-totp'}
        title="Authenticator-App entfernen"
        description="Danach meldet sich dieses Konto ohne Codes aus der App an (mit Passkey, falls vorhanden)."
        okText="Entfernen"
        danger
        onCancel={close}
        onConfirm={async (password) => {
          await apiRequest('DELETE', adminPaths.totp, { password });
          toast.success('Entfernt', 'Die Authenticator-App ist nicht mehr eingerichtet.');
          close();
        }}
      />
      <PasswordDialog
        open={dialog === 'new-codes'}
        title="Neue Wiederherstellungscodes"
        description="Die bisherigen Codes gelten danach nicht mehr."
        okText="Erzeugen"
        onCancel={close}
        onConfirm={async (password) => {
          const response = await apiRequest('POST', adminPaths.recoveryCodes, { password });
          setDialog({ codes: ((await response.json()) as Codes).recoveryCodes });
        }}
      />
    </Card>
  );
}
