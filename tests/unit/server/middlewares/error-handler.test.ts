import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { errorHandler } from '@server/middlewares/error-handler.js';
import { invalidInput } from '@server/errors.js';
import { createLogger } from '@server/logger.js';
import { addressedTo } from '@shared/messages.js';

/** What the error middleware answers for `path` when the rest of the chain throws `error`. */
async function answer(path: string, error: unknown) {
  const ctx = { path, method: 'POST', url: path, status: 200, body: undefined as unknown, set() {} };
  await errorHandler(createLogger('silent'))(ctx as unknown as Context, () => Promise.reject(error));
  return { status: ctx.status, body: ctx.body };
}

describe('the error answers’ form of address', () => {
  it('says „Sie“ to the control centre and „du“ to the website, for a refused input', async () => {
    const refused = invalidInput({ question: 'Frage muss mindestens 5 Zeichen lang sein' });
    expect(await answer('/api/admin/faqs', refused)).toEqual({
      status: 400,
      body: {
        message: 'Bitte überprüfen Sie Ihre Eingaben.',
        errors: { question: 'Frage muss mindestens 5 Zeichen lang sein' },
      },
    });
    expect((await answer('/api/apply', refused)).body).toMatchObject({
      message: 'Bitte überprüfe deine Eingaben.',
    });
  });

  it('and for an unexpected error', async () => {
    expect(await answer('/admin/dashboard', new Error('boom'))).toEqual({
      status: 500,
      body: { message: 'Ein interner Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.' },
    });
    expect(await answer('/api/contact', new Error('boom'))).toEqual({
      status: 500,
      body: { message: 'Ein interner Fehler ist aufgetreten. Bitte versuche es später erneut.' },
    });
  });

  it('leaves a text meant for one audience alone', () => {
    expect(addressedTo('visitor', 'Bitte melden Sie sich an.')).toBe('Bitte melden Sie sich an.');
    expect(addressedTo('staff', 'Bitte wähle dein Land aus')).toBe('Bitte wähle dein Land aus');
    expect(addressedTo('visitor', 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.')).toBe(
      'Zu viele Anfragen. Bitte versuche es später erneut.',
    );
  });
});
