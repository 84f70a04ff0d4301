import nodemailer from 'nodemailer';
import type { MailAddress } from '../config.js';

/** One plain-text e-mail. */
export interface OutgoingMail {
  from: MailAddress;
  to: string[];
  subject: string;
  text: string;
  /** An HTML alternative to `text` (the newsletter's issues); plain text only when absent. */
  html?: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post, List-Id). */
  headers?: Record<string, string>;
  replyTo: string | null;
  /** The Date header: when what the mail announces happened, not when it finally got out. */
  date: Date;
}

export interface MailTransport {
  /** Resolves once the server accepted the mail; rejects on any failure or when `signal` aborts. */
  send(mail: OutgoingMail, signal: AbortSignal): Promise<void>;
  close(): void;
}

/**
 * How long each step may take: nodemailer's defaults (2 minutes to connect, 10 minutes of
 * silence) would let a hanging server hold the one send at a time for that long.
 */
export const SMTP_TIMEOUTS = {
  dnsTimeout: 15_000,
  connectionTimeout: 15_000,
  greetingTimeout: 15_000,
  socketTimeout: 30_000,
} as const;

/**
 * An SMTP transport from SMTP_URL as nodemailer reads it: smtp:// upgrades with STARTTLS when the
 * server offers it, smtps:// speaks TLS from the start; the user name and password come from the
 * URL. One connection per mail: alerts are few, and nothing stays open between them.
 */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    async send(mail, signal) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        date: mail.date,
        signal,
      });
    },
    close: () => transporter.close(),
  };
}
