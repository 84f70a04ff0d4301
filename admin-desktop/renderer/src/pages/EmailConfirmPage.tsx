import { useState } from 'react';
import { Alert, Button, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { staffMessages } from '@shared/staff-texts.js';
import { API, ApiError, callApi, queryKeyOf, reasonOf } from '../api/client.js';
import { AuthCard } from '../components/AuthCard.js';
import { LinkOutcome, type LinkState } from '../components/LinkOutcome.js';
import { useAttempt } from '../lib/attempt.js';

/** Answers that say the link itself no longer works (unknown, used, superseded, expired, taken). */
const LINK_ENDS = new Set([404, 409, 410]);

/**
 * /admin/e-mail-bestaetigen?token=…: the link mailed to a new address. Opened anywhere (the mail
 * app, another device), without a session. The address changes only with the button: a mail
 * scanner that opens every link confirms nothing.
 */
export default function EmailConfirmPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const queryClient = useQueryClient();
  const [state, setState] = useState<LinkState>(token ? 'ready' : { invalid: staffMessages.token });
  const { error, busy, run } = useAttempt((failure) => {
    if (failure instanceof ApiError && LINK_ENDS.has(failure.status)) {
      setState({ invalid: reasonOf(failure) });
      return null;
    }
    return reasonOf(failure);
  });

  const confirm = () =>
    run(async () => {
      await callApi(API.links.emailConfirm, { body: { token } });
      setState('done');
      // Signed in in this browser too: „Mein Konto“ shows the new address.
      await queryClient.invalidateQueries({ queryKey: queryKeyOf(API.auth.user) });
    });

  return (
    <AuthCard title="Neue E-Mail-Adresse">
      <LinkOutcome
        state={state}
        done={{
          title: 'E-Mail-Adresse bestätigt',
          subTitle: 'Ab jetzt gehen die E-Mails zu Ihrem Konto an diese Adresse.',
        }}
        onward="Zum Kontrollzentrum"
      />
      {state === 'ready' && (
        <>
          <Typography.Paragraph>
            Bestätigen Sie, dass diese Adresse künftig für Ihr Konto im Kontrollzentrum gilt. Bis dahin bleibt
            die bisherige Adresse in Kraft.
          </Typography.Paragraph>
          {error && <Alert type="error" showIcon title={error} role="alert" className="login-card__error" />}
          <Button type="primary" size="large" block loading={busy} onClick={() => void confirm()}>
            E-Mail-Adresse bestätigen
          </Button>
        </>
      )}
    </AuthCard>
  );
}
