import { Navigate } from 'react-router';
import { useAuth } from '../auth/AuthContext.js';
import { AlertsCard } from '../components/account/AlertsCard.js';
import { PasswordCard } from '../components/account/PasswordCard.js';
import { ProfileCard } from '../components/account/ProfileCard.js';
import { SecondFactorCard } from '../components/account/SecondFactorCard.js';
import { SessionsCard } from '../components/account/SessionsCard.js';
import { PageHeader } from '../components/PageHeader.js';
import '../components/account/account.css';

/** /admin/konto: the signed-in person's own account (every role). */
export default function AccountPage() {
  const { user } = useAuth();
  if (!user) return <Navigate to="/" replace />;
  return (
    <>
      <PageHeader title="Mein Konto" />
      <div className="account-grid">
        <ProfileCard user={user} />
        <SecondFactorCard user={user} />
        <PasswordCard />
        <SessionsCard />
        <AlertsCard user={user} />
      </div>
    </>
  );
}
