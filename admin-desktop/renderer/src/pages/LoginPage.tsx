import { Card, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { LoginForm } from '../auth/LoginForm.js';
import { useToast } from '../lib/toast.js';
import logoUrl from '../assets/logo.svg';

/** /admin: the login; on success a welcome toast and the dashboard. */
export default function LoginPage() {
  const navigate = useNavigate();
  const toast = useToast();

  return (
    <div className="login-page">
      <Card className="login-card">
        <div className="login-card__brand">
          <img src={logoUrl} alt="" width={44} height={44} />
          <Typography.Title level={2}>Kontrollzentrum</Typography.Title>
          <Typography.Text type="secondary">Bitte melden Sie sich an.</Typography.Text>
        </div>
        <LoginForm
          label="Anmeldung"
          onSignedIn={() => {
            toast.success('Login erfolgreich', 'Willkommen zurück im Admin-Panel!');
            void navigate('/dashboard', { replace: true });
          }}
        />
      </Card>
    </div>
  );
}
