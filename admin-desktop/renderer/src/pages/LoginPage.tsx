import { Link, useNavigate } from 'react-router';
import { SignInFlow } from '../auth/SignInFlow.js';
import { AuthCard } from '../components/AuthCard.js';
import { useToast } from '../lib/toast.js';

/** /admin: the login; on success a welcome toast and the dashboard. */
export default function LoginPage() {
  const navigate = useNavigate();
  const toast = useToast();

  return (
    <AuthCard title="Kontrollzentrum" subtitle="Bitte melden Sie sich an.">
      <SignInFlow
        label="Anmeldung"
        offerPasskey
        onSignedIn={() => {
          toast.success('Login erfolgreich', 'Willkommen zurück im Admin-Panel!');
          void navigate('/dashboard', { replace: true });
        }}
      />
      <div className="login-card__links">
        <Link to="/passwort-vergessen">Passwort vergessen?</Link>
      </div>
    </AuthCard>
  );
}
