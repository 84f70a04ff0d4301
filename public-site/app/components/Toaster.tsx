import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

interface Toast extends ToastInput {
  id: number;
}

const TOAST_DURATION_MS = 5000;
const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

/** One toast visible at a time (a new one replaces the current), dismissed after 5 s. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const nextId = useRef(1);
  const show = useCallback((input: ToastInput) => setToast({ ...input, id: nextId.current++ }), []);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="toast-viewport" role="region" aria-label="Benachrichtigungen">
        <div aria-live="polite" aria-atomic="true">
          {toast && (
            <div key={toast.id} className={`toast toast--${toast.variant ?? 'default'}`} role="status">
              <div className="toast__body">
                <p className="toast__title">{toast.title}</p>
                {toast.description && <p className="toast__description">{toast.description}</p>}
              </div>
              <button
                type="button"
                className="toast__close"
                aria-label="Schließen"
                onClick={() => setToast(null)}
              >
                ×
              </button>
            </div>
          )}
        </div>
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): (toast: ToastInput) => void {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside ToastProvider');
  return show;
}
