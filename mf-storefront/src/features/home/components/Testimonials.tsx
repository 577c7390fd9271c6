import { Card, Carousel, Typography } from 'antd';

/** Spec §9: the testimonial carousel moves on every 10 seconds. */
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

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-heading" style={{ marginTop: 48 }}>
      <Typography.Title level={2} id="testimonials-heading">
        What Our Customers Say
      </Typography.Title>
      <div style={{ background: '#2b1d16', borderRadius: 16, padding: '24px 16px 8px' }}>
        <Carousel autoplay autoplaySpeed={TESTIMONIAL_INTERVAL_MS} dots>
          {TESTIMONIALS.map((testimonial) => (
            <div key={testimonial.name}>
              <Card style={{ margin: '0 4px 32px', textAlign: 'center' }}>
                <blockquote style={{ margin: 0 }}>
                  <Typography.Paragraph style={{ fontSize: 18, fontStyle: 'italic' }}>
                    “{testimonial.quote}”
                  </Typography.Paragraph>
                  <Typography.Text strong>
                    {testimonial.name}, {testimonial.city}
                  </Typography.Text>
                </blockquote>
              </Card>
            </div>
          ))}
        </Carousel>
      </div>
    </section>
  );
}
