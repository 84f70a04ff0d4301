import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkLtsNode, ltsNodeCommand, nvmrcMajor, type FoundLtsNode } from '@tools/lts-node.js';

/** `npm test`'s PostgreSQL pass runs on the Node.js version .nvmrc names. */

describe('the Node.js of .nvmrc', () => {
  it('reads the major version .nvmrc names, and refuses what is not one', () => {
    expect(nvmrcMajor('24\n')).toBe(24);
    expect(nvmrcMajor('v24.11.1')).toBe(24);
    expect(nvmrcMajor('22.12')).toBe(22);
    expect(() => nvmrcMajor('lts/*')).toThrow('.nvmrc must name a Node.js version such as 24, not "lts/*"');
    // The project's own names a version that package.json's engines accept.
    const major = nvmrcMajor(fs.readFileSync('.nvmrc', 'utf8'));
    expect(major).toBeGreaterThanOrEqual(24);
  });

  it('uses this node when it is that version, else npx with node@<major>, and LTS_NODE above both', () => {
    const on20 = { currentVersion: 'v20.19.5', execPath: '/usr/bin/node', env: {} };
    expect(ltsNodeCommand({ major: 24, ...on20 })).toEqual({
      command: 'npx',
      args: ['--yes', '--package', 'node@24', '--', 'node'],
      source: 'npx',
    });
    expect(
      ltsNodeCommand({ major: 24, currentVersion: 'v24.21.0', execPath: '/opt/node24/bin/node', env: {} }),
    ).toEqual({ command: '/opt/node24/bin/node', args: [], source: 'this node' });
    expect(ltsNodeCommand({ major: 24, ...on20, env: { LTS_NODE: '/opt/node24/bin/node' } })).toEqual({
      command: '/opt/node24/bin/node',
      args: [],
      source: 'LTS_NODE',
    });
  });

  it('passes a node that starts as that version, and stops with what to do otherwise', () => {
    const npx = ltsNodeCommand({ major: 24, currentVersion: 'v20.19.5', env: {} });
    const found = (version: string | null): FoundLtsNode => ({ major: 24, node: npx, version });
    expect(checkLtsNode(found('v24.21.0'))).toBeNull();
    expect(checkLtsNode(found('v20.19.5'))).toBe(
      'The PostgreSQL pass of the tests runs on Node.js 24 (.nvmrc), and npx is v20.19.5. ' +
        'Let npx fetch node@24 from the npm registry, or set LTS_NODE to a Node.js 24 binary.',
    );
    expect(checkLtsNode(found('v240.0.0'))).toContain('npx is v240.0.0');
    expect(checkLtsNode(found(null))).toContain('and npx could not start it.');
  });
});
