import { Alert, Typography } from 'antd';

/**
 * A link the server made because it sends no e-mail (an invitation, a password reset): shown
 * once, to copy and pass on by hand; the server keeps only its hash, so it is never shown again.
 */
export function OneTimeLink({
  link,
  title,
  description,
}: {
  link: string;
  title: string;
  description: string;
}) {
  return (
    <>
      <Alert type="warning" showIcon title={title} description={description} />
      <Typography.Paragraph
        copyable={{ text: link, tooltips: ['Link kopieren', 'Kopiert'] }}
        className="invite-link"
      >
        <Typography.Text code>{link}</Typography.Text>
      </Typography.Paragraph>
    </>
  );
}
