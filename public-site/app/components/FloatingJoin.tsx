import { useSettings } from '../lib/settings-context.js';
import { TikTokIcon } from './icons.js';

/** The floating join button of small screens (hidden from 768 px by CSS). */
export function FloatingJoin() {
  const settings = useSettings();
  return (
    <a className="floating-join button button--primary" href={settings.links.join}>
      <TikTokIcon />
      Jetzt beitreten
    </a>
  );
}
