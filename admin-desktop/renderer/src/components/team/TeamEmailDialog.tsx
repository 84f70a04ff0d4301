import { Form, Input, Typography } from 'antd';
import type { EmailChangeWay, TeamMember } from '@shared/api-types.js';
import { EMAIL_CHANGE, STAFF_LIMITS } from '@shared/constants.js';
import { staffMessages } from '@shared/staff-texts.js';
import { API, reasonOf, useApiWrite } from '../../api/client.js';
import { fieldErrorsOf, showFieldErrors } from '../../lib/form.js';
import { useToast } from '../../lib/toast.js';
import { FormDialog } from '../FormDialog.js';

interface EmailValues {
  email: string;
}

/**
 * „E-Mail ändern“ on the team screen. With mail (`way` 'mail') the person confirms the new
 * address by the link mailed to it, as on „Mein Konto“; without, it takes effect at once (the only
 * way to change an address then).
 */
export function TeamEmailDialog({
  member,
  way,
  onClose,
}: {
  member: TeamMember | null;
  way: EmailChangeWay;
  onClose: () => void;
}) {
  const [form] = Form.useForm<EmailValues>();
  const toast = useToast();
  const change = useApiWrite(API.team.email, {
    input: ({ id, email }: { id: number; email: string }) => ({ params: { id }, body: { email } }),
    invalidates: [API.team.list],
  });
  const name = member?.displayName ?? '';
  const submit = ({ email }: EmailValues) => {
    if (!member) return;
    change.mutate(
      { id: member.id, email: email.trim() },
      {
        onSuccess: (changed) => {
          if (changed.pendingEmail) {
            toast.success(
              'Bestätigungslink verschickt',
              `Die neue Adresse gilt, sobald ${name} den Link in der E-Mail an ${changed.pendingEmail} bestätigt.`,
            );
          } else toast.success('E-Mail-Adresse geändert', `${name}: ${changed.email ?? '–'}`);
          onClose();
        },
        onError: (failure) => {
          const fields = fieldErrorsOf(failure);
          if (!fields || showFieldErrors(form, fields)) toast.error('Nicht geändert', reasonOf(failure));
        },
      },
    );
  };
  return (
    <FormDialog<EmailValues>
      open={member !== null}
      title={`E-Mail-Adresse von ${name}`}
      name="team-email"
      form={form}
      initialValues={{ email: member?.email ?? '' }}
      saving={change.isPending}
      onFinish={submit}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">
        {way === 'mail'
          ? `${name} bekommt einen Link an die neue Adresse (${EMAIL_CHANGE.linkHours} Stunden gültig); sie gilt, sobald ${name} ihn bestätigt. Die bisherige Adresse wird benachrichtigt.`
          : 'Dieser Server verschickt keine E-Mails: Die neue Adresse gilt sofort. Bitte prüfen Sie sie genau.'}
      </Typography.Paragraph>
      <Form.Item
        label="Neue E-Mail-Adresse"
        name="email"
        rules={[{ required: true, type: 'email', message: staffMessages.email }]}
      >
        <Input type="email" maxLength={STAFF_LIMITS.emailMax} autoComplete="off" />
      </Form.Item>
    </FormDialog>
  );
}
