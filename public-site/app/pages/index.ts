import type { PageComponent } from '../App.js';
import type { PageId } from '../page-data.js';

/** Each page as its own chunk: the browser loads only the page it shows. */
export const pageLoaders: Record<PageId, () => Promise<PageComponent>> = {
  home: () => import('./Home.js').then((module) => module.HomePage),
  impressum: () => import('./Impressum.js').then((module) => module.ImpressumPage),
  datenschutz: () => import('./Datenschutz.js').then((module) => module.DatenschutzPage),
  kontakt: () => import('./Kontakt.js').then((module) => module.KontaktPage),
  'not-found': () => import('./NotFound.js').then((module) => module.NotFoundPage),
};
