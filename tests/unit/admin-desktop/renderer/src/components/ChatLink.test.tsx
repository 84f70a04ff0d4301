// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TelegramLink } from '@admin/components/ChatLink.js';

/**
 * Telegram in the application and message dialogs: a name reads „@name“ however it was stored (the
 * forms store it bare since issue 48), older notations as they were stored, each linked to its chat.
 */
describe('TelegramLink', () => {
  afterEach(cleanup);

  it.each([
    ['lena_tg', '@lena_tg', 'https://t.me/lena_tg'],
    ['@Lena_TG', '@Lena_TG', 'https://t.me/lena_tg'],
    ['t.me/lena_tg', 't.me/lena_tg', 'https://t.me/lena_tg'],
    ['t.me/+AbCdEf', 't.me/+AbCdEf', 'https://t.me/+AbCdEf'],
  ])('stored %j reads %j and opens %s', (stored, text, href) => {
    render(<TelegramLink name={stored} />);
    expect(screen.getByRole('link', { name: text }).getAttribute('href')).toBe(href);
  });

  it('shows what names no chat as plain text, as stored', () => {
    const { container } = render(<TelegramLink name="x" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.textContent).toBe('x');
  });
});
