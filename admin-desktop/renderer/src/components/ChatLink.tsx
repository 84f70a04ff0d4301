/**
 * A way to reach an applicant or sender, as a link that opens the chat in a new tab (the desktop app opens
 * it in the system's browser), or as plain text where the value names no chat for certain.
 */
export function ChatLink({
  value,
  href,
  label,
}: {
  value: string | null;
  href: string | undefined;
  label: string;
}) {
  if (!value) return '—';
  if (!href) return <span className="break-anywhere">{value}</span>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="break-anywhere"
      title={`${label} öffnen`}
    >
      {value}
    </a>
  );
}
