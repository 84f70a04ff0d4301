/**
 * Runs a Node.js script on the Node.js version `.nvmrc` names (24 LTS): with the machine's `node`
 * when that is the version, else with that version fetched from the npm registry by npx
 * (`npx --package node@24`, cached after the first run). `npm test` runs its PostgreSQL pass of
 * vitest this way, so a machine on another Node (20 here) tests on two versions: SQLite on its
 * own, PostgreSQL on `.nvmrc`'s. LTS_NODE names a node binary of that version to use instead (a
 * machine without the registry).
 *
 *   tsx tools/lts-node.ts node_modules/vitest/vitest.mjs run
 *
 * The system check of `npm test` (tools/system-check.ts --postgres) fetches it first, so a machine
 * that cannot get it stops at once, with what to do.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The major version of "24", "v24" or "v24.11.1"; null when the text is no version. */
const majorOf = (text: string): number | null => {
  const match = /^v?(\d+)(\.\d+){0,2}$/.exec(text.trim());
  return match ? Number(match[1]) : null;
};

/** The major version `.nvmrc` names ("24", "v24", "24.11.1"); anything else is an error. */
export function nvmrcMajor(text: string): number {
  const major = majorOf(text);
  if (major === null) throw new Error(`.nvmrc must name a Node.js version such as 24, not "${text.trim()}"`);
  return major;
}

export interface LtsNodeCommand {
  command: string;
  /** The arguments before the script's own. */
  args: string[];
  /** How it was chosen, for the log line. */
  source: 'this node' | 'LTS_NODE' | 'npx';
}

/** How to start `.nvmrc`'s Node: this process's binary, LTS_NODE, or npx with `node@<major>`. */
export function ltsNodeCommand({
  major,
  currentVersion = process.version,
  execPath = process.execPath,
  env = process.env,
}: {
  major: number;
  currentVersion?: string;
  execPath?: string;
  env?: NodeJS.ProcessEnv;
}): LtsNodeCommand {
  if (env.LTS_NODE) return { command: env.LTS_NODE, args: [], source: 'LTS_NODE' };
  if (majorOf(currentVersion) === major) return { command: execPath, args: [], source: 'this node' };
  return { command: 'npx', args: ['--yes', '--package', `node@${major}`, '--', 'node'], source: 'npx' };
}

export interface FoundLtsNode {
  major: number;
  node: LtsNodeCommand;
  /** What `node --version` printed, or null when it did not start. */
  version: string | null;
}

function ltsNode(): FoundLtsNode {
  const major = nvmrcMajor(fs.readFileSync(path.join(ROOT, '.nvmrc'), 'utf8'));
  const node = ltsNodeCommand({ major });
  // The version it really starts (`v24.11.1`); npx fetches the package here the first time.
  const result = spawnSync(node.command, [...node.args, '--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return { major, node, version: result.status === 0 ? result.stdout.trim() : null };
}

/** Whether `.nvmrc`'s Node can be started here: null, or the message to stop with. */
export function checkLtsNode({ major, node, version }: FoundLtsNode = ltsNode()): string | null {
  if (version && majorOf(version) === major) return null;
  const found = version ? `${node.command} is ${version}` : `${node.command} could not start it`;
  return (
    `The PostgreSQL pass of the tests runs on Node.js ${major} (.nvmrc), and ${found}. ` +
    `Let npx fetch node@${major} from the npm registry, or set LTS_NODE to a Node.js ${major} binary.`
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const found = ltsNode();
  const problem = checkLtsNode(found);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  const args = process.argv.slice(2);
  const { node, version } = found;
  console.log(`Node.js ${version} (.nvmrc, ${node.source}): ${args.join(' ')}`);
  const child = spawn(node.command, [...node.args, ...args], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
