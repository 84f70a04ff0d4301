import { describe, expect, it } from 'vitest';
import { isHttpUrl, isSafeUrl, isWebAddress, mailtoHref, normalizeWebAddress } from '@shared/url.js';

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

describe("normalizeWebAddress (the application form's website)", () => {
  it.each([
    ['www.mein-kanal.de', 'https://www.mein-kanal.de'],
    ['instagram.com/meinname', 'https://instagram.com/meinname'],
    ['youtube.com/@mein.kanal?sub=1#start', 'https://youtube.com/@mein.kanal?sub=1#start'],
    ['mein-kanal.de:8080/live', 'https://mein-kanal.de:8080/live'],
    // International hosts in their punycode form: a look-alike shows as what it is.
    ['müller-streams.de', 'https://xn--mller-streams-wob.de'],
    ['https://аpple.com', 'https://xn--pple-43d.com'],
    ['https://аpple.com/Über?ä=1', 'https://xn--pple-43d.com/Über?ä=1'],
    ['ｅｘａｍｐｌｅ.de', 'https://example.de'],
    // The host in lower case, the rest as typed.
    ['WWW.Mein-Kanal.DE/Profil', 'https://www.mein-kanal.de/Profil'],
    ['https://www.tiktok.com/@mia.live', 'https://www.tiktok.com/@mia.live'],
    ['http://mein-kanal.de', 'http://mein-kanal.de'],
    ['HTTPS://EXAMPLE.ORG/', 'https://example.org/'],
    ['https://lena.example', 'https://lena.example'],
  ])('stores %j as %j', (input, stored) => {
    expect(normalizeWebAddress(input)).toBe(stored);
    expect(isWebAddress(input)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'javascript://www.example.org/%0Aalert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/png;base64,iVBORw0KGgo=',
    'file:///etc/passwd',
    'file://server.example/share',
    'ftp://example.org',
    'mailto:max@example.org',
    'tel:+491701234567',
    'blob:https://example.org/1',
    'https:example.org',
    'https:///example.org',
    '//evil.example/x',
    '/uploads/bild.webp',
    '@meinname',
    '.example.org',
    'meinname',
    'localhost:3000',
    'https://localhost',
    '127.0.0.1',
    'https://192.168.0.1/admin',
    'https://[::1]/',
    'mein kanal.de',
    'example.org/\tx',
    'instagram.com\\evil',
    'max:geheim@example.org',
    'https://max@example.org',
    'example..org',
    'example.org.',
    'example.1',
    'beispiel.de_',
    '-kanal.de',
    `example.org/${'a'.repeat(490)}`,
    '',
  ])('refuses %j', (input) => {
    expect(normalizeWebAddress(input)).toBeNull();
    expect(isWebAddress(input)).toBe(false);
  });

  it('keeps the completed address within the 500 characters of the column', () => {
    const path = 'a'.repeat(500 - 'https://example.org/'.length);
    expect(normalizeWebAddress(`example.org/${path}`)).toHaveLength(500);
    expect(normalizeWebAddress(`example.org/${path}a`)).toBeNull();
  });
});
