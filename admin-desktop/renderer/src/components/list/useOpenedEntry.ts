import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { dialogStepsOf, stepFurther } from '../../lib/dialog-steps.js';
import { useOpenOnArrival } from '../../lib/open-on-arrival.js';

/**
 * The entry a list's dialog shows: as it was when opened, the list's fresher copy winning while it
 * exists; `openings` (part of the dialog's key) makes every opening start from the stored values.
 * An entry a dashboard link asks for opens on arrival.
 *
 * An entry opened from within the dialog (`openFurther`: an application's earlier one) is a step
 * in the browser's history (lib/dialog-steps.ts): Back, the browser's or `back.go` (the dialog's
 * „Zurück zu …“), shows the one before, Forward the next again; closing the dialog takes those
 * steps back, so Back afterwards leaves the list as it would have.
 */
export function useOpenedEntry<T extends { id: number }>(rows: readonly T[], onOpen?: (entry: T) => void) {
  const [opened, setOpened] = useState<T | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [openings, setOpenings] = useState(0);
  // The entries opened from within the dialog since it opened, by id (the steps name them).
  const [further, setFurther] = useState<ReadonlyMap<number, T>>(() => new Map());
  const location = useLocation();
  const navigate = useNavigate();
  // The steps of this opening (a reload keeps a history state, not the entries it named).
  const named = dialogStepsOf(location.state);
  const steps = opened && named.every((id) => further.has(id)) ? named : [];
  const chain = opened ? [opened, ...steps.map((id) => further.get(id)!)] : [];
  const shown = chain.at(-1) ?? null;
  const before = chain.at(-2);
  const here = { pathname: location.pathname, search: location.search, hash: location.hash };

  const open = (entry: T) => {
    setOpened(entry);
    setFurther(new Map());
    setOpenings((count) => count + 1);
    setDialogOpen(true);
    onOpen?.(entry);
  };
  useOpenOnArrival(open);
  // The steps a closing takes back, once the dialog has closed: by then it no longer holds back
  // navigations (a save's or a delete's closing is not asked about).
  const unwinding = useRef(0);
  useEffect(() => {
    if (dialogOpen || unwinding.current === 0) return;
    const back = unwinding.current;
    unwinding.current = 0;
    void navigate(-back);
  }, [dialogOpen, navigate]);
  const fresh = (entry: T) => rows.find((row) => row.id === entry.id) ?? entry;
  return {
    current: shown && fresh(shown),
    dialogOpen,
    openings,
    open,
    /** Shows another entry in the dialog, one step further (an unsaved change there asks first). */
    openFurther: (entry: T) => {
      setFurther((entries) => new Map(entries).set(entry.id, entry));
      void navigate(here, { state: stepFurther(steps, entry.id) });
    },
    /** The way back to the entry shown before, while the dialog shows one opened from it. */
    back: before && { to: fresh(before), go: () => void navigate(-1) },
    close: () => {
      unwinding.current = steps.length;
      setDialogOpen(false);
    },
  };
}
