import { injectPlainStyles } from '@usedcars/shared-ui/plain/styles';
import { useEffect, useState } from 'react';

injectPlainStyles();

/** The testimonial carousel moves on every 10 seconds. */
export const TESTIMONIAL_INTERVAL_MS = 10_000;

// Placeholder testimonials until real reviews exist.
const TESTIMONIALS = [
  {
    name: 'Rahim Uddin',
    city: 'Dhaka',
    quote: 'I found a well-kept sedan in two days and the seller was exactly as described.',
  },
  {
    name: 'Nusrat Jahan',
    city: 'Chittagong',
    quote: 'Booking a viewing was simple, and the verified badge gave me confidence.',
  },
  {
    name: 'Karim Ahmed',
    city: 'Cumilla',
    quote: 'I sold my old car within a week. Listing it took less than ten minutes.',
  },
];

/**
 * One testimonial at a time, the next every 10 seconds; a dot per testimonial to pick one. It holds still while
 * the pointer or the keyboard focus is on it (WCAG 2.2.2), so it can be read at any pace.
 */
export function Testimonials() {
  const [shown, setShown] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    const timer = setInterval(
      () => setShown((index) => (index + 1) % TESTIMONIALS.length),
      TESTIMONIAL_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, [paused]);

  return (
    <section aria-labelledby="testimonials-heading" style={{ marginTop: 48 }}>
      <h2 className="uc-heading" id="testimonials-heading">
        What Our Customers Say
      </h2>
      <div
        aria-roledescription="carousel"
        aria-label="Testimonials"
        style={{ background: '#2b1d16', borderRadius: 16, padding: '24px 16px 16px' }}
        onPointerEnter={() => setPaused(true)}
        onPointerLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
      >
        {TESTIMONIALS.map((testimonial, index) => (
          <div
            key={testimonial.name}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${TESTIMONIALS.length}`}
            hidden={index !== shown}
            className="uc-card"
            style={{ margin: '0 4px', padding: 24, textAlign: 'center' }}
          >
            <blockquote style={{ margin: 0 }}>
              <p style={{ fontSize: 18, fontStyle: 'italic', margin: '0 0 14px' }}>“{testimonial.quote}”</p>
              <strong>
                {testimonial.name}, {testimonial.city}
              </strong>
            </blockquote>
          </div>
        ))}
        <div style={{ display: 'flex', justifyContent: 'center', gap: 8, marginTop: 16 }}>
          {TESTIMONIALS.map((testimonial, index) => (
            <button
              key={testimonial.name}
              type="button"
              className="uc-dot"
              aria-label={`Show testimonial ${index + 1}`}
              aria-current={index === shown || undefined}
              onClick={() => setShown(index)}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
