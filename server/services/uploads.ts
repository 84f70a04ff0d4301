import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import type { UploadType } from '@shared/constants.js';
import { errorMessages, validationMessages } from '@shared/messages.js';
import { UPLOADS_PATH } from '@shared/url.js';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../data-dir.js';
import { badRequest, payloadTooLarge } from '../errors.js';
import { details } from './activity-changes.js';
import type { ActivityLog, Actor } from './activity-log.js';

/** Formats recognised by their bytes; SVG (scriptable) and everything else is refused. */
const ACCEPTED_MIME_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
const MAX_INPUT_PIXELS = 40_000_000;
const PROFILE_SIZE = 400;
const HIGHLIGHT_MAX_WIDTH = 1600;
/** The picture of shared links (Open Graph): cropped to exactly this size, as JPEG, which every network reads. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
const BASE64_PATTERN = /^[A-Za-z0-9+/]*={0,2}$/;
/** The name `store` gives a file: 32 random hex digits, .webp or .jpg (seed images and others are named otherwise). */
export const STORED_UPLOAD_NAME = /^[0-9a-f]{32}\.(webp|jpg)$/;

const invalidType = () =>
  badRequest(validationMessages.upload.invalidType, { image: validationMessages.upload.onlyImages });

function decodeDataUrl(dataUrl: string): Buffer {
  const comma = dataUrl.indexOf(',');
  const payload = dataUrl.slice(comma + 1);
  if (comma < 0 || !BASE64_PATTERN.test(payload)) throw invalidType();
  return Buffer.from(payload, 'base64');
}

export interface UploadServiceDeps {
  uploadsDir: string;
  maxBytes: number;
  activityLog: Pick<ActivityLog, 'append'>;
}

export function createUploadService({ uploadsDir, maxBytes, activityLog }: UploadServiceDeps) {
  return {
    /**
     * Checks an image by its bytes, re-encodes it to WebP (a share image: cropped to 1200x630
     * JPEG), which drops EXIF, GPS and other metadata, and stores it under a random name, recorded
     * in the activity log. Returns the public path.
     */
    async store(dataUrl: string, type: UploadType, actor: Actor): Promise<string> {
      const input = decodeDataUrl(dataUrl);
      if (input.length > maxBytes) {
        throw payloadTooLarge(
          errorMessages.imageTooLarge.replace('{mb}', String(Math.round(maxBytes / 1048576))),
        );
      }
      const detected = await fileTypeFromBuffer(input);
      if (!detected || !ACCEPTED_MIME_TYPES.has(detected.mime)) throw invalidType();

      let image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
      if (type === 'profile') {
        image = image.resize(PROFILE_SIZE, PROFILE_SIZE, { fit: 'cover', position: 'attention' }).webp({ quality: 82 });
      } else if (type === 'share') {
        image = image
          .resize(SHARE_IMAGE_SIZE.width, SHARE_IMAGE_SIZE.height, { fit: 'cover', position: 'attention' })
          .flatten({ background: '#07060d' })
          .jpeg({ quality: 85, mozjpeg: true });
      } else {
        image = image.resize({ width: HIGHLIGHT_MAX_WIDTH, withoutEnlargement: true }).webp({ quality: 82 });
      }
      let output: Buffer;
      try {
        output = await image.toBuffer();
      } catch (error) {
        const message = error instanceof Error ? error.message : '';
        if (/pixel limit/i.test(message)) throw badRequest(errorMessages.imageTooManyPixels);
        throw badRequest(errorMessages.imageUnreadable);
      }

      const name = `${randomBytes(16).toString('hex')}.${type === 'share' ? 'jpg' : 'webp'}`;
      await fs.mkdir(uploadsDir, { recursive: true, mode: PRIVATE_DIR_MODE });
      const file = path.join(uploadsDir, name);
      await fs.writeFile(file, output, { flag: 'wx', mode: PRIVATE_FILE_MODE });
      try {
        await activityLog.append(actor, {
          action: 'create',
          entity: 'uploads',
          entityId: name,
          changes: details({ type, bytes: output.length }),
        });
      } catch (error) {
        // No upload without its record: the file goes again (nothing refers to it yet).
        await fs.rm(file, { force: true });
        throw error;
      }
      return `${UPLOADS_PATH}${name}`;
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
