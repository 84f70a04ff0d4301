import type { Knex } from 'knex';
import * as initialSchema from './20261123090000_initial_schema.js';
import * as loginFailures from './20261124090000_login_failures.js';
import * as mailOutbox from './20261125090000_mail_outbox.js';
import * as applicationCompletedAt from './20261126090000_application_completed_at.js';
import * as applicationListIndexes from './20261126100000_application_list_indexes.js';
import * as dataRequestLog from './20261126110000_data_request_log.js';
import * as scrubFreePages from './20261127090000_scrub_free_pages.js';
import * as staffRoles from './20261128090000_staff_roles.js';
import * as activityLog from './20261128100000_activity_log.js';
import * as staffAccounts from './20261128110000_staff_accounts.js';
import * as siteSettings from './20261201090000_site_settings.js';
import * as formCounters from './20261202090000_form_counters.js';
import * as maintenanceRuns from './20261202100000_maintenance_runs.js';
import * as pageVisits from './20261203090000_page_visits.js';
import * as mailOutboxTriggers from './20261203100000_mail_outbox_triggers.js';
import * as maintenanceRunFinished from './20261203110000_maintenance_run_finished.js';
import * as passkeyChallenges from './20261204120000_passkey_challenges.js';
import * as totpSecretSealed from './20261205120000_totp_secret_sealed.js';
import * as applicationOutcome from './20261206100000_application_outcome.js';
import * as applicationAssignee from './20261206110000_application_assignee.js';
import * as applicationSourceMatches from './20261206120000_application_source_matches.js';
import * as replyTemplates from './20261206130000_reply_templates.js';
import * as recruitingFigures from './20261206140000_recruiting_figures.js';
import * as recruitingArrivalTrigger from './20261206150000_recruiting_arrival_trigger.js';
import * as applicationAssigneeOrderIndex from './20261206160000_application_assignee_order_index.js';
import * as contentSample from './20261207090000_content_sample.js';
import * as newsletter from './20261208090000_newsletter.js';
import * as dataRequestLogNewsletter from './20261208100000_data_request_log_newsletter.js';
import * as emailChanges from './20261209110000_email_changes.js';
import * as contactMessageAnswered from './20261209120000_contact_message_answered.js';

interface Migration {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
  /** `transaction: false` for a step that cannot run in a transaction (VACUUM). */
  config?: { transaction?: boolean };
}

/**
 * Migrations are listed here explicitly (oldest first) so that the bundled server and the
 * TypeScript sources run the same list. Add a new file, then add it to this list.
 */
const migrations: Record<string, Migration> = {
  '20261123090000_initial_schema': initialSchema,
  '20261124090000_login_failures': loginFailures,
  '20261125090000_mail_outbox': mailOutbox,
  '20261126090000_application_completed_at': applicationCompletedAt,
  '20261126100000_application_list_indexes': applicationListIndexes,
  '20261126110000_data_request_log': dataRequestLog,
  '20261127090000_scrub_free_pages': scrubFreePages,
  '20261128090000_staff_roles': staffRoles,
  '20261128100000_activity_log': activityLog,
  '20261128110000_staff_accounts': staffAccounts,
  '20261201090000_site_settings': siteSettings,
  '20261202090000_form_counters': formCounters,
  '20261202100000_maintenance_runs': maintenanceRuns,
  '20261203090000_page_visits': pageVisits,
  '20261203100000_mail_outbox_triggers': mailOutboxTriggers,
  '20261203110000_maintenance_run_finished': maintenanceRunFinished,
  '20261204120000_passkey_challenges': passkeyChallenges,
  '20261205120000_totp_secret_sealed': totpSecretSealed,
  '20261206100000_application_outcome': applicationOutcome,
  '20261206110000_application_assignee': applicationAssignee,
  '20261206120000_application_source_matches': applicationSourceMatches,
  '20261206130000_reply_templates': replyTemplates,
  '20261206140000_recruiting_figures': recruitingFigures,
  '20261206150000_recruiting_arrival_trigger': recruitingArrivalTrigger,
  '20261206160000_application_assignee_order_index': applicationAssigneeOrderIndex,
  '20261207090000_content_sample': contentSample,
  '20261208090000_newsletter': newsletter,
  '20261208100000_data_request_log_newsletter': dataRequestLogNewsletter,
  '20261209110000_email_changes': emailChanges,
  '20261209120000_contact_message_answered': contactMessageAnswered,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations).sort(),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const migration = migrations[name];
    if (!migration) throw new Error(`Unknown migration ${name}`);
    return migration;
  },
};
