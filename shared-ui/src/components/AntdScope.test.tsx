import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { AntdScope } from './AntdScope';

function MotionToken() {
  const { token } = theme.useToken();
  return <span>motion {String(token.motion)}</span>;
}

function preferReducedMotion(reduce: boolean) {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

describe('AntdScope', () => {
  it.each([
    [false, 'motion true'],
    [true, 'motion false'],
  ])('with "reduce motion" %s, antd components get %s', (reduce, shown) => {
    const restore = preferReducedMotion(reduce);
    try {
      render(
        <AntdScope>
          <MotionToken />
        </AntdScope>,
      );
      expect(screen.getByText(shown)).toBeInTheDocument();
    } finally {
      restore();
    }
  });
});
