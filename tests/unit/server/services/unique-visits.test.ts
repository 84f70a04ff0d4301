import { describe, expect, it } from 'vitest';
import { createUniqueVisits } from '@server/services/unique-visits.js';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

describe('createUniqueVisits', () => {
  const START = Date.parse('2026-11-23T10:00:00+01:00');

  it('knows a client for 30 minutes per page, then counts it again', () => {
    let clock = START;
    const visits = createUniqueVisits({ now: () => clock });
    expect(visits.isFirst('203.0.113.1', CHROME, '/')).toBe(true);
    clock += 29 * 60_000;
    expect(visits.isFirst('203.0.113.1', CHROME, '/')).toBe(false);
    expect(visits.isFirst('203.0.113.1', CHROME, '/kontakt')).toBe(true);
    expect(visits.isFirst('203.0.113.2', CHROME, '/')).toBe(true);
    clock += 60_001;
    expect(visits.isFirst('203.0.113.1', CHROME, '/')).toBe(true);
  });

  it('lets one address through as at most 3 clients per page, however many User-Agents it sends', () => {
    let clock = START;
    const visits = createUniqueVisits({ now: () => clock });
    const agents = Array.from({ length: 20 }, (_, index) => `${CHROME} Edg/${100 + index}.0`);
    expect(agents.map((agent) => visits.isFirst('203.0.113.1', agent, '/'))).toEqual([
      ...Array<boolean>(3).fill(true),
      ...Array<boolean>(17).fill(false),
    ]);
    // Another page of the address, and another address, have room of their own.
    expect(visits.isFirst('203.0.113.1', agents[19]!, '/kontakt')).toBe(true);
    expect(visits.isFirst('203.0.113.2', agents[19]!, '/')).toBe(true);
    // A client held back is not remembered as seen: once the address has room again, it counts.
    clock += 30 * 60_000 + 1;
    expect(visits.isFirst('203.0.113.1', agents[19]!, '/')).toBe(true);
    expect(visits.isFirst('203.0.113.1', agents[0]!, '/')).toBe(true);
  });

  it('starts afresh with a new salt on a new Berlin day', () => {
    let clock = Date.parse('2026-11-23T23:50:00+01:00');
    const visits = createUniqueVisits({ now: () => clock });
    expect(visits.isFirst('203.0.113.1', CHROME, '/')).toBe(true);
    clock += 15 * 60_000; // 00:05 the next day, within 30 minutes
    expect(visits.isFirst('203.0.113.1', CHROME, '/')).toBe(true);
  });

  it('forgets the oldest clients beyond its capacity instead of growing without bound', () => {
    const visits = createUniqueVisits({ maxEntries: 100, now: () => START });
    for (let client = 0; client < 150; client++) visits.isFirst(`10.0.0.${client}`, CHROME, '/');
    expect(visits.isFirst('10.0.0.149', CHROME, '/')).toBe(false);
    expect(visits.isFirst('10.0.0.0', CHROME, '/')).toBe(true);
  });
});
