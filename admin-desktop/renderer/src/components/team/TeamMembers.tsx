import { Button, Popconfirm, Select, Space, Switch, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { AdminUser, TeamMember } from '@shared/api-types.js';
import { can, ROLE_LABELS, ROLES, type Role } from '@shared/roles.js';
import { adminPaths, reasonOf, useApiMutation, useList } from '../../api/client.js';
import { ConfirmDelete } from '../ConfirmDelete.js';
import { ListCard, ResponsiveList, TouchActions } from '../ResponsiveList.js';
import { formatDateTime } from '../../lib/date.js';
import { useToast } from '../../lib/toast.js';

/** The accounts of the team with their role, factor, last sign-in and state; changes by permission. */
export function TeamMembers({ me }: { me: AdminUser }) {
  const members = useList<TeamMember>(adminPaths.team);
  const toast = useToast();
  const manage = can(me.role, 'team.manage');
  const owners = can(me.role, 'team.owners');
  const update = useApiMutation<{ id: number; role?: Role; active?: boolean }>(
    adminPaths.team,
    ({ id, ...body }) => ({
      method: 'PATCH',
      url: `${adminPaths.team}/${id}`,
      body,
    }),
  );
  const remove = useApiMutation<number>(adminPaths.team, (id) => ({
    method: 'DELETE',
    url: `${adminPaths.team}/${id}`,
  }));
  const endSessions = useApiMutation<number, { ended: number }>(null, (id) => ({
    method: 'DELETE',
    url: `${adminPaths.team}/${id}/sessions`,
  }));
  const resetFactor = useApiMutation<number, { ended: number }>(adminPaths.team, (id) => ({
    method: 'POST',
    url: `${adminPaths.team}/${id}/reset-2fa`,
  }));
  const failed = (title: string) => (failure: Error) => toast.error(title, reasonOf(failure));

  /** Whether I may change this account (only owners touch owners; nobody disables themselves). */
  const mayChange = (member: TeamMember) => manage && (owners || member.role !== 'owner');
  const roleSelect = (member: TeamMember) => (
    <Select<Role>
      aria-label={`Rolle von ${member.displayName}`}
      value={member.role}
      disabled={!mayChange(member)}
      style={{ minWidth: 150 }}
      options={ROLES.filter((role) => owners || role !== 'owner').map((role) => ({
        value: role,
        label: ROLE_LABELS[role],
      }))}
      onChange={(role) =>
        update.mutate(
          { id: member.id, role },
          {
            onSuccess: () =>
              toast.success('Rolle geändert', `${member.displayName} ist jetzt ${ROLE_LABELS[role]}.`),
            onError: failed('Rolle nicht geändert'),
          },
        )
      }
    />
  );
  const activeSwitch = (member: TeamMember) => (
    <Switch
      aria-label={`Konto von ${member.displayName} aktiv`}
      checked={member.active}
      disabled={!mayChange(member) || member.id === me.id}
      checkedChildren="Aktiv"
      unCheckedChildren="Deaktiviert"
      onChange={(active) =>
        update.mutate(
          { id: member.id, active },
          {
            onSuccess: () =>
              toast.success(
                active ? 'Aktiviert' : 'Deaktiviert',
                active
                  ? `${member.displayName} kann sich wieder anmelden.`
                  : `${member.displayName} ist abgemeldet und kann sich nicht anmelden.`,
              ),
            onError: failed('Nicht geändert'),
          },
        )
      }
    />
  );
  const actions = (member: TeamMember) =>
    !mayChange(member) ? null : (
      <Space wrap>
        <Button
          size="small"
          onClick={() =>
            endSessions.mutate(member.id, {
              onSuccess: (result) =>
                toast.success(
                  'Abgemeldet',
                  `${result?.ended ?? 0} Sitzung(en) von ${member.displayName} beendet.`,
                ),
              onError: failed('Nicht abgemeldet'),
            })
          }
        >
          Abmelden
        </Button>
        {owners && member.secondFactor && (
          <Popconfirm
            title="Zweiten Faktor zurücksetzen?"
            description={`${member.displayName} richtet ihn bei der nächsten Anmeldung neu ein.`}
            okText="Zurücksetzen"
            cancelText="Abbrechen"
            onConfirm={() =>
              resetFactor
                .mutateAsync(member.id)
                .then(
                  () =>
                    toast.success(
                      'Zurückgesetzt',
                      `Der zweite Faktor von ${member.displayName} ist entfernt.`,
                    ),
                  failed('Nicht zurückgesetzt'),
                )
            }
          >
            <Button size="small">2FA zurücksetzen</Button>
          </Popconfirm>
        )}
        {member.id !== me.id && (
          <ConfirmDelete
            description={`Das Konto von ${member.displayName} wird gelöscht; das Protokoll behält den Namen.`}
            onConfirm={() =>
              remove
                .mutateAsync(member.id)
                .then(
                  () => toast.success('Gelöscht', `Das Konto von ${member.displayName} ist gelöscht.`),
                  failed('Nicht gelöscht'),
                )
            }
          >
            <Button size="small" danger>
              Löschen
            </Button>
          </ConfirmDelete>
        )}
      </Space>
    );
  const lastSignIn = (member: TeamMember) =>
    member.lastSignInAt ? formatDateTime(member.lastSignInAt) : 'noch nie';

  const columns: ColumnsType<TeamMember> = [
    {
      title: 'Name',
      key: 'name',
      render: (_, member) => (
        <Space direction="vertical" size={0}>
          <span>{member.displayName}</span>
          <Typography.Text type="secondary">{member.username}</Typography.Text>
        </Space>
      ),
    },
    { title: 'E-Mail', dataIndex: 'email', render: (email: string | null) => email ?? '–' },
    { title: 'Rolle', key: 'role', render: (_, member) => roleSelect(member) },
    {
      title: '2. Faktor',
      key: 'factor',
      render: (_, member) =>
        member.secondFactor ? <Tag color="success">Ja</Tag> : <Tag color="warning">Nein</Tag>,
    },
    { title: 'Letzte Anmeldung', key: 'lastSignIn', render: (_, member) => lastSignIn(member) },
    { title: 'Status', key: 'active', render: (_, member) => activeSwitch(member) },
    { title: 'Aktionen', key: 'actions', render: (_, member) => actions(member) },
  ];

  return (
    <ResponsiveList<TeamMember>
      items={members.data ?? []}
      loading={members.isPending}
      emptyText="Noch keine Konten."
      label="Team"
      columns={columns}
      renderCard={(member) => (
        <ListCard
          label={member.displayName}
          title={member.displayName}
          extra={member.secondFactor ? <Tag color="success">2FA</Tag> : <Tag color="warning">ohne 2FA</Tag>}
          actions={<TouchActions start={activeSwitch(member)} end={actions(member)} />}
        >
          <Typography.Text type="secondary">
            {member.username}
            {member.email ? ` · ${member.email}` : ''} · zuletzt {lastSignIn(member)}
          </Typography.Text>
          <div className="team-card__role">{roleSelect(member)}</div>
        </ListCard>
      )}
    />
  );
}
