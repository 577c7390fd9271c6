import { render, renderHook, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyNamed, useOpenedOnce } from './load-on-demand';

describe('useOpenedOnce', () => {
  it('is false until the first opening, then stays true when closed again', () => {
    const { result, rerender } = renderHook(({ open }) => useOpenedOnce(open), {
      initialProps: { open: false },
    });
    expect(result.current).toBe(false);
    rerender({ open: true });
    expect(result.current).toBe(true);
    rerender({ open: false });
    expect(result.current).toBe(true);
  });
});

describe('lazyNamed', () => {
  it('renders the named export once its module has loaded', async () => {
    const Greeting = lazyNamed(
      () => Promise.resolve({ Greeting: ({ name }: { name: string }) => <p>Hello {name}</p> }),
      'Greeting',
    );
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Greeting name="Ada" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });
});
