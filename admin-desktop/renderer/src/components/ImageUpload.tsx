import { useRef, useState } from 'react';
import { Button, Image, Progress, Space, Typography } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { validationMessages } from '@shared/messages.js';
import { isPlainObject } from '@shared/field-errors.js';
import { sendRecoverable } from '@shared/http-client.js';
import { API, ApiError, reasonOf, urlOf } from '../api/client.js';
import { useToast } from '../lib/toast.js';
import type { UploadType } from '@shared/constants.js';

const m = validationMessages.upload;

export interface ImageUploadProps {
  /** The stored image address (the form field's value). */
  value?: string;
  onChange?: (url: string) => void;
  /**
   * 'highlight' for highlight thumbnails, 'profile' for streamer, feedback and founder pictures,
   * 'share' for the picture of shared links (the server crops it to 1200 x 630).
   */
  type: UploadType;
  /** A hint under the button, such as the suggested size. */
  hint?: string;
  disabled?: boolean;
}

/** The preview's width at a height of 96 px: square for profiles, about the share picture's 1.9 : 1. */
const PREVIEW_WIDTH: Record<UploadType, number> = { highlight: 160, profile: 96, share: 183 };

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('empty'));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

const UPLOAD = urlOf(API.uploads.upload);

/** One POST of the upload with its progress (fetch cannot report it); resolves once answered. */
function post(image: string, type: string, onProgress: (percent: number) => void): Promise<XMLHttpRequest> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(API.uploads.upload.method, UPLOAD);
    request.withCredentials = true;
    request.setRequestHeader('Content-Type', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => resolve(request);
    request.onerror = () => reject(new Error(''));
    request.send(JSON.stringify({ image, type }));
  });
}

/** The upload, sent again after an in-place sign-in when the session had ended; resolves to the stored url. */
async function upload(image: string, type: string, onProgress: (percent: number) => void): Promise<string> {
  const request = await sendRecoverable(
    UPLOAD,
    () => post(image, type, onProgress),
    (answered) => answered.status,
  );
  if (request.status < 200 || request.status >= 300) {
    // As every other call's refusal: its status and the server's German words.
    throw new ApiError(request.status, request.responseText || request.statusText);
  }
  try {
    const answer: unknown = JSON.parse(request.responseText);
    if (isPlainObject(answer) && typeof answer.url === 'string' && answer.url) return answer.url;
  } catch {
    // fall through to the generic failure
  }
  throw new Error('');
}

/**
 * Image field of the highlight, streamer and feedback forms and the settings: only image files, read as a data URL,
 * previewed at once, uploaded with a progress bar; the field's value becomes the stored address.
 */
export function ImageUpload({ value, onChange, type, hint, disabled = false }: ImageUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const toast = useToast();
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const onFile = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast.error(m.invalidType, m.onlyImages);
      return;
    }
    let dataUrl: string;
    try {
      dataUrl = await readAsDataUrl(file);
    } catch {
      toast.error('Fehler beim Lesen der Datei');
      return;
    }
    setPreview(dataUrl);
    setProgress(0);
    try {
      const url = await upload(dataUrl, type, setProgress);
      onChange?.(url);
      // Like every other write: a toast, which also replaces an earlier refusal's.
      toast.success(m.uploaded, m.uploadedDetail);
    } catch (failure) {
      const reason = reasonOf(failure);
      toast.error('Upload fehlgeschlagen', reason || 'Unbekannter Fehler beim Hochladen');
    } finally {
      setPreview(null);
      setProgress(null);
    }
  };

  const shown = preview ?? value;
  const uploading = progress !== null;
  return (
    <Space orientation="vertical" size={8} className="image-upload">
      {shown ? (
        <Image
          src={shown}
          alt="Vorschau"
          width={PREVIEW_WIDTH[type]}
          height={96}
          style={{ objectFit: 'cover', borderRadius: 8 }}
          preview={false}
        />
      ) : (
        <div className="image-upload__empty">Kein Bild ausgewählt</div>
      )}
      {uploading && (
        <Progress percent={progress} size="small" status="active" aria-label="Upload-Fortschritt" />
      )}
      <input
        ref={input}
        type="file"
        accept="image/*"
        // Inline style: antd's form styles would show a file input with only the hidden attribute.
        style={{ display: 'none' }}
        data-testid="image-upload-input"
        onChange={(event) => void onFile(event.target.files?.[0])}
      />
      <Button
        icon={<UploadOutlined />}
        onClick={() => input.current?.click()}
        loading={uploading}
        disabled={disabled}
      >
        {uploading ? 'Wird hochgeladen...' : value ? 'Bild ersetzen' : 'Bild hochladen'}
      </Button>
      {hint && <Typography.Text type="secondary">{hint}</Typography.Text>}
    </Space>
  );
}
