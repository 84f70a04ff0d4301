const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const applicationsLabel = (n: number) => count(n, 'Bewerbung', 'Bewerbungen');
export const messagesLabel = (n: number) => count(n, 'Nachricht', 'Nachrichten');

/** "3 Bewerbungen und 2 Nachrichten"; a list with none is left out ("2 Nachrichten"). */
export function recordsLabel(applications: number, messages: number): string {
  const parts = [
    ...(applications > 0 || messages === 0 ? [applicationsLabel(applications)] : []),
    ...(messages > 0 ? [messagesLabel(messages)] : []),
  ];
  return parts.join(' und ');
}
