// @vitest-environment jsdom
import '@tests/helpers/dom/environment.js';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { publicContentQueryKey } from '@shared/content-types.js';
import { FALLBACK_FAQ_ITEMS } from '@shared/fallback-content.js';
import { createQueryClient } from '@shared/http-client.js';
import { useFaqs } from '@public-site/app/lib/queries.js';
import { cleanUpAfterThisTest } from '@tests/helpers/dom/per-test.js';
import { factories } from '@tests/helpers/factories.js';

const faq = (id: number, question: string) => ({ id, ...factories.content('faqs', { question }), order: id });

/**
 * The FAQ as a section reads it, counting its renders, in a query cache that already holds `list`
 * (as the page's dehydrated state does after hydration); `served` is what GET /api/faqs answers.
 */
function renderFaqs(list: ReturnType<typeof faq>[], served: ReturnType<typeof faq>[]) {
  cleanUpAfterThisTest();
  const fetch = vi.fn(async () => new Response(JSON.stringify(served), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  const queryClient = createQueryClient();
  queryClient.setQueryData(publicContentQueryKey('faqs'), list);
  let renders = 0;
  function Faqs() {
    renders++;
    const { items } = useFaqs();
    return (
      <ul>
        {items.map((item) => (
          <li key={item.id}>{item.question}</li>
        ))}
      </ul>
    );
  }
  render(
    <QueryClientProvider client={queryClient}>
      <Faqs />
    </QueryClientProvider>,
  );
  return { fetch, queryClient, renders: () => renders };
}

describe('useFaqs after hydration', () => {
  it('refetches at once (zero stale time) but renders nothing again when the same list comes back', async () => {
    const list = [faq(1, 'Wie bewerbe ich mich?'), faq(2, 'Was kostet das?')];
    const { fetch, queryClient, renders } = renderFaqs(list, structuredClone(list));
    await waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(renders()).toBe(1);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Wie bewerbe ich mich?',
      'Was kostet das?',
    ]);
  });

  it('shows a changed list once it arrives, and the built-in samples when the server has none', async () => {
    const { renders } = renderFaqs([faq(1, 'Alte Frage?')], [faq(1, 'Neue Frage?')]);
    expect(await screen.findByText('Neue Frage?')).toBeTruthy();
    expect(renders()).toBe(2);

    renderFaqs([faq(1, 'Alte Frage?')], []);
    expect(await screen.findByText(FALLBACK_FAQ_ITEMS[0]!.question)).toBeTruthy();
  });
});
