import { Fragment, type ReactNode } from 'react';

/**
 * A handle that may wrap after its dots and underscores (`@lena.|streams_|live`), as a narrow
 * board column needs, rather than inside one of its parts.
 */
export function breakableHandle(handle: string): ReactNode {
  const parts = handle.split(/(?<=[._])/);
  if (parts.length === 1) return handle;
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

