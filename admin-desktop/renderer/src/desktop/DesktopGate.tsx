import { useEffect, useRef, useState, type ReactNode } from 'react';
import { desktopApi } from './bridge.js';
import { ServerAddressForm } from './ServerAddressForm.js';
import { Loading } from '../components/Loading.js';
import { useLeaveCheck } from '../lib/discard-guard.js';

type GateState =
  { phase: 'loading' } | { phase: 'ready'; address: string } | { phase: 'setup'; address: string | null };

/**
 * In the desktop app the control centre needs a server first: before the first setup (and when
 * the menu entry asks for it) the address form shows instead of the app. In the browser the
 * children render as they are.
 */
export function DesktopGate({ children }: { children: ReactNode }) {
  const api = desktopApi();
  const [state, setState] = useState<GateState>(api ? { phase: 'loading' } : { phase: 'ready', address: '' });
  // The address form replaces the app: a screen's unsaved changes are asked about first.
  const leaveCheck = useLeaveCheck();
  const latestCheck = useRef(leaveCheck);
  useEffect(() => {
    latestCheck.current = leaveCheck;
  });

  useEffect(() => {
    if (!api) return;
    let active = true;
    void api.getServerAddress().then((address) => {
      if (active) setState(address ? { phase: 'ready', address } : { phase: 'setup', address: null });
    });
    const unsubscribe = api.onOpenServerSettings(() =>
      latestCheck.current(() =>
        setState((current) => ({
          phase: 'setup',
          address: current.phase === 'loading' ? null : current.address,
        })),
      ),
    );
    return () => {
      active = false;
      unsubscribe();
    };
  }, [api]);

  if (!api) return children;
  if (state.phase === 'loading') return <Loading screen />;
  if (state.phase === 'setup') {
    const previous = state.address;
    return (
      <ServerAddressForm
        api={api}
        current={previous}
        // A new server means a new session and new data: start the app afresh.
        onSaved={(address) =>
          address === previous ? setState({ phase: 'ready', address }) : window.location.assign('/admin')
        }
        onCancel={previous ? () => setState({ phase: 'ready', address: previous }) : undefined}
      />
    );
  }
  return children;
}
