import type { APIRequestContext, Page } from '@playwright/test';
import type { Application } from '@shared/api-types.js';
import type { ApplicationStatus } from '@shared/constants.js';
import { adminList, expect } from './support.js';

/** What the applications screens' tests share: applying, reading back, cleaning up, antd controls. */

export interface ApplyOptions {
  country?: string;
  whatsappNumber?: string;
  telegramUsername?: string;
  website?: string;
  currentAgency?: string;
}

/**
 * A WhatsApp number and Telegram name of this applicant's own (from the TikTok name): without
 * them, test applicants share the defaults and count as earlier applications of one another
 * („Bereits beworben“).
 */
export function distinctContact(
  tiktokUsername: string,
): Pick<ApplyOptions, 'whatsappNumber' | 'telegramUsername'> {
  let hash = 0;
  for (const char of tiktokUsername) hash = (hash * 31 + char.charCodeAt(0)) % 10_000_000;
  return {
    whatsappNumber: `+49 171 ${String(hash).padStart(7, '0')}`,
    telegramUsername: `@e2e_tg_${String(hash).padStart(7, '0')}`,
  };
}

/** Applies through the public API (the form limits are raised for the browser tests). */
export async function apply(
  request: APIRequestContext,
  tiktokUsername: string,
  {
    country = 'Österreich',
    whatsappNumber = '+49 170 1234567',
    telegramUsername = '@e2e_telegram',
    website = 'https://example.com/kanal',
    currentAgency = 'Keine',
  }: ApplyOptions = {},
): Promise<void> {
  const response = await request.post('/api/apply', {
    data: {
      tiktokUsername,
      whatsappNumber,
      telegramUsername,
      website,
      country,
      streamingExperience: '1-3 Monate',
      currentAgency,
      ageConfirm: true,
      privacyConfirm: true,
    },
  });
  expect(response.status(), 'POST /api/apply').toBe(201);
}

/** A TikTok name as the form stores it: without the "@" (the screens show „@name“). */
const storedName = (tiktokUsername: string) => tiktokUsername.trim().replace(/^@+/, '');

/** Every stored application whose TikTok name contains `part` (the whole list, unpaged). */
export async function storedWith(request: APIRequestContext, part: string): Promise<Application[]> {
  const rows = await adminList<Application>(request, '/api/admin/applications');
  return rows.filter((row) => row.tiktokUsername.includes(storedName(part)));
}

export async function stored(
  request: APIRequestContext,
  tiktokUsername: string,
): Promise<Application | undefined> {
  const name = storedName(tiktokUsername);
  return (await storedWith(request, name)).find((row) => row.tiktokUsername === name);
}

export async function setStatus(request: APIRequestContext, id: number, status: ApplicationStatus) {
  const response = await request.patch(`/api/admin/applications/${id}`, { data: { status } });
  expect(response.status(), `PATCH application ${id}`).toBe(200);
}

/** Deletes what a test created (other specs count the applications on the shared server). */
export async function removeApplications(request: APIRequestContext, part: string): Promise<void> {
  for (const row of await storedWith(request, part)) {
    const response = await request.delete(`/api/admin/applications/${row.id}`);
    expect([204, 404], `DELETE application ${row.id}`).toContain(response.status());
  }
}

export { choose } from './admin-support.js';

export const toast = (page: Page, text: string) =>
  page.locator('.ant-notification-notice').filter({ hasText: text });

/** The list's search box. */
export const searchBox = (page: Page) => page.getByLabel('Bewerbungen durchsuchen');

/** The table rows of the current page (wide screens). */
export const tableRows = (page: Page) => page.locator('.ant-table-tbody tr.clickable-row');
