import { describe, expect, it } from 'vitest';
import { isHttpUrl, isSafeUrl, mailtoHref } from '@shared/url.js';

describe('mailtoHref', () => {
  it('links to exactly the address, its parts percent-encoded', () => {
    expect(mailtoHref('max@example.org')).toBe('mailto:max@example.org');
    expect(mailtoHref('kunde%40gmail.com?bcc=spy%40evil.example@example.org')).toBe(
      'mailto:kunde%2540gmail.com%3Fbcc%3Dspy%2540evil.example@example.org',
    );
    const url = new URL(mailtoHref('kunde%40gmail.com?bcc=spy%40evil.example@example.org'));
    expect(url.search).toBe('');
  });

  it('encodes the subject, so it cannot add parameters', () => {
    const href = mailtoHref('max@example.org', { subject: 'Re: Frage & Antwort?bcc=x@y.z' });
    expect(href).toBe('mailto:max@example.org?subject=Re%3A%20Frage%20%26%20Antwort%3Fbcc%3Dx%40y.z');
    expect([...new URL(href).searchParams.keys()]).toEqual(['subject']);
  });
});

describe('URL safety', () => {
  const safe = [
    'https://www.tiktok.com/@mia.live',
    'http://example.org',
    'https://example.org/pfad/bild.jpg?groesse=400#oben',
    'HTTPS://EXAMPLE.ORG/',
    '/uploads/seed-streamer-1.webp',
    '/uploads/0f3a9c.webp',
    '/uploads/a_b-c.d.png',
  ];
  const unsafe = [
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'JavaScript:alert(document.cookie)',
    'vbscript:msgbox(1)',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'ftp://x',
    'ftp://example.org/bild.png',
    '//evil.example/x',
    '/uploads/../secret',
    '/uploads/..',
    '/uploads/a..b.webp',
    '/uploads/',
    '/uploads/.htaccess',
    '/uploads/sub/bild.webp',
    '/uploads/bild.webp?x=1',
    '/secret/bild.webp',
    'uploads/bild.webp',
    'https://exa mple.org',
    'https://example.org/mit leerzeichen.png',
    ' https://example.org',
    'https://example.org\n',
    'https://example.org/\tx',
    'www.tiktok.com/@mia',
    'http://',
    'keine url',
    '',
  ];

  it.each(safe)('isSafeUrl accepts %j', (url) => {
    expect(isSafeUrl(url)).toBe(true);
  });

  it.each(unsafe)('isSafeUrl refuses %j', (url) => {
    expect(isSafeUrl(url)).toBe(false);
  });

  it('isSafeUrl refuses URLs over 1000 characters', () => {
    expect(isSafeUrl(`https://example.org/${'a'.repeat(1000)}`)).toBe(false);
  });

  it('isHttpUrl accepts only absolute http(s) URLs, not upload paths', () => {
    expect(isHttpUrl('https://lena.example')).toBe(true);
    expect(isHttpUrl('/uploads/seed-streamer-1.webp')).toBe(false);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
  });
});
