import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** A link's state that asks the screen it leads to for opening this entry (the dashboard's lists). */
export const openOnArrival = <T extends { id: number }>(entry: T) => ({ open: entry });

/**
 * Opens the entry a link asked for on arrival (see openOnArrival), once: the state is cleared, so
 * going back and forth or reloading does not open it again.
 */
export function useOpenOnArrival<T extends { id: number }>(open: (entry: T) => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const entry = (location.state as { open?: T } | null)?.open;
  useEffect(() => {
    if (!entry) return;
    open(entry);
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    // Only the arrival counts; `open` is a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entry]);
}
