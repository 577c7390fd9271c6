import { groupDigits } from '@usedcars/contract/numbers';
import type { ProductFacets } from '@usedcars/contract/types';
import { Link } from 'react-router-dom';

/** How many cars are for sale, from the catalogue's own count (about, when the API estimated it). */
export function carsForSaleClaim({
  total,
  approximate,
}: Pick<ProductFacets, 'total' | 'approximate'>): string {
  return `${approximate ? 'About ' : ''}${groupDigits(total)} ${total === 1 ? 'car' : 'cars'} for sale right now.`;
}

/**
 * The home page's first view: plain elements, so it paints with the first JavaScript, before any antd. The count of
 * cars for sale is the catalogue's (read with the page on the server); without it, the sentence is left out.
 */
export function HeroBanner({ carsForSale }: { carsForSale?: Pick<ProductFacets, 'total' | 'approximate'> }) {
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
          Verified sellers, honest prices and a booking in a few clicks.
          {carsForSale ? ` ${carsForSaleClaim(carsForSale)}` : null}
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
