import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface WrkResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** What the Lua script's done() printed (e.g. counted statuses), if any. */
  report: string;
  /**
   * CPU time (user and system) of the processes `cpuOf` named, per request answered: what a
   * request costs them, which a busy machine changes far less than the rate.
   */
  cpuUsPerRequest?: number;
}

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** User and system CPU time of a process so far, in microseconds. */
export function cpuMicroseconds(pid: number): number {
  // The fields after the command's closing parenthesis (its name may hold spaces).
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / TICKS_PER_SECOND;
}

const toMs = (value: string, unit: string) =>
  Number(value) * ({ us: 0.001, ms: 1, s: 1000, m: 60_000 } as Record<string, number>)[unit]!;

/**
 * One wrk run (Debian's wrk): one thread, `connections` keep-alive connections, `seconds` long.
 * `lua` is an optional wrk script (request/response/done hooks).
 */
export async function wrk(
  url: string,
  {
    connections = 50,
    seconds = 5,
    headers = {},
    lua,
    cpuOf = [],
  }: {
    connections?: number;
    seconds?: number;
    headers?: Record<string, string>;
    lua?: string;
    /** Processes whose CPU time per request to measure (the server's, say). */
    cpuOf?: number[];
  } = {},
): Promise<WrkResult> {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  let script: string | undefined;
  if (lua) {
    script = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'agency-wrk-')), 'script.lua');
    fs.writeFileSync(script, lua);
    args.push('-s', script);
  }
  const cpuTotal = () => cpuOf.reduce((sum, pid) => sum + cpuMicroseconds(pid), 0);
  try {
    const cpuBefore = cpuTotal();
    const { stdout } = await run('wrk', [...args, url], { maxBuffer: 1 << 20 });
    const cpuUsed = cpuTotal() - cpuBefore;
    const total = /(\d+) requests in/.exec(stdout);
    const rps = /Requests\/sec:\s+([\d.]+)/.exec(stdout);
    const p50 = /\s50%\s+([\d.]+)(us|ms|s|m)\b/.exec(stdout);
    const p99 = /\s99%\s+([\d.]+)(us|ms|s|m)\b/.exec(stdout);
    if (!rps || !p50 || !p99) throw new Error(`Unexpected wrk output:\n${stdout}`);
    const errors = /Non-2xx or 3xx responses: (\d+)/.exec(stdout);
    if (errors) throw new Error(`${errors[1]} answers were not 2xx or 3xx:\n${stdout}`);
    const report = stdout.split('\n').filter((line) => line.startsWith('report:'));
    return {
      requestsPerSecond: Number(rps[1]),
      p50Ms: toMs(p50[1]!, p50[2]!),
      p99Ms: toMs(p99[1]!, p99[2]!),
      report: report.map((line) => line.slice('report:'.length).trim()).join(' '),
      ...(cpuOf.length > 0 && total ? { cpuUsPerRequest: cpuUsed / Number(total[1]) } : {}),
    };
  } finally {
    if (script) fs.rmSync(path.dirname(script), { recursive: true, force: true });
  }
}

/**
 * A wrk script that POSTs `body` as JSON, each request from another address (X-Forwarded-For: the
 * server runs with TRUST_PROXY=1), and reports how many were answered 201 ("report:
 * accepted=… requests=…"). The addresses count up from 10.0.0.0 + `firstAddress`: runs against
 * the same server start apart, or the sixth run would meet the first five's addresses at their
 * limit of 5 (FORM_LIMIT_PER_ADDRESS). Every `{n}` in `body` becomes the request's number, so
 * each request can send other contact details.
 */
export function applyScript(body: string, firstAddress = 0): string {
  return `
wrk.method = "POST"
wrk.body = ${JSON.stringify(body)}
wrk.headers["Content-Type"] = "application/json"
local counter = ${Math.floor(firstAddress)}
request = function()
  counter = counter + 1
  local address = string.format("10.%d.%d.%d", math.floor(counter / 65536) % 256, math.floor(counter / 256) % 256, counter % 256)
  local body = string.gsub(wrk.body, "{n}", tostring(counter))
  return wrk.format(nil, nil, { ["Content-Type"] = "application/json", ["X-Forwarded-For"] = address }, body)
end
accepted = 0
response = function(status)
  if status == 201 then accepted = accepted + 1 end
end
local threads = {}
setup = function(thread) table.insert(threads, thread) end
done = function(summary)
  local total = 0
  for _, thread in ipairs(threads) do total = total + thread:get("accepted") end
  io.write("report: accepted=" .. total .. " requests=" .. summary.requests .. "\\n")
end
`;
}
