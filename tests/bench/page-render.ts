/**
 * `npm run bench:render`: how fast a page is rendered again after a content change (issue 10),
 * with React's production build as the built server runs it. In one process over a fresh, seeded
 * database: an FAQ is edited through its service (a real write), then the landing page is asked
 * for, which waits for its render (the lists read again, React, the prepared bytes), in a loop.
 * Prints renders per second against the goal (3x the 68 renders per second before) and exits 1
 * when it is missed. Needs the client build (`npm run build`) for the asset names.
 */
process.env.NODE_ENV = 'production';
// React reads NODE_ENV when it is first imported: everything else is imported after this line.
const { measureRenders } = await import('./page-render-run.js');
const result = await measureRenders();
process.exit(result.ok ? 0 : 1);
export {};
