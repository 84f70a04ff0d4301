import { useEffect, useState } from 'react';

/** How often the ages on screen („vor 5 Minuten“) and the overdue marks follow the clock. */
const TICK_MS = 60_000;

/**
 * The browser's now, renewed every minute, so a list left open still says „überfällig“ once an
 * entry passes the 48 hours. One per list (its rows take it as a prop), not one per row.
 */
export function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
