import type { SettingsPreview, SettingsState, SettingsVersion } from '../api-types.js';
import { settingsPreviewBody, settingsSaveBody } from '../schemas/site-settings.js';
import { endpoint, file, json } from './endpoint.js';

/** "Einstellungen": the site's settings, their versions, and the preview of unsaved values. */
export const settings = {
  get: endpoint({
    method: 'GET',
    path: '/api/admin/settings',
    access: 'settings.read',
    summary: 'The settings as saved, what fixes them and what the go-live check misses',
    answer: json<SettingsState>(),
  }),
  save: endpoint({
    method: 'PUT',
    path: '/api/admin/settings',
    access: 'settings.pages',
    summary: 'Saves every value, from the version they were edited from (the sections the role edits)',
    body: settingsSaveBody,
    answer: json<SettingsState>(),
    errors: [400, 403, 409, 413],
  }),
  versions: endpoint({
    method: 'GET',
    path: '/api/admin/settings/versions',
    access: 'settings.read',
    summary: 'The saves, newest first, with what each changed',
    answer: json<SettingsVersion[]>(),
  }),
  restore: endpoint({
    method: 'POST',
    path: '/api/admin/settings/versions/:id/restore',
    access: 'settings.pages',
    summary: "Saves a version's values again, as a new version",
    answer: json<SettingsState>(),
    errors: [400, 403, 404],
  }),
  preview: endpoint({
    method: 'POST',
    path: '/api/admin/settings/preview',
    access: 'settings.pages',
    summary: 'Keeps unsaved values for an hour under an unguessable address',
    body: settingsPreviewBody,
    answer: json<SettingsPreview>(),
    status: 201,
    errors: [400, 403, 413],
  }),
  // `token`: the preview's random id (not a number); the page is '', 'impressum' or 'kontakt'.
  previewPage: endpoint({
    method: 'GET',
    path: '/api/admin/settings/preview/:token{/:page}',
    access: 'settings.read',
    summary: 'A page of the site with the unsaved values, for the person who made the preview',
    answer: file('text/html; charset=utf-8'),
    errors: [404],
  }),
};
