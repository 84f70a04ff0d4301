import { forwardRef, type AriaAttributes, type ComponentProps } from 'react';
import AntdIcon from '@ant-design/icons/es/components/AntdIcon';
import AntdIconLight from '@ant-design/icons/es/components/AntdIconLight';

/**
 * Ant Design's icons, decorative: hidden from screen readers instead of named by the icon's
 * English file name („edit“, „arrow-left“, „exclamation-circle“), which joined every button's,
 * menu entry's and alert's German name. An icon given a name of its own (`aria-label`) keeps
 * `role="img"` with that name. Every icon of the control centre, its own and those inside Ant
 * Design's components, is drawn through these (the build swaps them in:
 * shared/build/decorative-icons.ts).
 */
type LightProps = ComponentProps<typeof AntdIconLight>;

const accessibility = (props: AriaAttributes) => {
  const named = Boolean(props['aria-label'] || props['aria-labelledby']);
  return {
    role: named ? 'img' : undefined,
    'aria-label': props['aria-label'],
    'aria-hidden': named ? props['aria-hidden'] : true,
  } as const;
};

export const DecorativeIconLight = forwardRef<HTMLSpanElement, LightProps>(
  function DecorativeIconLight(props, ref) {
    return <AntdIconLight {...props} {...accessibility(props)} ref={ref} />;
  },
);

const TwoTone = forwardRef<HTMLSpanElement, ComponentProps<typeof AntdIcon>>(
  function DecorativeIcon(props, ref) {
    return <AntdIcon {...props} {...accessibility(props)} ref={ref} />;
  },
);

/** The two-tone icons' base, with its colour setters. */
export const DecorativeIcon = Object.assign(TwoTone, {
  getTwoToneColor: AntdIcon.getTwoToneColor,
  setTwoToneColor: AntdIcon.setTwoToneColor,
});
