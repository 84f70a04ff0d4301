import { afterFirstPaint, browserPaintEnvironment, preloadPageModules } from './first-paint.js';
import '../styles/main.css';

// The entry is this small module: the page's HTML and stylesheet make the first paint, and only
// then does the browser fetch and run the code that hydrates the page (React, the page's
// components, the page view's beacon). On a throttled phone that code's download and evaluation
// otherwise compete with the stylesheet, the font and the first layout.
afterFirstPaint(() => {
  preloadPageModules(document);
  void import('./hydrate.js');
}, browserPaintEnvironment());
