import { HydrationBoundary, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Footer } from './components/Footer.js';
import { FloatingJoin } from './components/FloatingJoin.js';
import { Header } from './components/Header.js';
import { ToastProvider } from './components/Toaster.js';
import { usePlatformLinksInNewTabOnMobile } from './lib/links.js';
import { PageDataProvider } from './lib/settings-context.js';
import type { PageData, PageId } from './page-data.js';

export type PageComponent = () => React.JSX.Element;

function Layout({ page, Page }: { page: PageId; Page: PageComponent }) {
  usePlatformLinksInNewTabOnMobile();
  return (
    <>
      <a className="skip-link" href="#main">
        Zum Inhalt springen
      </a>
      <Header isHome={page === 'home'} />
      <main id="main">
        <Page />
      </main>
      <Footer />
      {page === 'home' && <FloatingJoin />}
    </>
  );
}

/**
 * The whole public site; the same tree is rendered on the server and hydrated in the browser.
 * The page component is passed in, so the browser loads only the code of the page it shows.
 */
export function App({
  data,
  queryClient,
  Page,
}: {
  data: PageData;
  queryClient: QueryClient;
  Page: PageComponent;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={data.dehydratedState}>
        <PageDataProvider value={data}>
          <ToastProvider>
            <Layout page={data.page} Page={Page} />
          </ToastProvider>
        </PageDataProvider>
      </HydrationBoundary>
    </QueryClientProvider>
  );
}
