import { act } from '@testing-library/react';
import { lazy, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydrationPart } from './HydrationPart';

function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>Pressed {count}</button>;
}

describe('HydrationPart', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    document.body.innerHTML = '';
  });

  it('is pending in the server HTML and while its code loads, done once its content has hydrated', async () => {
    const html = renderToString(
      <HydrationPart fallback={<p>Loading</p>}>
        <Counter />
      </HydrationPart>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const part = container.querySelector('[data-hydration]')!;
    const button = container.querySelector('button')!;
    expect(part.getAttribute('data-hydration')).toBe('pending');

    // In the browser the content's code arrives later, as a remote's page does.
    let load: (module: { default: typeof Counter }) => void = () => undefined;
    const LazyCounter = lazy(() => new Promise<{ default: typeof Counter }>((resolve) => (load = resolve)));
    await act(async () => {
      root = hydrateRoot(
        container,
        <HydrationPart fallback={<p>Loading</p>}>
          <LazyCounter />
        </HydrationPart>,
      );
    });
    expect(part.getAttribute('data-hydration')).toBe('pending');
    // Not hydrated yet: React does not see the press.
    act(() => button.click());
    expect(button.textContent).toBe('Pressed 0');

    await act(async () => load({ default: Counter }));
    // The server's elements, taken over: the same part and button, now done and working.
    expect(container.querySelector('[data-hydration]')).toBe(part);
    expect(part.getAttribute('data-hydration')).toBe('done');
    expect(container.querySelector('button')).toBe(button);
    act(() => button.click());
    expect(button.textContent).toBe('Pressed 1');
  });
});
