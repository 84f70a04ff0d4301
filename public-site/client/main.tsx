import { afterFirstPaint, browserPaintEnvironment, pageModules } from './first-paint.js';
import '../styles/main.css';

// The entry is this small module: the page's HTML and stylesheet make the first paint, and only
// then does the browser fetch and run the code that hydrates the page (React, the page's
// components, the page view's beacon). On a throttled phone that code's download and evaluation
// otherwise compete with the stylesheet, the font and the first layout.
// Imported, not preloaded with <link> elements: adding a link to the document is main-thread work
// for each chunk (vite.config.ts: modulePreload off), an import() only starts a request.
afterFirstPaint(() => {
  for (const href of pageModules(document)) import(/* @vite-ignore */ href).catch(() => {});
  void import('./hydrate.js');
}, browserPaintEnvironment());
