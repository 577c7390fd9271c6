import FacebookFilled from '@ant-design/icons-svg/es/asn/FacebookFilled';
import InstagramOutlined from '@ant-design/icons-svg/es/asn/InstagramOutlined';
import LinkedinFilled from '@ant-design/icons-svg/es/asn/LinkedinFilled';
import XOutlined from '@ant-design/icons-svg/es/asn/XOutlined';
import YoutubeFilled from '@ant-design/icons-svg/es/asn/YoutubeFilled';
import { PlainIcon } from '@usedcars/shared-ui/components/PlainIcon';
import { useCategories } from '@usedcars/shared-ui/api/catalog/get-categories';
import { categoryPath } from '@usedcars/shared-ui/paths';
import { Link } from 'react-router-dom';
import { AppStoreBadge, GooglePlayBadge } from './AppBadges';

const SOCIAL_LINKS = [
  { label: 'Facebook', href: 'https://www.facebook.com/', icon: <PlainIcon icon={FacebookFilled} /> },
  { label: 'X (Twitter)', href: 'https://x.com/', icon: <PlainIcon icon={XOutlined} /> },
  { label: 'Instagram', href: 'https://www.instagram.com/', icon: <PlainIcon icon={InstagramOutlined} /> },
  { label: 'YouTube', href: 'https://www.youtube.com/', icon: <PlainIcon icon={YoutubeFilled} /> },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/', icon: <PlainIcon icon={LinkedinFilled} /> },
];

function FooterCategories() {
  const { data: categories, isPending, isError } = useCategories();
  if (isPending)
    return (
      <div className="app-footer-loading" role="status" aria-label="Loading categories">
        <span className="uc-skeleton" />
        <span className="uc-skeleton" />
        <span className="uc-skeleton" />
      </div>
    );
  if (isError) return <p className="app-footer-muted">Categories are unavailable right now.</p>;
  if (categories.length === 0) return <p className="app-footer-muted">No categories yet.</p>;
  return (
    <ul className="app-footer-list">
      {categories.map((category) => (
        <li key={category._id}>
          <Link to={categoryPath(category.value)}>{category.category}</Link>
        </li>
      ))}
    </ul>
  );
}

/** The site's footer, plain elements like the header. */
export function Footer() {
  return (
    <footer className="app-footer">
      <div className="app-footer-columns">
        <div>
          <h2 className="app-footer-heading">Get the app</h2>
          <div className="app-badges">
            <AppStoreBadge />
            <GooglePlayBadge />
          </div>
        </div>
        <div>
          <h2 className="app-footer-heading">Categories</h2>
          <nav aria-label="Categories">
            <FooterCategories />
          </nav>
        </div>
        <div>
          <h2 className="app-footer-heading">Help</h2>
          <nav aria-label="Help">
            <ul className="app-footer-list">
              <li>
                <Link to="/faq">FAQ</Link>
              </li>
              <li>
                <Link to="/contact-us">Contact Us</Link>
              </li>
              <li>
                <Link to="/privacy-policy">Privacy Policy</Link>
              </li>
            </ul>
          </nav>
        </div>
        <div>
          <h2 className="app-footer-heading">Follow us</h2>
          <ul className="app-footer-social">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.label}>
                <a href={link.href} aria-label={link.label} target="_blank" rel="noopener noreferrer">
                  {link.icon}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="app-footer-copy">
        © {new Date().getFullYear()} UsedCars. Buy and sell used cars with confidence.
      </p>
    </footer>
  );
}
