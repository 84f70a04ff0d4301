import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser } from '@db/models/index.js';
import { staffMessages } from '@shared/staff-texts.js';
import type { Role } from '@shared/roles.js';
import { SYSTEM_ACTOR } from '@server/services/activity-log.js';
import { UserInputError } from '@server/services/users.js';
import { startTestServer, TEST_PASSWORD, type TestServer } from '@tests/helpers/test-app.js';

/**
 * The account rules the team screen and the command line share (services/account-rules.ts), and
 * the last-owner rule under concurrency: on PostgreSQL two changes run on two connections at once.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let serial = 0;
async function account(role: Role): Promise<AdminUser> {
  serial += 1;
  return server.app.services.users.create(`konto${serial}`, TEST_PASSWORD, role);
}

/** Leaves exactly `owners` as the installation's active owners (the others become editors). */
async function onlyOwners(owners: AdminUser[]) {
  await server
    .knex('admin_users')
    .where({ role: 'owner' })
    .whereNotIn(
      'id',
      owners.map((owner) => owner.id),
    )
    .update({ role: 'editor' });
}

const activeOwners = async () =>
  (await server.knex('admin_users').where({ role: 'owner' }).whereNull('disabledAt')).length;

describe('the last active owner, under concurrency', () => {
  it('two owners demoting each other at once: exactly one succeeds, one active owner remains', async () => {
    for (let round = 0; round < 3; round += 1) {
      const [first, second] = [await account('owner'), await account('owner')];
      await onlyOwners([first!, second!]);
      const { team } = server.app.services;
      const results = await Promise.allSettled([
        team.update(first!, second!.id, { role: 'admin' }, SYSTEM_ACTOR),
        team.update(second!, first!.id, { role: 'admin' }, SYSTEM_ACTOR),
      ]);
      expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
      const refused = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
      expect(refused.reason).toMatchObject({ status: 409, message: staffMessages.lastOwner });
      expect(await activeOwners()).toBe(1);
    }
  });

  it('a disabling and a demotion at once leave an active owner', async () => {
    const [first, second] = [await account('owner'), await account('owner')];
    await onlyOwners([first!, second!]);
    const { team } = server.app.services;
    const results = await Promise.allSettled([
      team.update(first!, second!.id, { active: false }, SYSTEM_ACTOR),
      team.update(second!, first!.id, { role: 'editor' }, SYSTEM_ACTOR),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await activeOwners()).toBe(1);
  });

  it('the command line and the team screen at once leave an active owner', async () => {
    const [first, second] = [await account('owner'), await account('owner')];
    await onlyOwners([first!, second!]);
    const results = await Promise.allSettled([
      server.app.services.users.setRole(first!.username, 'recruiter'),
      server.app.services.team.update(first!, second!.id, { role: 'admin' }, SYSTEM_ACTOR),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await activeOwners()).toBe(1);
  });
});

describe('the command line follows the same rules', () => {
  it('`role` does not count a disabled owner: the last active owner keeps the role', async () => {
    const [active, disabled] = [await account('owner'), await account('owner')];
    await onlyOwners([active!, disabled!]);
    await server
      .knex('admin_users')
      .where({ id: disabled!.id })
      .update({ disabledAt: new Date().toISOString() });
    await expect(server.app.services.users.setRole(active!.username, 'admin')).rejects.toThrow(
      new UserInputError(`"${active!.username}" is the last owner and keeps that role.`),
    );
    expect((await server.app.services.users.findById(active!.id))!.role).toBe('owner');
    await server.knex('admin_users').where({ id: disabled!.id }).update({ disabledAt: null });
  });

  it('`role` withdraws the invitations the person can no longer grant, recorded as the server', async () => {
    const inviter = await account('admin');
    const [id] = await server.knex('invitations').insert(
      {
        nonce: 'n',
        tokenHash: `hash-${inviter.id}`,
        name: 'Offen',
        email: 'offen@agentur.example',
        role: 'editor',
        invitedBy: inviter.id,
        createdAt: new Date().toISOString(),
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      },
      ['id'],
    );
    const invitationId = typeof id === 'object' ? id.id : id;
    await server.app.services.users.setRole(inviter.username, 'recruiter');
    const row = await server.knex('invitations').where({ id: invitationId }).first();
    expect(row.revokedAt).not.toBeNull();
    const logged = await server
      .knex('activity_log')
      .where({ action: 'invitation-revoke', entityId: `invitation-${invitationId}` })
      .first();
    expect(logged).toMatchObject({ actorName: SYSTEM_ACTOR.name });
  });
});
