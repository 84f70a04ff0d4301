import { useState } from 'react';
import { Card, Checkbox, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { AccountAlerts, AdminUser } from '@shared/api-types.js';
import { can } from '@shared/roles.js';
import { API, callApi, queryKeyOf, reasonOf } from '../../api/client.js';
import { useToast } from '../../lib/toast.js';

/**
 * „E-Mail-Benachrichtigungen“: which e-mails the person wants, saved at once. Only for those who
 * may see applications; the mails go to the account's own address.
 */
export function AlertsCard({ user }: { user: AdminUser }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  if (!can(user.role, 'applications.read')) return null;
  const save = async (alerts: AccountAlerts) => {
    setSaving(true);
    try {
      queryClient.setQueryData(
        queryKeyOf(API.auth.user),
        await callApi(API.account.alerts, { body: alerts }),
      );
      toast.success('Gespeichert');
    } catch (failure) {
      toast.error('Nicht gespeichert', reasonOf(failure));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card title="E-Mail-Benachrichtigungen">
      <Checkbox
        checked={user.alerts.assigned}
        disabled={saving}
        onChange={(event) => void save({ assigned: event.target.checked })}
      >
        Wenn mir eine Bewerbung zugewiesen wird
      </Checkbox>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        {user.email
          ? `An ${user.email}, mit TikTok-Name und Land der Bewerbung. Nicht, wenn Sie sich selbst zuweisen.`
          : 'Dafür braucht Ihr Konto eine E-Mail-Adresse (unter „Profil“).'}
      </Typography.Paragraph>
    </Card>
  );
}
