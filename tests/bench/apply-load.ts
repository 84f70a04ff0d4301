import http from 'node:http';
import { factories } from '../helpers/factories.js';

/**
 * A load of public applications: `connections` keep-alive connections each sending POST
 * /api/apply one after the other, every request from another address (the server runs with
 * TRUST_PROXY=1) and with its own TikTok name `<prefix><n>` (a valid one: stored as sent). `acknowledged` grows with every 201
 * in the order the answers came.
 */
export function startApplyLoad(url: string, { connections = 50, prefix = 'load.' } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const acknowledged: string[] = [];
  let sent = 0;
  let stopping = false;
  /** Set when the server is gone on purpose: requests it cut off are then no failure. */
  let serverGone = false;

  function apply(name: string, address: string): Promise<number> {
    const body = JSON.stringify(factories.application({ tiktokUsername: name }));
    return new Promise((resolve, reject) => {
      const request = http.request(
        `${url}/api/apply`,
        {
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'x-forwarded-for': address,
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }

  async function connection(index: number): Promise<void> {
    while (!stopping) {
      sent += 1;
      const number = sent;
      const name = `${prefix}${number}`;
      const address = `10.${index}.${Math.floor(number / 256) % 256}.${number % 256}`;
      try {
        const status = await apply(name, address);
        if (status === 201) acknowledged.push(name);
        else if (!serverGone) throw new Error(`POST /api/apply answered ${status}`);
      } catch (error) {
        // A request the server's end cut off was never acknowledged; anything else is a failure.
        if (!serverGone) throw error;
      }
    }
  }

  const running = Promise.all(Array.from({ length: connections }, (_, index) => connection(index)));
  return {
    acknowledged,
    /** Stops sending and waits for the requests under way (their answers still count). */
    async stop(): Promise<void> {
      stopping = true;
      await running;
      agent.destroy();
    },
    /** For a server that is about to be killed: stop sending, and cut-off requests are expected. */
    serverGoing(): void {
      stopping = true;
      serverGone = true;
    },
    /** Resolves when every connection has ended (after stop() or serverGoing()). */
    finished: running.then(() => agent.destroy()),
  };
}
