import type { Knex } from 'knex';
import { AdminUser, Application, ContactMessage } from '@db/models/index.js';
import { bool } from '@db/values.js';
import { staffAlertTexts } from '@shared/messages.js';
import type { OutboxEntry, StaffAlert } from './mail-outbox.js';

/** Where the alerts link to in the control centre (its routes in admin-desktop/renderer/src/routes.tsx). */
export const ADMIN_APPLICATIONS_PATH = '/admin/bewerbungen';
export const ADMIN_MESSAGES_PATH = '/admin/nachrichten';

/** One line: a header value never gets a line break, whatever reaches it. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/**
 * The alert about a new application: its TikTok name, country and where to find it, nothing else
 * (no phone number, messenger name or website travels by e-mail). The countries are stored as their
 * German names already (shared/constants.ts COUNTRIES).
 */
export function applicationAlert(
  input: Pick<Application, 'tiktokUsername' | 'country'>,
  siteOrigin: string,
): StaffAlert {
  const tiktokName = `@${oneLine(input.tiktokUsername).replace(/^@+/, '')}`;
  const country = oneLine(input.country);
  return {
    kind: 'application',
    subject: staffAlertTexts.applicationSubject(tiktokName, country),
    text: staffAlertTexts.applicationText({
      tiktokName,
      country,
      link: `${siteOrigin}${ADMIN_APPLICATIONS_PATH}`,
    }),
    replyTo: null,
  };
}

/**
 * The mail to the colleague an application was assigned to: what the alert about a new
 * application says (TikTok name, country), and a link to their own applications.
 */
export function assignmentAlert(
  input: Pick<Application, 'tiktokUsername' | 'country'>,
  to: string,
  siteOrigin: string,
): StaffAlert {
  const tiktokName = `@${oneLine(input.tiktokUsername).replace(/^@+/, '')}`;
  const country = oneLine(input.country);
  return {
    kind: 'assignment',
    to: [to],
    subject: staffAlertTexts.assignedSubject(tiktokName, country),
    text: staffAlertTexts.assignedText({
      tiktokName,
      country,
      link: `${siteOrigin}${ADMIN_APPLICATIONS_PATH}?assignee=me`,
    }),
    replyTo: null,
  };
}

/** The mail about a bulk assignment: how many, and the link; nothing about the applicants. */
export function bulkAssignmentAlert(count: number, to: string, siteOrigin: string): StaffAlert {
  return {
    kind: 'assignment_bulk',
    to: [to],
    subject: staffAlertTexts.assignedManySubject(count),
    text: staffAlertTexts.assignedManyText({
      count,
      link: `${siteOrigin}${ADMIN_APPLICATIONS_PATH}?assignee=me`,
    }),
    replyTo: null,
  };
}

/** The alert about a new contact message: subject, sender and text (not the phone or messenger name). */
export function contactMessageAlert(
  input: Pick<ContactMessage, 'name' | 'email' | 'subject' | 'message'>,
  siteOrigin: string,
): StaffAlert {
  const name = oneLine(input.name);
  const email = oneLine(input.email);
  const subject = oneLine(input.subject);
  return {
    kind: 'contact_message',
    subject: staffAlertTexts.messageSubject(subject),
    text: staffAlertTexts.messageText({
      name,
      email,
      subject,
      message: input.message.replace(/\r\n?/g, '\n'),
      link: `${siteOrigin}${ADMIN_MESSAGES_PATH}`,
    }),
    replyTo: email,
  };
}

/**
 * The staff alerts around the submissions: the services report each stored submission (whose
 * alert the outbox's trigger queued in the same statement) so the sender wakes at once, and the
 * sender has each alert composed from the stored row when it sends it.
 */
export function createStaffAlerts(knex: Knex) {
  const senders = new Set<() => void>();
  const here = new Set<() => void>();
  return {
    /** Called after a submission was stored in this process: wakes whoever sends the alerts. */
    submitted(): void {
      for (const listener of [...senders, ...here]) listener();
    },
    /** Another process of the installation queued a mail: wakes this process's sender only. */
    queuedElsewhere(): void {
      for (const listener of senders) listener();
    },
    /** Calls `listener` (a sender's wake-up) after each queued mail, here or elsewhere; returns the unsubscribe. */
    onQueued(listener: () => void): () => void {
      senders.add(listener);
      return () => senders.delete(listener);
    },
    /** Calls `listener` after each submission stored in this process only; returns the unsubscribe. */
    onSubmittedHere(listener: () => void): () => void {
      here.add(listener);
      return () => here.delete(listener);
    },
    /**
     * The mail about a queued alert, from the row it announces as it is now; null when that row is
     * gone (deleted before the alert was sent: there is nothing left to tell).
     */
    async compose(
      entry: Pick<OutboxEntry, 'kind' | 'sourceId'> & Partial<Pick<OutboxEntry, 'recipientId'>>,
      siteOrigin: string,
    ): Promise<StaffAlert | null> {
      if (entry.kind === 'assignment' || entry.kind === 'assignment_bulk') {
        // Only while the person still wants it and can read it (active, an address, the choice on).
        const user = entry.recipientId ? await AdminUser.query(knex).findById(entry.recipientId) : undefined;
        if (!user?.email || user.disabledAt || !bool(user.alertOnAssignment)) return null;
        if (entry.kind === 'assignment_bulk')
          return bulkAssignmentAlert(entry.sourceId, user.email, siteOrigin);
        const row = await Application.query(knex).findById(entry.sourceId);
        // Gone, or assigned to someone else meanwhile: nothing left to tell this person.
        return row && row.assigneeId === user.id ? assignmentAlert(row, user.email, siteOrigin) : null;
      }
      if (entry.kind === 'application') {
        const row = await Application.query(knex).findById(entry.sourceId);
        return row ? applicationAlert(row, siteOrigin) : null;
      }
      const row = await ContactMessage.query(knex).findById(entry.sourceId);
      return row ? contactMessageAlert(row, siteOrigin) : null;
    },
  };
}

export type StaffAlerts = ReturnType<typeof createStaffAlerts>;
