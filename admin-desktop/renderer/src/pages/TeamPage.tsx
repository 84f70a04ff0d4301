import { useState } from 'react';
import { Button, Card } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { can } from '@shared/roles.js';
import { useAuth } from '../auth/AuthContext.js';
import { PageHeader } from '../components/PageHeader.js';
import { InviteDialog } from '../components/team/InviteDialog.js';
import { TeamInvitations } from '../components/team/TeamInvitations.js';
import { TeamMembers } from '../components/team/TeamMembers.js';
import '../components/team/team.css';

/** /admin/team (owners and administration): the accounts and the pending invitations. */
export default function TeamPage() {
  const { user } = useAuth();
  const [inviting, setInviting] = useState(false);
  if (!user) return null;
  const manage = can(user.role, 'team.manage');
  return (
    <>
      <PageHeader
        title="Team"
        extra={
          manage && (
            <Button type="primary" icon={<UserAddOutlined />} onClick={() => setInviting(true)}>
              Einladen
            </Button>
          )
        }
      />
      <TeamMembers me={user} />
      <Card title="Offene Einladungen" className="team-invitations">
        <TeamInvitations manage={manage} owners={can(user.role, 'team.owners')} />
      </Card>
      <InviteDialog
        open={inviting}
        mayInviteOwners={can(user.role, 'team.owners')}
        onClose={() => setInviting(false)}
      />
    </>
  );
}
