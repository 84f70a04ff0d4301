import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createQueryClient } from '@shared/http-client.js';
import { App } from '../app/App.js';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '../app/page-data.js';
import { PAGES } from '../app/pages/registry.js';
import { sendPageView } from './page-view.js';

const data = JSON.parse(document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent ?? '{}') as PageData;
const Page = await PAGES[data.page].load();
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
