// Browser APIs jsdom lacks that antd and react-router use. Only the environment is filled in here;
// tests mock the network (fetch) themselves.
import '@testing-library/jest-dom';
import { act, configure } from '@testing-library/react';

// Whole-app renders with antd take seconds on a busy 2-core CI machine running several suites at once;
// findBy*/waitFor wait for what a user would see, so give them time rather than fail on load.
configure({ asyncUtilTimeout: 10_000 });

// Width queries are answered for the window's width (jsdom's 1024 px: a desktop; a test of a phone layout sets
// window.innerWidth), so antd's breakpoints see the screen a test means.
function matchesWidth(query: string): boolean {
  const width = window.innerWidth;
  return [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, bound, px]) =>
    bound === 'min' ? width >= Number(px) : width <= Number(px),
  );
}

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: /\(\s*(min|max)-width/.test(query) && matchesWidth(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in window)) {
  Object.assign(window, { ResizeObserver: ResizeObserverStub });
  Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });
}

// antd measures scrollbars through getComputedStyle with a pseudo-element, which jsdom does not implement.
const originalGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element, pseudo?: string | null) =>
  originalGetComputedStyle(element, pseudo ? undefined : pseudo);

// jsdom has no layout to scroll: its scrollTo only reports "Not implemented" as a console error.
window.scrollTo = () => undefined;

// antd's Form and Select defer work to a macrotask through MessageChannel, which jsdom lacks. Node's own
// keeps the process alive (its ports are never closed), so stand in with a timer.
if (typeof globalThis.MessageChannel === 'undefined') {
  class MessageChannelStub {
    readonly port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
    readonly port2 = {
      postMessage: (data: unknown) => {
        setTimeout(() => this.port1.onmessage?.({ data }), 0);
      },
    };
  }
  Object.assign(globalThis, { MessageChannel: MessageChannelStub });
}

// Messages (feedback/message.ts) are antd's static ones: they outlive the page that showed them, by design, and so
// would also outlive the test. Clear them after each test that showed one.
afterEach(async () => {
  if (!document.querySelector('.ant-message')) return;
  const { message } = await import('antd');
  await act(async () => message.destroy());
});
