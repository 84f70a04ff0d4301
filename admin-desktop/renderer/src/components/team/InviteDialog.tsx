import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { STAFF_LIMITS } from '@shared/constants.js';
import { ROLE_DESCRIPTIONS, ROLES, type Role } from '@shared/roles.js';
import { API, reasonOf, useApiWrite } from '../../api/client.js';
import { fieldErrorsOf, showFieldErrors } from '../../lib/form.js';
import { useToast } from '../../lib/toast.js';
import { hasChanges } from '../../lib/changes.js';
import { useDiscardGuard } from '../../lib/discard-guard.js';
import { OneTimeLink } from './OneTimeLink.js';
import { RoleSelect } from './RoleSelect.js';

interface InviteValues {
  name: string;
  email: string;
  role: Role;
}

const INITIAL: Partial<InviteValues> = { role: 'editor' };

/**
 * Invites a person by name, e-mail and role. With mail on the server sends the link; without,
 * the link is shown here once to pass on by hand (it is never shown again).
 */
export function InviteDialog({
  open,
  mayInviteOwners,
  onClose,
}: {
  open: boolean;
  mayInviteOwners: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<InviteValues>();
  const toast = useToast();
  const [link, setLink] = useState<string | null>(null);
  const chosenRole = Form.useWatch('role', form) ?? 'editor';
  const invite = useApiWrite(API.team.invitations.create, {
    input: (body: InviteValues) => ({ body }),
    invalidates: [API.team.invitations.list],
  });
  const close = () => {
    setLink(null);
    onClose();
  };
  // A typed name or address is asked about before the dialog closes (or a way out leaves it).
  const requestClose = useDiscardGuard(
    open && !link,
    () => hasChanges(INITIAL, form.getFieldsValue(true)),
    close,
  );
  const submit = (values: InviteValues) =>
    invite.mutate(values, {
      onSuccess: (created) => {
        if (created.link) setLink(created.link);
        else {
          toast.success('Einladung verschickt', `${values.email} bekommt einen Link, der 72 Stunden gilt.`);
          close();
        }
      },
      onError: (failure) => {
        const fields = fieldErrorsOf(failure);
        if (!fields || showFieldErrors(form, fields)) toast.error('Nicht eingeladen', reasonOf(failure));
      },
    });
  const roles = ROLES.filter((role) => role !== 'owner' || mayInviteOwners);
  return (
    <Modal
      open={open}
      title="Person einladen"
      okText={link ? 'Fertig' : 'Einladen'}
      cancelText="Abbrechen"
      cancelButtonProps={{ hidden: Boolean(link) }}
      okButtonProps={link ? {} : { htmlType: 'submit', form: 'invite', loading: invite.isPending }}
      onOk={link ? close : undefined}
      onCancel={link ? close : requestClose}
      destroyOnHidden
    >
      {link ? (
        <OneTimeLink
          link={link}
          title="Dieser Server verschickt keine E-Mails"
          description="Geben Sie den Link selbst weiter. Er gilt 72 Stunden, nur einmal, und wird hier nicht noch einmal angezeigt."
        />
      ) : (
        <Form<InviteValues>
          form={form}
          id="invite"
          layout="vertical"
          onFinish={submit}
          aria-label="Person einladen"
          initialValues={INITIAL}
        >
          <Form.Item
            label="Name"
            name="name"
            rules={[{ required: true, message: 'Bitte geben Sie einen Namen ein (mindestens 2 Zeichen).' }]}
          >
            <Input maxLength={STAFF_LIMITS.nameMax} autoComplete="off" />
          </Form.Item>
          <Form.Item
            label="E-Mail-Adresse"
            name="email"
            rules={[{ required: true, message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' }]}
          >
            <Input type="email" maxLength={STAFF_LIMITS.emailMax} autoComplete="off" />
          </Form.Item>
          {/* The chosen role's whole description under the field (the field itself names the role). */}
          <Form.Item label="Rolle" name="role" extra={ROLE_DESCRIPTIONS[chosenRole]}>
            <RoleSelect roles={roles} popupMatchSelectWidth />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
