import { describe, expect, it } from 'vitest';
import { connectionOf } from '@db/engines/postgres.js';

describe("PostgreSQL's tools get DATABASE_URL", () => {
  it('without its password on the command line: that goes in PGPASSWORD', () => {
    const { dbname, env } = connectionOf(
      'postgres://agentur:ge%40heim%3A1@db.internal:5433/agentur?sslmode=require',
      process.env,
    );
    expect(dbname).toBe('postgres://agentur@db.internal:5433/agentur?sslmode=require');
    expect(dbname).not.toContain('heim');
    expect(env.PGPASSWORD).toBe('ge@heim:1');
    expect(env.PATH).toBe(process.env.PATH);
  });

  it('and sets no PGPASSWORD when the address has none', () => {
    expect(connectionOf('postgres://agentur@localhost/agentur', process.env).env.PGPASSWORD).toBe(
      process.env.PGPASSWORD,
    );
  });
});
