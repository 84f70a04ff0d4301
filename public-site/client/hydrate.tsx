import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createQueryClient } from '@shared/http-client.js';
import { App } from '../app/App.js';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '../app/page-data.js';
import { PAGES } from '../app/pages/registry.js';
import { sendPageView } from './page-view.js';

/** Ends the current task: the browser may paint or answer input before the next step. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const data = JSON.parse(document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent ?? '{}') as PageData;
// Start-up in separate tasks, none holding the main thread for long on a slow phone: this
// module's imports (React's DOM renderer the largest) were evaluated in this task, the page's
// module is evaluated in the next, and hydration starts in the one after.
await yieldToBrowser();
const Page = await PAGES[data.page].load();
await yieldToBrowser();
// As a transition, hydration yields to the browser every few milliseconds instead of holding the
// main thread for the whole page: a tap or a scroll during start-up is answered at once.
startTransition(() => {
  hydrateRoot(
    document.getElementById('root')!,
    <App data={data} queryClient={createQueryClient()} Page={Page} />,
  );
});
// Once per page load, after hydration has started: the page request itself counts nothing.
sendPageView(location.pathname, {
  sendBeacon: typeof navigator.sendBeacon === 'function' ? navigator.sendBeacon.bind(navigator) : undefined,
  fetch: typeof fetch === 'function' ? fetch.bind(window) : undefined,
});
