import { Result } from 'antd';
import { Link } from 'react-router';

/** The state of a page opened from a mailed link: settled once it worked or the link ended. */
export type LinkState = 'checking' | 'ready' | 'done' | { invalid: string };

interface Props {
  state: LinkState;
  /** What the success says. */
  done: { title: string; subTitle: string };
  /** The way on from either outcome („Zur Anmeldung“, „Zum Kontrollzentrum“). */
  onward: string;
}

/**
 * The end of a mailed link's page (a password reset, a new address): why the link no longer works,
 * or that it worked, each with the way on; nothing while the page still asks or waits.
 */
export function LinkOutcome({ state, done, onward }: Props) {
  const way = (
    <Link to="/" replace>
      {onward}
    </Link>
  );
  if (typeof state === 'object') return <Result status="warning" title={state.invalid} extra={way} />;
  if (state !== 'done') return null;
  return <Result status="success" title={done.title} subTitle={done.subTitle} extra={way} />;
}
