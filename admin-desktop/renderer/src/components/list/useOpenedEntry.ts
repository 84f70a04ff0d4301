import { useState } from 'react';
import { useOpenOnArrival } from '../../lib/open-on-arrival.js';

/**
 * The entry a list's dialog shows: as it was when opened, the list's fresher copy winning while it
 * exists; `openings` (part of the dialog's key) makes every opening start from the stored values.
 * An entry a dashboard link asks for opens on arrival.
 */
export function useOpenedEntry<T extends { id: number }>(rows: readonly T[], onOpen?: (entry: T) => void) {
  const [opened, setOpened] = useState<T | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [openings, setOpenings] = useState(0);
  const open = (entry: T) => {
    setOpened(entry);
    setOpenings((count) => count + 1);
    setDialogOpen(true);
    onOpen?.(entry);
  };
  useOpenOnArrival(open);
  return {
    current: opened && (rows.find((row) => row.id === opened.id) ?? opened),
    dialogOpen,
    openings,
    open,
    close: () => setDialogOpen(false),
  };
}
