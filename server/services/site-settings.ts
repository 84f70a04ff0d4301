import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type {
  SettingsPreview,
  SettingsState,
  SettingsVersion,
  SettingsVersionChange,
} from '@shared/api-types.js';
import { pathOf } from '@shared/api/endpoint.js';
import { settings as settingsApi } from '@shared/api/settings.js';
import { can, type Role } from '@shared/roles.js';
import { invalidFieldsMessage, validateSiteSettings } from '@shared/schemas/site-settings.js';
import { settingsProblems } from '@shared/site-settings-check.js';
import { changedPaths, fieldLabel, sectionOf } from '@shared/site-settings-sections.js';
import { resolveSiteSettings, valueAt, type SiteSettings } from '@shared/site-settings.js';
import { isUniqueViolation } from '@db/dialect.js';
import { isoNow, type Clock } from '../clock.js';
import { badRequest, forbidden, HttpError, notFound } from '../errors.js';
import type { ActivityLog, Actor } from './activity-log.js';
import type { ActivityChanges } from '@shared/activity-log.js';

const VERSIONS = 'site_settings_versions';
const PREVIEWS = 'site_settings_previews';
/** How long a preview's address works. */
export const PREVIEW_TTL_MS = 60 * 60_000;
/** The versions list shows this many saves. */
const VERSIONS_SHOWN = 200;

export const settingsMessages = {
  stale:
    'Die Einstellungen wurden inzwischen von jemand anderem gespeichert. Bitte laden Sie sie neu oder überschreiben Sie sie bewusst.',
  locked: 'per Umgebungsvariable festgelegt: nur in der Server-Konfiguration änderbar',
  lockedMessage: (labels: string) => `Diese Werte sind per Umgebungsvariable festgelegt: ${labels}.`,
  forbiddenSections: (titles: string) => `Dafür fehlt Ihrem Konto die Berechtigung: ${titles}.`,
  versionNotFound: 'Diese Version gibt es nicht.',
  version: 'Bitte die Version angeben, die Sie bearbeitet haben.',
  values: 'Bitte alle Einstellungen mitsenden.',
} as const;

export interface SiteSettingsDeps {
  knex: Knex;
  clock: Clock;
  activityLog: ActivityLog;
  /** The values environment variables fix, by dotted path (config.siteOverrides). */
  overrides: Record<string, string>;
  /** Told after a save or restore here (the other processes then read the settings again). */
  onSaved?: () => void;
  /** The public site's origin (config.siteOrigin), which the tracking links point at. */
  siteOrigin?: string;
}

/** The person saving: their role decides which sections they may change. */
export interface SettingsEditor {
  id: number;
  role: Role;
}

interface VersionRow {
  id: number;
  values: string;
  savedAt: string;
  savedById: number | null;
  savedByName: string;
  restoredFrom: number | null;
}

type SettingsListener = (settings: SiteSettings) => void;

/**
 * The site's settings ("Einstellungen"): what every page shows about the agency, kept in memory
 * for the renderer and stored as versions in the database. A save is checked against the shared
 * schema, the environment's fixed values, the saver's sections and the version it was edited
 * from; it is recorded in the activity log in its transaction, and the listeners (the page
 * renderer) are told at once.
 */
export function createSiteSettings({
  knex,
  clock,
  activityLog,
  overrides,
  onSaved,
  siteOrigin = '',
}: SiteSettingsDeps) {
  const locked = Object.keys(overrides);
  let version = 0;
  let current = resolveSiteSettings(overrides);
  const listeners = new Set<SettingsListener>();

  const effective = (stored: unknown) => resolveSiteSettings(overrides, stored);

  function state(): SettingsState {
    return {
      version,
      values: structuredClone(current),
      locked: [...locked],
      problems: settingsProblems(current),
      siteOrigin,
    };
  }

  async function newest(db: Knex | Knex.Transaction = knex): Promise<VersionRow | undefined> {
    return (await db(VERSIONS).orderBy('id', 'desc').first()) as VersionRow | undefined;
  }

  function use(row: VersionRow | undefined) {
    const next = row ? effective(JSON.parse(row.values)) : resolveSiteSettings(overrides);
    const changed = (row?.id ?? 0) !== version || JSON.stringify(next) !== JSON.stringify(current);
    version = row?.id ?? 0;
    current = next;
    if (changed) listeners.forEach((listener) => listener(current));
  }

  /** Checks values as a save or a preview takes them: valid, and the fixed values unchanged. */
  function checked(input: unknown): SiteSettings {
    const result = validateSiteSettings(input);
    if (!result.ok) throw badRequest(invalidFieldsMessage(Object.keys(result.errors)), result.errors);
    const changedLocks = locked.filter((path) => valueAt(result.value, path) !== overrides[path]);
    if (changedLocks.length > 0) {
      throw badRequest(
        settingsMessages.lockedMessage(changedLocks.map(fieldLabel).join(', ')),
        Object.fromEntries(changedLocks.map((path) => [path, settingsMessages.locked])),
      );
    }
    return result.value;
  }

  /**
   * A save, a restore and a preview change only the sections the person's role edits (403
   * otherwise): a preview is a page shown with the new values, so Redaktion may not see an
   * Impressum of its own making either.
   */
  function refuseForeignSections(editor: SettingsEditor, values: SiteSettings): void {
    const refused = [
      ...new Set(
        changedPaths(current, values)
          .map(sectionOf)
          .filter((section) => !can(editor.role, section.permission)),
      ),
    ];
    if (refused.length > 0) {
      throw forbidden(settingsMessages.forbiddenSections(refused.map((section) => section.title).join(', ')));
    }
  }

  /** The 409 of a save that missed a newer one: who saved that one and when (the dialog says so). */
  const stale = (latest: VersionRow | undefined) =>
    new HttpError(
      409,
      settingsMessages.stale,
      undefined,
      {},
      latest ? { savedBy: latest.savedByName, savedAt: new Date(latest.savedAt).toISOString() } : {},
    );

  /**
   * A version's changes with the values before and after: as the log recorded them, else (its
   * retention pruned the row) from the version before it.
   */
  function settingsChanges(
    logged: ActivityChanges | undefined,
    previous: VersionRow | undefined,
    row: VersionRow,
  ): SettingsVersionChange[] {
    if (logged) {
      return Object.entries(logged).map(([path, change]) =>
        'withheld' in change ? { path, before: null, after: null } : { path, ...change },
      );
    }
    if (!previous) return [];
    const before = effective(JSON.parse(previous.values));
    const after = effective(JSON.parse(row.values));
    return changedPaths(before, after).map((path) => ({
      path,
      before: valueAt(before, path),
      after: valueAt(after, path),
    }));
  }

  async function store(
    editor: SettingsEditor,
    fromVersion: number,
    values: SiteSettings,
    actor: Actor,
    restoredFrom: number | null = null,
  ): Promise<SettingsState> {
    refuseForeignSections(editor, values);
    try {
      await knex.transaction(async (trx) => {
        const latest = await newest(trx);
        if ((latest?.id ?? 0) !== fromVersion) throw stale(latest);
        const before = latest ? effective(JSON.parse(latest.values)) : resolveSiteSettings(overrides);
        let id = fromVersion + 1;
        if (!latest) {
          // The values before the first save become a version too, so they can be restored.
          await trx(VERSIONS).insert({
            id,
            values: JSON.stringify(before),
            savedAt: isoNow(clock),
            savedById: null,
            savedByName: 'System',
            restoredFrom: null,
          });
          id += 1;
        }
        const diff = changedPaths(before, values);
        await trx(VERSIONS).insert({
          id,
          values: JSON.stringify(values),
          savedAt: isoNow(clock),
          savedById: actor.id,
          savedByName: actor.name.slice(0, 100),
          restoredFrom,
        });
        const changes: ActivityChanges = Object.fromEntries(
          diff.map((path) => [path, { before: valueAt(before, path), after: valueAt(values, path) }]),
        );
        await activityLog.record(trx, actor, {
          action: 'settings',
          entity: 'settings',
          entityId: id,
          changes,
        });
      });
    } catch (error) {
      // Another save took this version's id first.
      if (isUniqueViolation(error)) throw stale(await newest());
      throw error;
    }
    use(await newest());
    onSaved?.();
    return state();
  }

  return {
    /** Reads the newest saved version (at start, and when another process saved). */
    async load(): Promise<void> {
      use(await newest());
    },
    /** What the site shows now. */
    current: (): SiteSettings => current,
    state,
    /** Told after every change of the values (a save, a restore, a reload that found a newer one). */
    onChange(listener: SettingsListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** PUT /api/admin/settings. */
    async save(editor: SettingsEditor, input: { version: unknown; values: unknown }, actor: Actor) {
      if (!Number.isInteger(input.version) || (input.version as number) < 0) {
        throw badRequest(settingsMessages.version, { version: settingsMessages.version });
      }
      if (typeof input.values !== 'object' || input.values === null) {
        throw badRequest(settingsMessages.values, { values: settingsMessages.values });
      }
      const values = checked(input.values);
      // Reload first: another process may have saved (its version then makes this one stale).
      const latest = await newest();
      use(latest);
      if (input.version !== version) throw stale(latest);
      if (changedPaths(current, values).length === 0) return state();
      return store(editor, version, values, actor);
    },

    /** The saves, newest first, with what each changed and its values before and after (from the log). */
    async versions(): Promise<SettingsVersion[]> {
      const rows = (await knex(VERSIONS)
        .select('id', 'values', 'savedAt', 'savedByName', 'restoredFrom')
        .orderBy('id', 'desc')
        .limit(VERSIONS_SHOWN + 1)) as VersionRow[];
      const logged = new Map<number, ActivityChanges>();
      for (const row of await activityLog.rowsOf(
        'settings',
        rows.map((row) => row.id),
      )) {
        logged.set(Number(row.entityId), row.changes ? (JSON.parse(row.changes) as ActivityChanges) : {});
      }
      const newestId = rows[0]?.id;
      return rows.slice(0, VERSIONS_SHOWN).map((row, index) => {
        const previous = rows[index + 1];
        // The log's retention may have pruned the row: the change is then read from the versions.
        const changes = settingsChanges(logged.get(row.id), previous, row);
        return {
          id: row.id,
          savedAt: new Date(row.savedAt).toISOString(),
          savedBy: row.savedByName,
          changed: changes.map((change) => change.path),
          changes,
          restoredFrom: row.restoredFrom,
          current: row.id === newestId,
        };
      });
    },

    /** POST …/versions/:id/restore: the version's values saved again, as a new version. */
    async restore(editor: SettingsEditor, id: number, actor: Actor): Promise<SettingsState> {
      const row = (await knex(VERSIONS).where({ id }).first()) as VersionRow | undefined;
      if (!row) throw notFound(settingsMessages.versionNotFound);
      use(await newest());
      const values = effective(JSON.parse(row.values));
      if (changedPaths(current, values).length === 0) return state();
      return store(editor, version, values, actor, id);
    },

    /** POST …/preview: unsaved values kept for an hour under an unguessable address. */
    async createPreview(editor: SettingsEditor, input: unknown): Promise<SettingsPreview> {
      const values = checked(input);
      // Compared with the newest save, as a save is (another process may have saved meanwhile).
      use(await newest());
      refuseForeignSections(editor, values);
      const id = randomBytes(24).toString('base64url');
      const now = clock();
      const expiresAt = new Date(now + PREVIEW_TTL_MS).toISOString();
      await knex(PREVIEWS).where('expiresAt', '<=', new Date(now).toISOString()).delete();
      await knex(PREVIEWS).insert({ id, userId: editor.id, values: JSON.stringify(values), expiresAt });
      return { url: pathOf(settingsApi.previewPage.path, { token: id }), expiresAt };
    },

    /** A preview's values, for the person who made it while it lasts; undefined otherwise. */
    async preview(id: string, userId: number): Promise<SiteSettings | undefined> {
      const row = (await knex(PREVIEWS)
        .where({ id, userId })
        .andWhere('expiresAt', '>', isoNow(clock))
        .first()) as { values: string } | undefined;
      return row ? effective(JSON.parse(row.values)) : undefined;
    },
  };
}

export type SiteSettingsService = ReturnType<typeof createSiteSettings>;
