import { describe, expect, it } from 'vitest';
import {
  can,
  isRole,
  PERMISSIONS,
  ROLE_DESCRIPTIONS,
  ROLE_LABELS,
  ROLE_PERMISSIONS,
  ROLES,
  type Permission,
} from '@shared/roles.js';

const RECRUITING: Permission[] = [
  'applications.read',
  'applications.write',
  'applications.export',
  'messages.read',
  'messages.write',
  'dataRequests',
  'templates.read',
  'reports.recruiting',
];
const EDITING: Permission[] = ['content.read', 'content.write', 'uploads'];
const TEAM: Permission[] = ['team.read', 'team.manage', 'team.owners', 'activity.read'];

describe('staff roles', () => {
  it('are the four fixed roles, each with a German name and a sentence', () => {
    expect(ROLES).toEqual(['owner', 'admin', 'recruiter', 'editor']);
    expect(ROLE_LABELS).toEqual({
      owner: 'Inhaber',
      admin: 'Administration',
      recruiter: 'Recruiting',
      editor: 'Redaktion',
    });
    for (const role of ROLES) expect(ROLE_DESCRIPTIONS[role]).toMatch(/\.$/);
    expect(isRole('editor')).toBe(true);
    expect(isRole('superuser')).toBe(false);
    expect(isRole(undefined)).toBe(false);
  });

  it('every signed-in person has their own account and the dashboard', () => {
    for (const role of ROLES) {
      expect(can(role, 'account'), role).toBe(true);
      expect(can(role, 'dashboard'), role).toBe(true);
    }
  });

  it('owners may do everything; administration everything but changing owners', () => {
    for (const permission of PERMISSIONS) expect(can('owner', permission), permission).toBe(true);
    for (const permission of PERMISSIONS)
      expect(can('admin', permission), permission).toBe(permission !== 'team.owners');
  });

  it('recruiting: applications, messages, exports and data requests; no content, no team', () => {
    for (const permission of RECRUITING) expect(can('recruiter', permission), permission).toBe(true);
    for (const permission of [...EDITING, ...TEAM])
      expect(can('recruiter', permission), permission).toBe(false);
  });

  it('editors: the content and its pictures; never applicants’ or senders’ data, no team', () => {
    for (const permission of EDITING) expect(can('editor', permission), permission).toBe(true);
    for (const permission of [...RECRUITING, ...TEAM])
      expect(can('editor', permission), permission).toBe(false);
  });

  it('reply templates: recruiting reads them, owners and administration write them, editors neither', () => {
    for (const role of ['owner', 'admin'] as const) expect(can(role, 'templates.write'), role).toBe(true);
    expect(can('recruiter', 'templates.write')).toBe(false);
    expect(can('editor', 'templates.read')).toBe(false);
    expect(can('editor', 'templates.write')).toBe(false);
  });

  it('names only known permissions, each once', () => {
    for (const role of ROLES) {
      const granted = ROLE_PERMISSIONS[role];
      expect(new Set(granted).size, role).toBe(granted.length);
      for (const permission of granted) expect(PERMISSIONS).toContain(permission);
    }
  });
});
