import https from 'node:https';

/**
 * A fetch over node:https that trusts the given certificate and names `host` in the TLS
 * handshake (SNI) and the Host header, whatever address it connects to: the test talks to a
 * local nginx as if it were the public site. Bodies come back as sent (no decoding).
 */
export function httpsFetch({ ca, host }: { ca: string; host: string }): typeof fetch {
  return (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : input);
    const headers = { host, ...(init.headers as Record<string, string> | undefined) };
    return new Promise<Response>((resolve, reject) => {
      const request = https.request(
        {
          hostname: url.hostname,
          port: url.port,
          path: `${url.pathname}${url.search}`,
          method: init.method ?? 'GET',
          headers,
          ca,
          servername: host,
          agent: false,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const answer = new Headers();
            for (let index = 0; index < response.rawHeaders.length; index += 2) {
              answer.append(response.rawHeaders[index]!, response.rawHeaders[index + 1]!);
            }
            const status = response.statusCode ?? 0;
            const empty = [101, 204, 205, 304].includes(status) || init.method === 'HEAD';
            resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers: answer }));
          });
        },
      );
      request.on('error', reject);
      request.end(init.body as string | undefined);
    });
  }) as typeof fetch;
}
