/**
 * A bare node:http server that answers the given paths with fixed bytes and headers, nothing
 * else: the most one Node process can do, as a second reference beside nginx in `bench:http`.
 * Started as its own process by `startBareNode`; its argument is a JSON file of the responses.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { waitForUrl } from './server.js';

interface BareResponse {
  path: string;
  /** Base64 of the body. */
  body: string;
  headers: Record<string, string>;
}

export async function startBareNode(
  port: number,
  responses: Array<{ path: string; bytes: Buffer; headers: Record<string, string> }>,
) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-bare-'));
  const file = path.join(dir, 'responses.json');
  fs.writeFileSync(
    file,
    JSON.stringify(
      responses.map((response) => ({
        ...response,
        bytes: undefined,
        body: response.bytes.toString('base64'),
      })),
    ),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/bare-node.ts', file, String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}${responses[0]!.path}`);
  return {
    url,
    pid: child.pid!,
    stop() {
      child.kill('SIGTERM');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

if (process.argv[1]?.endsWith('bare-node.ts') && process.argv[2]) {
  const responses = new Map(
    (JSON.parse(fs.readFileSync(process.argv[2], 'utf8')) as BareResponse[]).map((response) => [
      response.path,
      { body: Buffer.from(response.body, 'base64'), headers: Object.entries(response.headers) },
    ]),
  );
  http
    .createServer((req, res) => {
      const response = responses.get(req.url ?? '');
      if (!response) {
        res.statusCode = 404;
        res.end();
        return;
      }
      for (const [name, value] of response.headers) res.setHeader(name, value);
      res.setHeader('Content-Length', response.body.length);
      res.end(response.body);
    })
    .listen(Number(process.argv[3]), '127.0.0.1');
}
