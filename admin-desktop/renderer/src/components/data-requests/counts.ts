const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const applicationsLabel = (n: number) => count(n, 'Bewerbung', 'Bewerbungen');
export const messagesLabel = (n: number) => count(n, 'Nachricht', 'Nachrichten');
export const newsletterLabel = (n: number) => count(n, 'Newsletter-Anmeldung', 'Newsletter-Anmeldungen');

/**
 * "3 Bewerbungen und 2 Nachrichten", "1 Bewerbung, 2 Nachrichten und 1 Newsletter-Anmeldung"; a
 * list with none is left out ("2 Nachrichten"), all empty is "0 Bewerbungen".
 */
export function recordsLabel(applications: number, messages: number, newsletter = 0): string {
  const parts = [
    ...(applications > 0 || messages + newsletter === 0 ? [applicationsLabel(applications)] : []),
    ...(messages > 0 ? [messagesLabel(messages)] : []),
    ...(newsletter > 0 ? [newsletterLabel(newsletter)] : []),
  ];
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} und ${parts.at(-1)}` : parts.join('');
}
