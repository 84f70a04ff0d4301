import { useState } from 'react';
import { Alert, Button, List, Modal, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, KeyOutlined } from '@ant-design/icons';
import type { Passkey } from '@shared/api-types.js';
import { API, callApi, reasonOf, useApiQuery } from '../../api/client.js';
import { PasskeySetup, type PasskeyOptions } from '../../auth/PasskeySetup.js';
import { RecoveryCodes } from '../../auth/RecoveryCodes.js';
import { DESKTOP_PASSKEY_NOTE, passkeysOffered } from '../../auth/passkey-support.js';
import { desktopApi } from '../../desktop/bridge.js';
import { formatDateTime } from '../../lib/date.js';
import { useToast } from '../../lib/toast.js';
import { PasswordDialog } from './PasswordDialog.js';

/** 'add': the password first; { options }: the server's options, then name and the browser's dialog. */
type Dialog = null | 'add' | { options: PasskeyOptions } | { codes: string[] } | { remove: Passkey };

/** The person's passkeys: add (in the browser), rename, remove; or why passkeys do not work here. */
export function PasskeysSection({ onChanged }: { onChanged: () => void }) {
  const list = useApiQuery(API.account.passkeys.list);
  const [dialog, setDialog] = useState<Dialog>(null);
  const toast = useToast();
  const done = () => {
    setDialog(null);
    void list.refetch();
    onChanged();
  };
  const rename = async (passkey: Passkey, name: string) => {
    if (!name.trim() || name === passkey.name) return;
    try {
      await callApi(API.account.passkeys.rename, { params: { id: passkey.id }, body: { name: name.trim() } });
      void list.refetch();
    } catch (failure) {
      toast.error('Nicht umbenannt', reasonOf(failure));
    }
  };

  const unavailable = desktopApi()
    ? DESKTOP_PASSKEY_NOTE
    : list.data && !list.data.available
      ? list.data.reason
      : null;
  return (
    <section aria-label="Passkeys" className="account-passkeys">
      <Typography.Title level={3} className="account-section-title">
        Passkeys
      </Typography.Title>
      {unavailable && <Alert type="info" showIcon title={unavailable} />}
      <List<Passkey>
        loading={list.isPending}
        dataSource={list.data?.passkeys ?? []}
        locale={{ emptyText: <Typography.Text type="secondary">Noch keine Passkeys.</Typography.Text> }}
        renderItem={(passkey) => (
          <List.Item
            actions={[
              <Button
                key="remove"
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={`Passkey ${passkey.name} entfernen`}
                onClick={() => setDialog({ remove: passkey })}
              />,
            ]}
          >
            <List.Item.Meta
              avatar={<KeyOutlined aria-hidden />}
              title={
                <Typography.Text
                  editable={{
                    icon: <EditOutlined aria-label={`Passkey ${passkey.name} umbenennen`} />,
                    onChange: (name) => void rename(passkey, name),
                    maxLength: 60,
                  }}
                >
                  {passkey.name}
                </Typography.Text>
              }
              description={`Hinzugefügt ${formatDateTime(passkey.createdAt)}${passkey.lastUsedAt ? ` · zuletzt verwendet ${formatDateTime(passkey.lastUsedAt)}` : ''}`}
            />
          </List.Item>
        )}
      />
      {!unavailable && passkeysOffered() && (
        <Button icon={<KeyOutlined />} onClick={() => setDialog('add')}>
          Passkey hinzufügen
        </Button>
      )}
      <PasswordDialog
        open={dialog === 'add'}
        id="passkey-add-password"
        title="Passkey hinzufügen"
        description="Bitte bestätigen Sie mit Ihrem Passwort; danach wählen Sie den Namen und bestätigen im Dialog des Browsers."
        okText="Weiter"
        onCancel={() => setDialog(null)}
        onConfirm={async (password) => {
          setDialog({ options: await callApi(API.account.passkeys.options, { body: { password } }) });
        }}
      />
      <Modal
        open={typeof dialog === 'object' && dialog !== null && 'options' in dialog}
        title="Passkey hinzufügen"
        footer={null}
        onCancel={done}
        destroyOnHidden
      >
        <PasskeySetup
          options={
            typeof dialog === 'object' && dialog !== null && 'options' in dialog ? dialog.options : undefined
          }
          onRegistered={({ recoveryCodes }) => {
            toast.success('Passkey hinzugefügt', 'Sie können sich jetzt damit anmelden.');
            if (recoveryCodes) setDialog({ codes: recoveryCodes });
            else done();
          }}
        />
      </Modal>
      <Modal
        open={typeof dialog === 'object' && dialog !== null && 'codes' in dialog}
        title="Wiederherstellungscodes"
        footer={null}
        closable={false}
        destroyOnHidden
      >
        {typeof dialog === 'object' && dialog !== null && 'codes' in dialog && (
          <RecoveryCodes codes={dialog.codes} onDone={done} doneLabel="Fertig" />
        )}
      </Modal>
      <PasswordDialog
        open={typeof dialog === 'object' && dialog !== null && 'remove' in dialog}
        title="Passkey entfernen"
        description={
          typeof dialog === 'object' && dialog !== null && 'remove' in dialog
            ? `„${dialog.remove.name}“ meldet Sie danach nicht mehr an.`
            : ''
        }
        okText="Entfernen"
        danger
        onCancel={() => setDialog(null)}
        id="passkey-remove-password"
        onConfirm={async (password) => {
          if (typeof dialog !== 'object' || dialog === null || !('remove' in dialog)) return;
          await callApi(API.account.passkeys.remove, {
            params: { id: dialog.remove.id },
            body: { password },
          });
          toast.success('Entfernt', 'Der Passkey ist entfernt.');
          done();
        }}
      />
    </section>
  );
}
