import { Button, List, Tag, Typography } from 'antd';
import type { Invitation } from '@shared/api-types.js';
import { ROLE_LABELS } from '@shared/roles.js';
import { API, reasonOf, useApiQuery, useApiWrite } from '../../api/client.js';
import { formatDateTime } from '../../lib/date.js';
import { useToast } from '../../lib/toast.js';
import { ConfirmDelete } from '../ConfirmDelete.js';

/**
 * The pending invitations; each can be withdrawn (its link stops working at once), an owner
 * invitation only by an owner (`owners`), as the server allows.
 */
export function TeamInvitations({ manage, owners = false }: { manage: boolean; owners?: boolean }) {
  const invitations = useApiQuery(API.team.invitations.list);
  const toast = useToast();
  const revoke = useApiWrite(API.team.invitations.revoke, {
    input: (id: number) => ({ params: { id } }),
    invalidates: [API.team.invitations.list],
  });
  return (
    <List<Invitation>
      loading={invitations.isPending}
      dataSource={invitations.data ?? []}
      locale={{ emptyText: <Typography.Text type="secondary">Keine offenen Einladungen.</Typography.Text> }}
      renderItem={(invitation) => (
        <List.Item
          actions={
            manage && (owners || invitation.role !== 'owner')
              ? [
                  <ConfirmDelete
                    key="revoke"
                    title="Einladung zurückziehen?"
                    description={`Der Link an ${invitation.email} funktioniert danach nicht mehr.`}
                    onConfirm={() =>
                      revoke.mutateAsync(invitation.id).then(
                        () =>
                          toast.success(
                            'Zurückgezogen',
                            `Die Einladung an ${invitation.email} gilt nicht mehr.`,
                          ),
                        (failure: Error) => toast.error('Nicht zurückgezogen', reasonOf(failure)),
                      )
                    }
                  >
                    <Button size="small" danger>
                      Zurückziehen
                    </Button>
                  </ConfirmDelete>,
                ]
              : []
          }
        >
          <List.Item.Meta
            title={
              <>
                {invitation.name} <Tag>{ROLE_LABELS[invitation.role]}</Tag>
              </>
            }
            description={
              <Typography.Text type="secondary">
                {invitation.email} · eingeladen {formatDateTime(invitation.createdAt)}
                {invitation.invitedBy ? ` von ${invitation.invitedBy}` : ''} · gültig bis{' '}
                {formatDateTime(invitation.expiresAt)}
              </Typography.Text>
            }
          />
        </List.Item>
      )}
    />
  );
}
