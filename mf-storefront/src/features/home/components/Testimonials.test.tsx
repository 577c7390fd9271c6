import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TESTIMONIAL_INTERVAL_MS, Testimonials } from './Testimonials';

const shownQuote = () => screen.getAllByRole('group').filter((slide) => !slide.hidden);

describe('Testimonials', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows one testimonial and moves to the next every 10 seconds, round and round', () => {
    render(<Testimonials />);
    expect(shownQuote()).toHaveLength(1);
    expect(shownQuote()[0]).toHaveAccessibleName('1 of 3');
    act(() => jest.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS - 1));
    expect(shownQuote()[0]).toHaveAccessibleName('1 of 3');
    act(() => jest.advanceTimersByTime(1));
    expect(shownQuote()[0]).toHaveAccessibleName('2 of 3');
    act(() => jest.advanceTimersByTime(2 * TESTIMONIAL_INTERVAL_MS));
    expect(shownQuote()[0]).toHaveAccessibleName('1 of 3');
  });

  it('holds still while the pointer is on it, and goes on after', () => {
    render(<Testimonials />);
    const carousel = screen.getByRole('group', { name: '1 of 3' }).parentElement!;
    fireEvent.pointerEnter(carousel);
    act(() => jest.advanceTimersByTime(3 * TESTIMONIAL_INTERVAL_MS));
    expect(shownQuote()[0]).toHaveAccessibleName('1 of 3');
    fireEvent.pointerLeave(carousel);
    act(() => jest.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS));
    expect(shownQuote()[0]).toHaveAccessibleName('2 of 3');
  });

  it('shows the testimonial whose dot is chosen', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Testimonials />);
    await user.click(screen.getByRole('button', { name: 'Show testimonial 3' }));
    expect(shownQuote()[0]).toHaveAccessibleName('3 of 3');
    expect(screen.getByRole('button', { name: 'Show testimonial 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});
