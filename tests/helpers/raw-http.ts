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
