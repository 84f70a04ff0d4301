/**
 * `npm run coverage`: statement coverage of server/ and shared/ by the vitest suite as `npm test`
 * runs it — every project on SQLite, then the database project on PostgreSQL with .nvmrc's Node —
 * both passes merged (v8 coverage, converted to Istanbul's format by @vitest/coverage-v8).
 * Writes coverage/sqlite, coverage/postgres and coverage/merged.json; prints one line per folder.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import libCoverage from 'istanbul-lib-coverage';

const ROOT = path.resolve(import.meta.dirname, '..');
const FOLDERS = ['server', 'shared'];
const OUT = path.join(ROOT, 'coverage');

const coverageArgs = (dir: string) => [
  '--coverage.enabled',
  '--coverage.provider=v8',
  '--coverage.reporter=json',
  ...FOLDERS.map((folder) => `--coverage.include=${folder}/**`),
  `--coverage.reportsDirectory=${dir}`,
];

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const passes = [
  { name: 'sqlite', run: (dir: string) => run('npx', ['vitest', 'run', ...coverageArgs(dir)]) },
  {
    name: 'postgres',
    run: (dir: string) =>
      run(
        'npx',
        [
          'tsx',
          'tools/lts-node.ts',
          'node_modules/vitest/vitest.mjs',
          'run',
          '--project',
          'database',
          ...coverageArgs(dir),
        ],
        { TEST_DATABASE: 'postgres' },
      ),
  },
];

const merged = libCoverage.createCoverageMap({});
for (const pass of passes) {
  const dir = path.join(OUT, pass.name);
  pass.run(dir);
  merged.merge(JSON.parse(fs.readFileSync(path.join(dir, 'coverage-final.json'), 'utf8')));
}
fs.writeFileSync(path.join(OUT, 'merged.json'), JSON.stringify(merged.toJSON()));

for (const folder of FOLDERS) {
  const summary = libCoverage.createCoverageSummary();
  const prefix = path.join(ROOT, folder) + path.sep;
  for (const file of merged.files())
    if (file.startsWith(prefix)) summary.merge(merged.fileCoverageFor(file).toSummary());
  const { covered, total, pct } = summary.statements;
  console.log(`${folder}/: statements ${pct.toFixed(2)} % (${covered}/${total}), both passes merged`);
}
