import { hydrateRoot } from 'react-dom/client';
import { createQueryClient } from '@shared/http-client.js';
import { App } from '../app/App.js';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '../app/page-data.js';
import { PAGES } from '../app/pages/registry.js';
import '../styles/main.css';

const data = JSON.parse(document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent ?? '{}') as PageData;
const Page = await PAGES[data.page].load();
hydrateRoot(
  document.getElementById('root')!,
  <App data={data} queryClient={createQueryClient()} Page={Page} />,
);
