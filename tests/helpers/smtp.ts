import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/** A mail as the test SMTP server received it, with the headers and the plain-text body decoded. */
export interface ReceivedMail {
  /** The envelope: what MAIL FROM and RCPT TO said. */
  envelopeFrom: string;
  envelopeTo: string[];
  /** Which user logged in (AUTH), if anybody. */
  user: string | undefined;
  /** The message as it came over the wire. */
  raw: string;
  /** Decoded header values by lower-case name (the last one of a repeated header). */
  headers: Map<string, string>;
  subject: string;
  /** The text/plain body, decoded, with \n line ends. */
  text: string;
  /** The text/html part of a multipart/alternative mail, decoded; undefined for plain text. */
  html?: string;
}

export interface TestSmtpServer {
  port: number;
  /** smtp://user:pass@127.0.0.1:port with this server's credentials. */
  url: string;
  received: ReceivedMail[];
  /** How many MAIL FROM commands were refused (with `reject`). */
  refusals: number;
  /** Resolves with the `index`-th mail (0-based) once it has arrived. */
  mail(index: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export interface TestSmtpOptions {
  /** The port to listen on (0: any free one). */
  port?: number;
  user?: string;
  pass?: string;
  /** Refuse every mail at MAIL FROM with this reply. */
  reject?: { code: number; message: string };
}

/**
 * A real SMTP server on 127.0.0.1 (smtp-server) that requires AUTH and keeps what it receives. No
 * STARTTLS, so the client authenticates over the plain connection (allowed for the test).
 */
export async function startSmtpServer(options: TestSmtpOptions = {}): Promise<TestSmtpServer> {
  const user = options.user ?? 'alerts';
  const pass = options.pass ?? 'smtp-secret-pass';
  const received: ReceivedMail[] = [];
  const waiting = new Map<number, (mail: ReceivedMail) => void>();
  let refusals = 0;

  const serverOptions: SMTPServerOptions = {
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    // No reverse DNS lookup of 127.0.0.1 on every connection.
    disableReverseLookup: true,
    closeTimeout: 1000,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === pass) callback(null, { user });
      else callback(new Error('Invalid username or password'));
    },
    onMailFrom(_address, _session, callback) {
      if (!options.reject) return callback();
      refusals += 1;
      callback(Object.assign(new Error(options.reject.message), { responseCode: options.reject.code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail = {
          ...parseMail(raw),
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
          user: session.user,
        };
        received.push(mail);
        waiting.get(received.length - 1)?.(mail);
        callback();
      });
    },
  };
  const server = new SMTPServer(serverOptions);
  // A client that dies in the middle of a mail (a server process killed with SIGKILL) resets its
  // connection: smtp-server reports that as an 'error' event, which a mail server logs and lives
  // on; unheard, it would be an uncaught exception in the test run. The mail is not received.
  server.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://${encodeURIComponent(user)}:${encodeURIComponent(pass)}@127.0.0.1:${port}`,
    received,
    get refusals() {
      return refusals;
    },
    mail(index) {
      const mail = received[index];
      if (mail) return Promise.resolve(mail);
      return new Promise((resolve) => waiting.set(index, resolve));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on (it was free a moment ago): a mail server that is down. */
export async function unusedPort(): Promise<number> {
  const probe = await startSmtpServer();
  await probe.close();
  return probe.port;
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=), as headers carry non-ASCII text. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      (_word, charset: string, encoding: string, text: string) => {
        if (!/^utf-?8$/i.test(charset)) throw new Error(`unexpected charset ${charset}`);
        const bytes =
          encoding.toUpperCase() === 'B'
            ? Buffer.from(text, 'base64')
            : quotedPrintableBytes(text.replace(/_/g, ' '));
        return bytes.toString('utf8');
      },
    );
}

function quotedPrintableBytes(text: string): Buffer {
  const bytes: number[] = [];
  const input = Buffer.from(text, 'utf8');
  for (let index = 0; index < input.length; index++) {
    const byte = input[index]!;
    const hex = input.subarray(index + 1, index + 3).toString('latin1');
    if (byte === 0x3d && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else bytes.push(byte);
  }
  return Buffer.from(bytes);
}

function decodeBody(body: string, transferEncoding: string): string {
  switch (transferEncoding.toLowerCase()) {
    case '':
    case '7bit':
    case '8bit':
      return body;
    case 'quoted-printable':
      // Soft line breaks (= at a line's end) join lines the encoder wrapped.
      return quotedPrintableBytes(body.replace(/=\r?\n/g, '')).toString('utf8');
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      throw new Error(`unexpected Content-Transfer-Encoding ${transferEncoding}`);
  }
}

function splitHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const split = raw.indexOf('\r\n\r\n');
  if (split < 0) throw new Error('no blank line between the headers and the body');
  const headers = new Map<string, string>();
  for (const line of raw
    .slice(0, split)
    .replace(/\r\n(?=[ \t])/g, '')
    .split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return { headers, body: raw.slice(split + 4) };
}

/** A decoded UTF-8 text part (its body with \n line ends). */
function textPart(headers: Map<string, string>, body: string, type: string): string {
  const contentType = headers.get('content-type') ?? 'text/plain';
  if (!new RegExp(`^${type}\\b`, 'i').test(contentType) || !/charset=("?)utf-8\1/i.test(contentType)) {
    throw new Error(`expected a UTF-8 ${type} part, got ${contentType}`);
  }
  return decodeBody(body, headers.get('content-transfer-encoding') ?? '')
    .replace(/\r\n/g, '\n')
    .replace(/\n$/, '');
}

/**
 * Headers and body of a single-part text/plain mail (what the alerts are), or of a
 * multipart/alternative one with a text/plain and a text/html part (the newsletter's issues).
 */
export function parseMail(raw: string): Pick<ReceivedMail, 'raw' | 'headers' | 'subject' | 'text' | 'html'> {
  const { headers, body } = splitHeaders(raw);
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = /^multipart\/alternative;.*boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (boundary) {
    const parts = body
      .split(`--${boundary}`)
      .slice(1, -1)
      .map((part) => splitHeaders(part.replace(/^\r\n/, '')));
    const plain = parts.find((part) => /^text\/plain/i.test(part.headers.get('content-type') ?? ''));
    const html = parts.find((part) => /^text\/html/i.test(part.headers.get('content-type') ?? ''));
    if (!plain || !html) throw new Error('expected a text/plain and a text/html part');
    return {
      raw,
      headers,
      subject: headers.get('subject') ?? '',
      text: textPart(plain.headers, plain.body.replace(/\r\n$/, ''), 'text/plain'),
      html: textPart(html.headers, html.body.replace(/\r\n$/, ''), 'text/html'),
    };
  }
  if (!/^text\/plain\b/i.test(contentType) || !/charset=("?)utf-8\1/i.test(contentType)) {
    throw new Error(`expected a UTF-8 text/plain mail, got ${contentType}`);
  }
  const text = decodeBody(body, headers.get('content-transfer-encoding') ?? '')
    .replace(/\r\n/g, '\n')
    .replace(/\n$/, '');
  return { raw, headers, subject: headers.get('subject') ?? '', text };
}
