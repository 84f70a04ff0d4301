// React's build for Web Streams rather than its Node build: the Node build keeps an
// AsyncLocalStorage, which turns on Node's async hooks for the whole process once a page is
// rendered, and every request, pages answered from memory included, then pays for them
// (docs/speed.md). Rendering is rare (once per change and day), so Web Streams cost nothing that
// matters.
// Node 20 lacks ArrayBuffer.prototype.detached (Node 22 has it), which this build of React checks
// for when it writes an empty chunk (and warns of, in development): core-js provides it, before
// React's module is evaluated.
import 'core-js/actual/array-buffer/detached.js';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server.browser';

/** React's HTML of `element`, once every part of it is ready; `onError` hears of a part that failed. */
export async function renderToHtml(element: ReactNode, onError: (error: unknown) => void): Promise<string> {
  const stream = await renderToReadableStream(element, { onError });
  await stream.allReady;
  return new Response(stream).text();
}
