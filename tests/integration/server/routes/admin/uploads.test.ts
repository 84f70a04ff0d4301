import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_DATA_URL } from '@tests/helpers/factories.js';
import { SPEC } from '@tests/helpers/messages.js';
import { connect } from '@tests/helpers/raw-http.js';
import { startTestServer, type TestClient, type TestServer } from '@tests/helpers/test-app.js';

const UPLOAD_URL_PATTERN = /^\/uploads\/[a-f0-9]{32}\.webp$/;
const INVALID_TYPE_BODY = {
  message: 'Ungültiger Dateityp',
  errors: { image: 'Bitte wählen Sie nur Bild-Dateien aus (jpg, png usw.)' },
};
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

interface UploadAnswer {
  url: string;
}
interface ErrorAnswer {
  message: string;
  errors?: Record<string, string>;
}

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.adminClient('upload-admin');
});
afterAll(() => server.close());

const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;

/** A picture with some structure (not a flat colour), so encoders and `attention` cropping have work to do. */
function canvas(width: number, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#3050c0"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="#f0c020"/>
  </svg>`;
  return sharp(Buffer.from(svg));
}

/** Files currently in the uploads folder (the folder may not exist before the first upload). */
function storedFiles(): string[] {
  try {
    return fs.readdirSync(server.config.uploadsDir).sort();
  } catch {
    return [];
  }
}

function storedPath(url: string): string {
  return path.join(server.config.uploadsDir, url.slice('/uploads/'.length));
}

async function upload(image: string, type: unknown = 'highlight') {
  return admin.post<UploadAnswer & ErrorAnswer>('/api/admin/upload', { image, type });
}

async function expectStored(image: string, type: 'profile' | 'highlight') {
  const response = await upload(image, type);
  expect(response.status).toBe(201);
  expect(response.body).toEqual({ url: expect.stringMatching(UPLOAD_URL_PATTERN) });
  const file = storedPath(response.body.url);
  expect(fs.existsSync(file)).toBe(true);
  return { url: response.body.url, file, metadata: await sharp(file).metadata() };
}

/** Sends a refused upload and checks that nothing was written. */
async function expectRefused(image: string, type = 'highlight') {
  const before = storedFiles();
  const response = await upload(image, type);
  expect(storedFiles()).toEqual(before);
  return response;
}

describe('POST /api/admin/upload: accepted images', () => {
  it('crops a share image to exactly 1200x630 JPEG without metadata, whatever the shape it came in', async () => {
    const png = await canvas(900, 900)
      .withExif({ IFD0: { Artist: 'Geheime Person' } })
      .png()
      .toBuffer();
    const response = await upload(dataUrl('image/png', png), 'share');
    expect(response.status).toBe(201);
    expect(response.body.url).toMatch(/^\/uploads\/[a-f0-9]{32}\.jpg$/);
    const file = storedPath(response.body.url);
    const metadata = await sharp(file).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    expect(metadata.exif).toBeUndefined();
    expect(fs.readFileSync(file).includes(Buffer.from('Geheime Person'))).toBe(false);
    const served = await fetch(`${server.baseUrl}${response.body.url}`);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
  });

  it('re-encodes a PNG profile picture with EXIF/GPS into a 400x400 WebP without metadata and serves it cacheable', async () => {
    const png = await canvas(800, 600)
      .withExif({
        IFD0: { Artist: 'Geheime Person', Copyright: 'Privat' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '52/1 31/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '13/1 24/1 0/1',
        },
      })
      .png()
      .toBuffer();
    const input = await sharp(png).metadata();
    expect(input.exif?.toString('latin1')).toContain('Geheime Person'); // the fixture really carries EXIF

    const { url, file, metadata } = await expectStored(dataUrl('image/png', png), 'profile');
    expect(metadata).toMatchObject({ format: 'webp', width: 400, height: 400 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    const raw = fs.readFileSync(file);
    expect(raw.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(raw.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(raw.includes(Buffer.from('Geheime Person'))).toBe(false);
    expect(raw.includes(Buffer.from('EXIF'))).toBe(false);

    const served = await fetch(`${server.baseUrl}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toContain('max-age=31536000');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(raw)).toBe(true);
  });

  it('serves an uploaded image to anonymous visitors too', async () => {
    const { url } = await expectStored(
      dataUrl('image/png', await canvas(50, 50).png().toBuffer()),
      'highlight',
    );
    const served = await server.client().get(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
  });

  it('scales a large JPEG highlight down to at most 1600 px wide, keeping the aspect ratio', async () => {
    const jpeg = await canvas(3000, 1000).jpeg().toBuffer();
    const { metadata } = await expectStored(dataUrl('image/jpeg', jpeg), 'highlight');
    expect(metadata.format).toBe('webp');
    expect(metadata.width).toBe(1600);
    expect(metadata.height).toBeGreaterThanOrEqual(533);
    expect(metadata.height).toBeLessThanOrEqual(534);
    expect(metadata.exif).toBeUndefined();
  });

  it('does not enlarge a small highlight', async () => {
    const jpeg = await canvas(300, 200).jpeg().toBuffer();
    const { metadata } = await expectStored(dataUrl('image/jpeg', jpeg), 'highlight');
    expect(metadata).toMatchObject({ format: 'webp', width: 300, height: 200 });
  });

  it('crops a non-square profile picture to exactly 400x400 even when it is smaller', async () => {
    const jpeg = await canvas(200, 120).jpeg().toBuffer();
    const { metadata } = await expectStored(dataUrl('image/jpeg', jpeg), 'profile');
    expect(metadata).toMatchObject({ format: 'webp', width: 400, height: 400 });
  });

  it('applies the EXIF orientation before dropping the metadata', async () => {
    // 600x300 pixels stored, but orientation 6 means "rotate 90°": the picture is 300 wide, 600 high.
    const jpeg = await canvas(600, 300).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);
    const { metadata } = await expectStored(dataUrl('image/jpeg', jpeg), 'highlight');
    expect(metadata).toMatchObject({ format: 'webp', width: 300, height: 600 });
    expect(metadata.orientation).toBeUndefined();
  });

  it('accepts a WebP input', async () => {
    const webp = await canvas(640, 480).webp().toBuffer();
    const { metadata } = await expectStored(dataUrl('image/webp', webp), 'highlight');
    expect(metadata).toMatchObject({ format: 'webp', width: 640, height: 480 });
  });

  it('accepts a GIF input', async () => {
    const gif = await canvas(320, 240).gif().toBuffer();
    const { metadata } = await expectStored(dataUrl('image/gif', gif), 'highlight');
    expect(metadata).toMatchObject({ format: 'webp', width: 320, height: 240 });
  });

  const canEncodeAvif = sharp.format.heif.output.buffer;
  it.skipIf(!canEncodeAvif)('accepts an AVIF input', async () => {
    const avif = await canvas(320, 240).avif().toBuffer();
    const { metadata } = await expectStored(dataUrl('image/avif', avif), 'profile');
    expect(metadata).toMatchObject({ format: 'webp', width: 400, height: 400 });
  });

  it('judges by the bytes, not the declared MIME type of the data URL', async () => {
    const png = await canvas(100, 80).png().toBuffer();
    const { metadata } = await expectStored(dataUrl('image/jpeg', png), 'highlight');
    expect(metadata).toMatchObject({ format: 'webp', width: 100, height: 80 });
  });

  it('gives two uploads of the same image different names', async () => {
    const image = dataUrl('image/png', await canvas(64, 64).png().toBuffer());
    const first = await expectStored(image, 'profile');
    const second = await expectStored(image, 'profile');
    expect(first.url).not.toBe(second.url);
    expect(fs.readFileSync(first.file).equals(fs.readFileSync(second.file))).toBe(true);
  });
});

describe('POST /api/admin/upload: refused input', () => {
  it('refuses an SVG (scriptable) with 400 Ungültiger Dateityp', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const response = await expectRefused(dataUrl('image/svg+xml', svg));
    expect(response.status).toBe(400);
    expect(response.body).toEqual(INVALID_TYPE_BODY);
  });

  it('refuses an SVG even when it is declared as PNG', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    );
    const response = await expectRefused(dataUrl('image/png', svg));
    expect(response.status).toBe(400);
    expect(response.body).toEqual(INVALID_TYPE_BODY);
  });

  it('refuses plain text posing as PNG', async () => {
    const response = await expectRefused(dataUrl('image/png', Buffer.from('hello world, not an image')));
    expect(response.status).toBe(400);
    expect(response.body).toEqual(INVALID_TYPE_BODY);
  });

  it('refuses a PDF', async () => {
    const pdf = Buffer.from(
      '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<<>>\n%%EOF\n',
      'latin1',
    );
    const response = await expectRefused(dataUrl('image/png', pdf));
    expect(response.status).toBe(400);
    expect(response.body).toEqual(INVALID_TYPE_BODY);
  });

  it('refuses a PNG signature followed by garbage with 400, not 500', async () => {
    const fake = Buffer.concat([PNG_SIGNATURE, Buffer.from('garbage garbage garbage garbage garbage')]);
    const response = await expectRefused(dataUrl('image/png', fake));
    expect(response.status).toBe(400);
    expect(response.body).toEqual(INVALID_TYPE_BODY);
  });

  it('refuses a truncated PNG (valid header, missing pixel data) with 400 and a readable message', async () => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#808080' } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const response = await expectRefused(dataUrl('image/png', png.subarray(0, 200)));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Das Bild konnte nicht gelesen werden.' });
  });

  it('refuses an image over 40 megapixels with 400 before decoding it', async () => {
    // A PNG header that says 10000x5000 (50 MP), over the pixel data of a small picture: encoding a
    // real 50 MP picture only to cut it off took most of a second.
    const huge = await canvas(40, 40).png().toBuffer();
    // IHDR, the first chunk: length (8-11), type (12-15), width (16-19), height (20-23), ..., CRC of type and data (29-32).
    huge.writeUInt32BE(10_000, 16);
    huge.writeUInt32BE(5000, 20);
    huge.writeUInt32BE(zlib.crc32(huge.subarray(12, 29)), 29);
    expect(await sharp(huge).metadata()).toMatchObject({ format: 'png', width: 10_000, height: 5000 });
    const response = await expectRefused(dataUrl('image/png', huge));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Das Bild hat zu viele Pixel (höchstens 40 Megapixel).' });
  });

  it('refuses a payload that is not base64', async () => {
    const response = await expectRefused('data:image/png;base64,<<not*base64!>> ###');
    expect(response.status).toBe(400);
    expect(response.body).toEqual(INVALID_TYPE_BODY);
  });

  it('refuses a value that is not a data URL at all', async () => {
    const response = await expectRefused('https://evil.example/picture.png');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'Bitte überprüfen Sie Ihre Eingaben.',
      errors: { image: 'Ungültiger Dateityp' },
    });
  });

  it('refuses a missing image', async () => {
    const before = storedFiles();
    const response = await admin.post<ErrorAnswer>('/api/admin/upload', { type: 'profile' });
    expect(storedFiles()).toEqual(before);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'Bitte überprüfen Sie Ihre Eingaben.',
      errors: { image: 'Ungültiger Dateityp' },
    });
  });

  it('refuses a missing upload type with errors.type', async () => {
    const image = dataUrl('image/png', await canvas(40, 40).png().toBuffer());
    const before = storedFiles();
    const response = await admin.post<ErrorAnswer>('/api/admin/upload', { image });
    expect(storedFiles()).toEqual(before);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'Bitte überprüfen Sie Ihre Eingaben.',
      errors: { type: 'Bitte geben Sie den Upload-Typ an (highlight oder profile)' },
    });
  });

  it.each([['avatar'], [''], [42], [null]])('refuses the upload type %j with errors.type', async (type) => {
    const image = dataUrl('image/png', await canvas(40, 40).png().toBuffer());
    const response = await expectRefused(image, type as string);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'Bitte überprüfen Sie Ihre Eingaben.',
      errors: { type: 'Bitte geben Sie den Upload-Typ an (highlight oder profile)' },
    });
  });

  it('answers 401 without a session and writes nothing', async () => {
    const image = dataUrl('image/png', await canvas(40, 40).png().toBuffer());
    const before = storedFiles();
    const response = await server.client().post<ErrorAnswer>('/api/admin/upload', { image, type: 'profile' });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Bitte melden Sie sich an.' });
    expect(storedFiles()).toEqual(before);
  });

  it('answers 413 JSON (never 500) for an image just over the size limit', async () => {
    const max = server.config.uploadMaxBytes;
    const bytes = Buffer.concat([PNG_SIGNATURE, randomBytes(max - PNG_SIGNATURE.length + 16)]);
    expect(bytes.length).toBeGreaterThan(max);
    const response = await expectRefused(dataUrl('image/png', bytes));
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.body).toEqual({
      message: `Das Bild ist zu groß (höchstens ${Math.round(max / 1048576)} MB).`,
    });
  });

  it('answers 413 JSON (never 500) for an image far over the size limit', async () => {
    const bytes = Buffer.concat([PNG_SIGNATURE, randomBytes(server.config.uploadMaxBytes + 1024 * 1024)]);
    const response = await expectRefused(dataUrl('image/png', bytes));
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.body).toEqual({ message: expect.stringMatching(/zu groß/) });
  });
});

describe('body size', () => {
  it('POST /api/admin/upload accepts bodies over 100 KB (its limit is the image size)', async () => {
    const response = await admin.post<Record<string, unknown>>('/api/admin/upload', {
      image: `data:image/png;base64,${'A'.repeat(150 * 1024)}`,
      type: 'highlight',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.body).toMatchObject({ errors: { image: expect.any(String) } });
    expect([SPEC.upload.invalidType, SPEC.upload.onlyImages]).toContain(
      (response.body as { errors: Record<string, unknown> }).errors.image,
    );
  });
});

describe('timeouts against slow clients', () => {
  // Ordinary bodies get REQUEST_TIMEOUT_SECONDS (here 400 ms), an upload UPLOAD_TIMEOUT_SECONDS
  // (here 20 s: never waited for, only far enough away that a busy machine cannot reach it).
  let slow: TestServer;
  beforeAll(async () => {
    slow = await startTestServer({ config: { requestTimeoutMs: 400, uploadTimeoutMs: 20_000 } });
  });
  afterAll(() => slow.close());

  it('an image upload has its own, longer allowance', async () => {
    const uploader = await slow.adminClient();
    const body = JSON.stringify({ image: PNG_DATA_URL, type: 'profile' });
    const cookie = [...uploader.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const head = (path: string, length: number) =>
      `POST ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nCookie: ${cookie}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;
    const upload = await connect(slow.baseUrl);
    upload.socket.write(head('/api/admin/upload', Buffer.byteLength(body)) + body.slice(0, 40));
    // An ordinary admin write, sent after the upload and stalled the same way, passes the same
    // session checks before its body is read: its 408 says the ordinary allowance is over for the
    // upload too. No fixed wait, so a busy machine only makes both slower.
    const ordinary = await connect(slow.baseUrl);
    ordinary.socket.write(head('/api/admin/faqs', 500) + '{"question');
    expect(await ordinary.closed).toMatch(/^HTTP\/1\.1 408 /);
    upload.socket.write(body.slice(40));
    const answer = await upload.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
    expect(answer).toContain('"url":"/uploads/');
  });
});
