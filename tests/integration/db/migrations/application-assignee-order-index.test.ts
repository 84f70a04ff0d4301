import type { Knex } from 'knex';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '@tests/helpers/clock.js';
import { migratedDatabase, type TestDatabase } from '@tests/helpers/database.js';
import { plansOf, scansApplications, sorts } from '@tests/helpers/query-plans.js';
import { createActivityLog } from '@server/services/activity-log.js';
import { createApplicationService, type ApplicationService } from '@server/services/applications.js';

/**
 * db/migrations/20261206160000_application_assignee_order_index: the list's `assignee=` filter
 * ("Mir zugewiesen") reads one person's applications newest first from the index, without a
 * sort, and the migration goes down and up again.
 */

const MIGRATION = '20261206160000_application_assignee_order_index';
const INDEX = 'applications_assignee_id_created_at_id_index';

let database: TestDatabase;
let knex: Knex;
let service: ApplicationService;
beforeEach(async () => {
  database = await migratedDatabase('agency-assignee-index-');
  knex = database.knex;
  const clock = manualClock();
  service = createApplicationService({
    knex,
    clock,
    alerts: { submitted() {} },
    activityLog: createActivityLog({ knex, clock }),
  });
});
afterEach(() => database.destroy());

const listPlan = async () => {
  const [rows] = await plansOf(knex, () =>
    service.page({ page: 3, pageSize: 20, sort: '-createdAt', assignee: 4 }),
  );
  return rows!;
};

describe('the assignee filter', () => {
  it('reads one person’s applications, newest first, from its index', async () => {
    const steps = await listPlan();
    expect(steps.join(' | ')).toContain(INDEX);
    expect(scansApplications(steps), steps.join(' | ')).toBe(false);
    expect(sorts(steps), steps.join(' | ')).toBe(false);
  });

  it('goes down (the plan without the index) and up again', async () => {
    await knex.migrate.down({ name: MIGRATION });
    expect((await listPlan()).join(' | ')).not.toContain(INDEX);
    await knex.migrate.up({ name: MIGRATION });
    expect((await listPlan()).join(' | ')).toContain(INDEX);
  });
});
