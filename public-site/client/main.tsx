import { afterFirstPaint, browserPaintEnvironment, pageModules } from './first-paint.js';
import '../styles/main.css';

// The entry is this small module: the page's HTML and stylesheet make the first paint, and only
// then does the browser fetch and run the code that hydrates the page (React, the page's
// components, the page view's beacon). On a throttled phone that code's download and evaluation
// otherwise compete with the stylesheet, the font and the first layout.
//
// Imported, not preloaded with <link> elements: adding a link to the document is main-thread work
// for each chunk (vite.config.ts: modulePreload off). Starting an import() costs some as well on a
// slow phone, so one chunk a task: the hydration code first, then the page's chunks.
afterFirstPaint(() => {
  void import('./hydrate.js');
  const importEach = (hrefs: string[]) => {
    const [href, ...rest] = hrefs;
    if (href === undefined) return;
    import(/* @vite-ignore */ href).catch(() => {});
    setTimeout(() => importEach(rest), 0);
  };
  setTimeout(() => importEach(pageModules(document)), 0);
}, browserPaintEnvironment());
