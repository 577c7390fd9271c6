import { Link } from 'react-router-dom';

export const CARS_SOLD_CLAIM = 'More than 200 cars sold';

/** The home page's first view: plain elements, so it paints with the first JavaScript, before any antd. */
export function HeroBanner() {
  return (
    <section
      aria-labelledby="hero-heading"
      style={{
        borderRadius: 16,
        padding: 'clamp(32px, 6vw, 72px) clamp(20px, 5vw, 64px)',
        background: 'linear-gradient(135deg, #2b1d16 0%, #7c2d12 55%, #d4380d 100%)',
        color: '#fff',
      }}
    >
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 640 }}>
        <h1 id="hero-heading" style={{ color: '#fff', margin: 0, fontSize: 38, lineHeight: 1.25 }}>
          Find a used car you will love
        </h1>
        <p style={{ color: 'rgba(255,255,255,0.9)', fontSize: 18, margin: 0 }}>
          Verified sellers, honest prices and a booking in a few clicks. {CARS_SOLD_CLAIM} on UsedCars so far.
        </p>
        <div>
          <Link
            to="/cars"
            style={{
              display: 'inline-block',
              padding: '10px 28px',
              borderRadius: 8,
              background: '#fff',
              color: '#d4380d',
              fontWeight: 600,
              fontSize: 16,
            }}
          >
            Book Now
          </Link>
        </div>
      </div>
    </section>
  );
}
