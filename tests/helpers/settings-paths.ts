/**
 * The settings API's addresses, written out: the tests pin them (the control centre takes them
 * from shared/api/settings.ts, a script may have them typed in).
 */
export const SETTINGS_PATHS = {
  settings: '/api/admin/settings',
  versions: '/api/admin/settings/versions',
  restore: (id: number) => `/api/admin/settings/versions/${id}/restore`,
  preview: '/api/admin/settings/preview',
} as const;
