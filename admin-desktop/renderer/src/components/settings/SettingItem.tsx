import { cloneElement, createContext, useContext, type ReactElement, type ReactNode } from 'react';
import { Form, type FormItemProps } from 'antd';
import { fieldLabel } from '@shared/site-settings-sections.js';
import { LEGALLY_REQUIRED } from './required-mark.js';
import { nameOf } from './settings-form.js';

/** What every field of the screen needs to know: the values the environment fixes. */
export const LockedPaths = createContext<ReadonlySet<string>>(new Set());

const LOCKED_HINT = 'per Umgebungsvariable festgelegt';

/**
 * One setting's form field, named and labelled by its dotted path (the shared labels). A value an
 * environment variable fixes is shown disabled, with the reason under it.
 */
export function SettingItem({
  path,
  label,
  extra,
  children,
  className,
  required,
  ...rest
}: {
  path: string;
  label?: ReactNode;
  extra?: ReactNode;
  children: ReactElement<{ disabled?: boolean }>;
  className?: string;
} & Pick<FormItemProps, 'rules' | 'valuePropName' | 'getValueProps' | 'normalize' | 'required'>) {
  const locked = useContext(LockedPaths).has(path);
  return (
    <Form.Item
      name={nameOf(path)}
      label={label ?? fieldLabel(path)}
      className={className}
      // What the Impressum requires is marked (and aria-required); saving an empty one still works.
      required={required ?? (LEGALLY_REQUIRED.has(path) || undefined)}
      extra={
        locked ? (
          <>
            {LOCKED_HINT}
            {extra && <> · {extra}</>}
          </>
        ) : (
          extra
        )
      }
      {...rest}
    >
      {locked ? cloneElement(children, { disabled: true }) : children}
    </Form.Item>
  );
}
