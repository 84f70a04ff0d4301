import { useState } from 'react';
import { Button, Modal, Popconfirm, Space, Switch, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { AdminUser, TeamMember } from '@shared/api-types.js';
import { can, ROLE_LABELS, ROLES, type Role } from '@shared/roles.js';
import { API, reasonOf, useApiQuery, useApiWrite } from '../../api/client.js';
import { PasswordDialog } from '../account/PasswordDialog.js';
import { ConfirmDelete } from '../ConfirmDelete.js';
import { ListCard, ResponsiveList, TouchActions } from '../ResponsiveList.js';
import { formatDateTime } from '../../lib/date.js';
import { useToast } from '../../lib/toast.js';
import { ConfirmDialog } from './ConfirmDialog.js';
import { OneTimeLink } from './OneTimeLink.js';
import { RoleSelect } from './RoleSelect.js';
import { TeamEmailDialog } from './TeamEmailDialog.js';

/** A change to an owner's account (or making someone owner) that is confirmed in a dialog first. */
type OwnerStep =
  | { kind: 'promote'; member: TeamMember }
  | { kind: 'demote'; member: TeamMember; role: Role }
  | { kind: 'disable'; member: TeamMember }
  | { kind: 'delete'; member: TeamMember };

interface TeamUpdate {
  id: number;
  role?: Role;
  active?: boolean;
  /** The acting owner's password: making someone owner needs it. */
  password?: string;
}

/**
 * The accounts of the team with their role, factor, last sign-in and state; changes by permission.
 * Making someone owner asks for the password in a dialog that says what it means; taking the role
 * away, disabling or deleting an owner is confirmed the same way (without the password).
 */
export function TeamMembers({ me }: { me: AdminUser }) {
  const members = useApiQuery(API.team.list);
  const toast = useToast();
  const manage = can(me.role, 'team.manage');
  const owners = can(me.role, 'team.owners');
  const [ownerStep, setOwnerStep] = useState<OwnerStep | null>(null);
  const [resetLink, setResetLink] = useState<{ member: TeamMember; link: string } | null>(null);
  const [emailMember, setEmailMember] = useState<TeamMember | null>(null);
  const invalidates = [API.team.list];
  const byId = (id: number) => ({ params: { id } });
  const update = useApiWrite(API.team.update, {
    input: ({ id, ...body }: TeamUpdate) => ({ params: { id }, body }),
    invalidates,
  });
  const remove = useApiWrite(API.team.remove, { input: byId, invalidates });
  const endSessions = useApiWrite(API.team.endSessions, { input: byId });
  const resetFactor = useApiWrite(API.team.resetSecondFactor, { input: byId, invalidates });
  const resetPassword = useApiWrite(API.team.passwordReset, { input: byId });
  const failed = (title: string) => (failure: Error) => toast.error(title, reasonOf(failure));

  /** Whether I may change this account (only owners touch owners; nobody disables themselves). */
  const mayChange = (member: TeamMember) => manage && (owners || member.role !== 'owner');

  const changeRole = (member: TeamMember, role: Role, password?: string) =>
    update
      .mutateAsync({ id: member.id, role, ...(password === undefined ? {} : { password }) })
      .then(() =>
        toast.success(
          'Rolle geändert',
          member.id === me.id
            ? `Sie sind jetzt ${ROLE_LABELS[role]}.`
            : `${member.displayName} ist jetzt ${ROLE_LABELS[role]}; die Sitzungen von ${member.displayName} sind beendet.`,
        ),
      );
  const changeActive = (member: TeamMember, active: boolean) =>
    update
      .mutateAsync({ id: member.id, active })
      .then(() =>
        toast.success(
          active ? 'Aktiviert' : 'Deaktiviert',
          active
            ? `${member.displayName} kann sich wieder anmelden.`
            : `${member.displayName} ist abgemeldet und kann sich nicht anmelden.`,
        ),
      );
  const deleteMember = (member: TeamMember) =>
    remove
      .mutateAsync(member.id)
      .then(() => toast.success('Gelöscht', `Das Konto von ${member.displayName} ist gelöscht.`));

  const roleSelect = (member: TeamMember) => (
    <RoleSelect
      aria-label={`Rolle von ${member.displayName}`}
      value={member.role}
      disabled={!mayChange(member)}
      style={{ minWidth: 150 }}
      roles={ROLES.filter((role) => owners || role !== 'owner')}
      onChange={(role) => {
        if (role === member.role) return;
        // Owners on purpose: a new owner, or one that stops being one, is confirmed in a dialog.
        if (role === 'owner') setOwnerStep({ kind: 'promote', member });
        else if (member.role === 'owner') setOwnerStep({ kind: 'demote', member, role });
        else changeRole(member, role).catch(failed('Rolle nicht geändert'));
      }}
    />
  );
  const activeSwitch = (member: TeamMember) => (
    <Switch
      aria-label={`Konto von ${member.displayName} aktiv`}
      checked={member.active}
      disabled={!mayChange(member) || member.id === me.id}
      checkedChildren="Aktiv"
      unCheckedChildren="Deaktiviert"
      onChange={(active) => {
        if (!active && member.role === 'owner') setOwnerStep({ kind: 'disable', member });
        else changeActive(member, active).catch(failed('Nicht geändert'));
      }}
    />
  );

  const ownRow = (member: TeamMember) => member.id === me.id;
  const sessionsButton = (member: TeamMember) => (
    <Popconfirm
      key="sessions"
      title={ownRow(member) ? 'Ihre anderen Sitzungen beenden?' : 'Sitzungen beenden?'}
      description={
        ownRow(member)
          ? 'Ihre Sitzungen auf anderen Geräten enden. Dieses Gerät bleibt angemeldet.'
          : `Alle Sitzungen von ${member.displayName} enden; ${member.displayName} muss sich neu anmelden.`
      }
      okText="Sitzungen beenden"
      cancelText="Abbrechen"
      onConfirm={() =>
        endSessions
          .mutateAsync(member.id)
          .then(
            (result) =>
              toast.success(
                'Sitzungen beendet',
                ownRow(member)
                  ? `${result.ended} andere Sitzung(en) beendet; dieses Gerät bleibt angemeldet.`
                  : `${result.ended} Sitzung(en) von ${member.displayName} beendet.`,
              ),
            failed('Nicht beendet'),
          )
      }
    >
      <Button size="small">Sitzungen beenden</Button>
    </Popconfirm>
  );
  const passwordResetButton = (member: TeamMember) => (
    <Popconfirm
      key="password-reset"
      title="Passwort zurücksetzen?"
      description={`${member.displayName} bekommt einen Link, über den ein neues Passwort gewählt wird (eine Stunde gültig, nur einmal). Das bisherige Passwort gilt, bis der Link verwendet wird.`}
      okText="Link erstellen"
      cancelText="Abbrechen"
      onConfirm={() =>
        resetPassword.mutateAsync(member.id).then((created) => {
          if (created.link) setResetLink({ member, link: created.link });
          else
            toast.success(
              'E-Mail verschickt',
              `${member.displayName} bekommt eine E-Mail mit dem Link an ${member.email ?? 'die hinterlegte Adresse'}.`,
            );
        }, failed('Nicht zurückgesetzt'))
      }
    >
      <Button size="small">Passwort zurücksetzen</Button>
    </Popconfirm>
  );

  const actions = (member: TeamMember) =>
    !mayChange(member) ? null : (
      <Space wrap>
        <Button size="small" onClick={() => setEmailMember(member)}>
          E-Mail ändern
        </Button>
        {sessionsButton(member)}
        {!ownRow(member) && member.active && passwordResetButton(member)}
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
        {!ownRow(member) &&
          (member.role === 'owner' ? (
            <Button size="small" danger onClick={() => setOwnerStep({ kind: 'delete', member })}>
              Löschen
            </Button>
          ) : (
            <ConfirmDelete
              description={`Das Konto von ${member.displayName} wird gelöscht; das Protokoll behält den Namen.`}
              onConfirm={() => deleteMember(member).catch(failed('Nicht gelöscht'))}
            >
              <Button size="small" danger>
                Löschen
              </Button>
            </ConfirmDelete>
          ))}
      </Space>
    );
  /** The address in use, and the one waiting for its link. */
  const emailOf = (member: TeamMember) => (
    <Space direction="vertical" size={0}>
      <span>{member.email ?? '–'}</span>
      {member.pendingEmail && (
        <Typography.Text type="secondary">Bestätigung ausstehend: {member.pendingEmail}</Typography.Text>
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
    { title: 'E-Mail', key: 'email', render: (_, member) => emailOf(member) },
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

  const step = ownerStep;
  const name = step?.member.displayName ?? '';
  const closeStep = () => setOwnerStep(null);
  return (
    <>
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
            {member.pendingEmail && (
              <Typography.Paragraph type="secondary" className="team-card__pending">
                Bestätigung ausstehend: {member.pendingEmail}
              </Typography.Paragraph>
            )}
            <div className="team-card__role">{roleSelect(member)}</div>
          </ListCard>
        )}
      />
      <PasswordDialog
        open={step?.kind === 'promote'}
        id="owner-promote"
        title={`${name} zum Inhaber machen?`}
        description={
          <>
            <p>
              Inhaber dürfen alles: das Team verwalten, andere Inhaber ändern, deaktivieren oder löschen und
              auch Ihnen die Inhaber-Rolle nehmen.
            </p>
            <p>
              Alle Sitzungen von {name} enden; {name} meldet sich danach neu an. Bitte bestätigen Sie mit
              Ihrem Passwort.
            </p>
          </>
        }
        okText="Zum Inhaber machen"
        danger
        onCancel={closeStep}
        onConfirm={async (password) => {
          if (step?.kind !== 'promote') return;
          await changeRole(step.member, 'owner', password);
          closeStep();
        }}
      />
      <ConfirmDialog
        open={step !== null && step.kind !== 'promote'}
        title={
          step?.kind === 'demote'
            ? 'Inhaber-Rolle entziehen?'
            : step?.kind === 'disable'
              ? 'Inhaber-Konto deaktivieren?'
              : 'Inhaber-Konto löschen?'
        }
        okText={
          step?.kind === 'demote' ? 'Rolle ändern' : step?.kind === 'disable' ? 'Deaktivieren' : 'Löschen'
        }
        danger
        onCancel={closeStep}
        onConfirm={async () => {
          if (!step || step.kind === 'promote') return;
          if (step.kind === 'demote') await changeRole(step.member, step.role);
          else if (step.kind === 'disable') await changeActive(step.member, false);
          else await deleteMember(step.member);
          closeStep();
        }}
      >
        <p>
          {step?.kind === 'demote'
            ? `${name} ist Inhaber und wird ${ROLE_LABELS[step.role]}: danach ohne die Rechte über das Team und die Inhaber.`
            : step?.kind === 'disable'
              ? `${name} ist Inhaber und kann sich danach nicht mehr anmelden, bis ein Inhaber das Konto wieder aktiviert.`
              : `${name} ist Inhaber. Das Konto wird gelöscht; das Protokoll behält den Namen.`}
        </p>
        <p>
          {step && ownRow(step.member)
            ? 'Ihre Sitzungen enden, auch auf diesem Gerät; Sie melden sich danach neu an.'
            : `Alle Sitzungen von ${name} enden.`}
        </p>
      </ConfirmDialog>
      <TeamEmailDialog member={emailMember} way={me.emailChange} onClose={() => setEmailMember(null)} />
      <Modal
        open={resetLink !== null}
        title="Link zum Zurücksetzen"
        okText="Fertig"
        cancelButtonProps={{ hidden: true }}
        onOk={() => setResetLink(null)}
        onCancel={() => setResetLink(null)}
        destroyOnHidden
      >
        {resetLink && (
          <OneTimeLink
            link={resetLink.link}
            title={
              resetLink.member.email
                ? 'Dieser Server verschickt keine E-Mails'
                : `${resetLink.member.displayName} hat keine E-Mail-Adresse`
            }
            description={`Geben Sie den Link selbst an ${resetLink.member.displayName} weiter. Er gilt eine Stunde, nur einmal, und wird hier nicht noch einmal angezeigt.`}
          />
        )}
      </Modal>
    </>
  );
}
