import { Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';

export const CARS_SOLD_CLAIM = 'More than 200 cars sold';

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
      <Flex vertical gap={16} style={{ maxWidth: 640 }}>
        <Typography.Title level={1} id="hero-heading" style={{ color: '#fff', margin: 0 }}>
          Find a used car you will love
        </Typography.Title>
        <Typography.Paragraph style={{ color: 'rgba(255,255,255,0.9)', fontSize: 18, margin: 0 }}>
          Verified sellers, honest prices and a booking in a few clicks. {CARS_SOLD_CLAIM} on UsedCars so far.
        </Typography.Paragraph>
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
      </Flex>
    </section>
  );
}
