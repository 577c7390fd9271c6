// Icons of the parts that render without antd (the header, the footer, product cards): antd's own drawings, from
// @ant-design/icons-svg, as inline SVG. antd's icon components would bring their runtime along (style injection,
// context, two-tone colours) into each app that renders one, on every first load.
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/lib/types';
import type { CSSProperties, ReactElement } from 'react';
import { injectPlainStyles } from '@usedcars/shared-ui/plain/styles';

injectPlainStyles();

function draw({ tag, attrs, children = [] }: AbstractNode, key?: number): ReactElement {
  const Tag = tag as 'svg';
  return (
    <Tag key={key} {...attrs}>
      {children.map(draw)}
    </Tag>
  );
}

export interface PlainIconProps {
  icon: IconDefinition;
  /** Added to the icon's own classes (its size and colour, say). */
  className?: string;
  style?: CSSProperties;
  'aria-hidden'?: boolean;
}

/** The same markup as antd's icons (`span.anticon` > `svg` of 1em in the text's colour), so both look alike. */
export function PlainIcon({
  icon: { name, icon },
  className,
  style,
  'aria-hidden': ariaHidden,
}: PlainIconProps) {
  // Two-tone drawings take their colours: the text's, and a light fill.
  const svg = typeof icon === 'function' ? icon('currentColor', '#e6f4ff') : icon;
  return (
    <span
      role="img"
      aria-label={name}
      aria-hidden={ariaHidden}
      className={`anticon uc-icon anticon-${name}${className ? ` ${className}` : ''}`}
      style={style}
    >
      {draw({
        ...svg,
        attrs: { ...svg.attrs, width: '1em', height: '1em', fill: 'currentColor', 'aria-hidden': 'true' },
      })}
    </span>
  );
}
