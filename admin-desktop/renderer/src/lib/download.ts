/**
 * Saves a response's body as a file named as the server's Content-Disposition says (else
 * `fallback`): for downloads that need a POST, which a plain link cannot send. A link to a blob:
 * address with `download` starts a download in browsers and in the desktop app alike.
 */
export async function saveResponse(response: Response, fallback: string): Promise<void> {
  const blob = await response.blob();
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallback;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own reference to the blob once it started.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
