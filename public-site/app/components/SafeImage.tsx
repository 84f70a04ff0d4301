import { useState, type ImgHTMLAttributes } from 'react';
import { DEFAULT_PICTURE, initialsAvatar } from '../lib/avatar.js';

interface SafeImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> {
  src: string | null | undefined;
  alt: string;
  /** When set, a failed image is replaced by an initials avatar of this name. */
  fallbackName?: string;
}

/** A lazily loaded image that falls back to a local avatar or default picture and logs the failure. */
export function SafeImage({ src, alt, fallbackName, loading = 'lazy', ...rest }: SafeImageProps) {
  const fallback = fallbackName ? initialsAvatar(fallbackName) : DEFAULT_PICTURE;
  const [current, setCurrent] = useState(src || fallback);
  return (
    <img
      {...rest}
      src={current}
      alt={alt}
      loading={loading}
      decoding="async"
      onError={() => {
        if (current === fallback) return;
        console.warn(`Bild konnte nicht geladen werden: ${current}`);
        setCurrent(fallback);
      }}
    />
  );
}
