import { useRef, useSyncExternalStore } from 'react';
import { Modal, Typography, type InputRef } from 'antd';
import { useNavigate } from 'react-router';
import { useAdminStore } from '../store.js';
import { useAuth } from './AuthContext.js';
import { SignInFlow } from './SignInFlow.js';
import { sessionRecovery } from './session-recovery.js';
import { leaveOnPurpose } from '../lib/discard-guard.js';

/** Above every dialog and confirmation of the screens (antd's modals start at 1000). */
const Z_INDEX = 1500;

/**
 * The in-place sign-in: while requests of an ended session wait (see session-recovery.ts), a
 * dialog over the current screen and its open dialogs asks for the credentials. Everything below
 * stays as it is; after the sign-in the waiting requests are sent again and answer their callers.
 * 'Abbrechen' gives them up and leads to the login without any data of the old session.
 * Only Abbrechen closes it: a stray Escape or click beside it must not throw the drafts away.
 */
export function SessionRecovery() {
  const open = useSyncExternalStore(sessionRecovery.subscribe, sessionRecovery.waiting);
  const { endSession } = useAuth();
  const navigate = useNavigate();
  const username = useAdminStore((state) => state.user?.username);
  const password = useRef<InputRef>(null);

  // Giving the waiting requests up gives the screens' changes up too: nothing asks again.
  const cancel = () => {
    endSession();
    leaveOnPurpose(() => void navigate('/', { replace: true }));
  };

  return (
    <Modal
      open={open}
      title="Sitzung abgelaufen"
      footer={null}
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      zIndex={Z_INDEX}
      width={420}
      destroyOnHidden
      centered
      // The user name is known: the password is what to type (after the opening, which moves the focus).
      afterOpenChange={(visible) => {
        if (visible && username) password.current?.focus();
      }}
    >
      <Typography.Paragraph type="secondary">
        Bitte melden Sie sich erneut an. Ihre Eingaben bleiben erhalten.
      </Typography.Paragraph>
      <SignInFlow
        label="Erneut anmelden"
        initialUsername={username}
        passwordRef={password}
        onCancel={cancel}
      />
    </Modal>
  );
}
