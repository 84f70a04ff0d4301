import http from 'node:http';
import net from 'node:net';

export interface RawExchange {
  socket: net.Socket;
  /** Everything the server sent until it closed the connection. */
  closed: Promise<string>;
}

/** A plain TCP connection to the server, to send a request as slowly or as broken as a test needs. */
export function connect(baseUrl: string): Promise<RawExchange> {
  const { port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => {
      let received = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (received += chunk));
      const closed = new Promise<string>((done) => socket.on('close', () => done(received)));
      resolve({ socket, closed });
    });
    socket.on('error', reject);
  });
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes on the wire, not decoded (fetch would decode brotli and gzip). */
  bytes: Buffer;
}

/** A request with node:http (GET unless `method` says otherwise), keeping the body as sent. */
export function rawRequest(
  url: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .request(url, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, bytes: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      })
      .on('error', reject)
      .end();
  });
}

/** GET `url` with node:http and keep the body as sent. */
export const rawGet = (url: string, headers: Record<string, string> = {}) => rawRequest(url, { headers });
