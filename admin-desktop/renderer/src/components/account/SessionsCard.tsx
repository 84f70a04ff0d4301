import { Button, Card, List, Space, Tag, Typography } from 'antd';
import { DesktopOutlined, GlobalOutlined } from '@ant-design/icons';
import type { StaffSession } from '@shared/api-types.js';
import { API, reasonOf, useApiQuery, useApiWrite } from '../../api/client.js';
import { formatDateTime } from '../../lib/date.js';
import { useToast } from '../../lib/toast.js';

/** "Angemeldete Geräte": my sessions; end one, or all but this one. */
export function SessionsCard() {
  const sessions = useApiQuery(API.sessions.list);
  const toast = useToast();
  const invalidates = [API.sessions.list];
  const endOne = useApiWrite(API.sessions.end, {
    input: (sessionId: string) => ({ params: { sessionId } }),
    invalidates,
  });
  const endOthers = useApiWrite(API.sessions.endOthers, { invalidates });
  const others = (sessions.data ?? []).filter((session) => !session.current).length;
  return (
    <section aria-label="Angemeldete Geräte">
      <Card
        title="Angemeldete Geräte"
        extra={
          <Button
            disabled={others === 0}
            loading={endOthers.isPending}
            onClick={() =>
              endOthers.mutate(
                {},
                {
                  onSuccess: (result) =>
                    toast.success('Abgemeldet', `${result.ended} andere Sitzung(en) beendet.`),
                  onError: (failure) => toast.error('Nicht abgemeldet', reasonOf(failure)),
                },
              )
            }
          >
            Alle anderen abmelden
          </Button>
        }
      >
        <List<StaffSession>
          loading={sessions.isPending}
          dataSource={sessions.data ?? []}
          locale={{ emptyText: <Typography.Text type="secondary">Keine Sitzungen.</Typography.Text> }}
          renderItem={(session) => (
            <List.Item
              actions={
                session.current
                  ? []
                  : [
                      <Button
                        key="end"
                        size="small"
                        aria-label={`${session.device} abmelden`}
                        onClick={() =>
                          endOne.mutate(session.id, {
                            onSuccess: () => toast.success('Abgemeldet', `${session.device} ist abgemeldet.`),
                            onError: (failure) => toast.error('Nicht abgemeldet', reasonOf(failure)),
                          })
                        }
                      >
                        Abmelden
                      </Button>,
                    ]
              }
            >
              <List.Item.Meta
                avatar={
                  session.kind === 'desktop' ? (
                    <DesktopOutlined aria-hidden />
                  ) : (
                    <GlobalOutlined aria-hidden />
                  )
                }
                title={
                  <Space wrap>
                    {session.device}
                    {session.current && <Tag>Dieses Gerät</Tag>}
                  </Space>
                }
                description={
                  <Typography.Text type="secondary">
                    {[
                      session.ip && `Adresse ${session.ip}`,
                      session.signedInAt && `angemeldet ${formatDateTime(session.signedInAt)}`,
                      session.lastActiveAt && `zuletzt aktiv ${formatDateTime(session.lastActiveAt)}`,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography.Text>
                }
              />
            </List.Item>
          )}
        />
      </Card>
    </section>
  );
}
