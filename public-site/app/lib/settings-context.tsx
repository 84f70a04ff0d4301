import { createContext, useContext, type ReactNode } from 'react';
import type { PageData } from '../page-data.js';

const PageDataContext = createContext<PageData | null>(null);

export function PageDataProvider({ value, children }: { value: PageData; children: ReactNode }) {
  return <PageDataContext.Provider value={value}>{children}</PageDataContext.Provider>;
}

export function usePageData(): PageData {
  const value = useContext(PageDataContext);
  if (!value) throw new Error('usePageData must be used inside PageDataProvider');
  return value;
}

export const useSettings = () => usePageData().settings;
