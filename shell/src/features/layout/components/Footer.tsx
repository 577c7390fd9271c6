import { useCategories } from '@usedcars/shared-ui/api/catalog/get-categories';
import { categoryPath } from '@usedcars/shared-ui/paths';
import { Link } from 'react-router-dom';

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

/**
 * The site's footer, plain elements like the header: the categories and the help pages. No app badges or social
 * links: the marketplace has neither apps nor accounts of its own on those networks, and a badge or an icon that
 * leads nowhere, or to a network's home page, misleads.
 */
export function Footer() {
  return (
    <footer className="app-footer">
      <div className="app-footer-columns">
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
      </div>
      <p className="app-footer-copy">
        © {new Date().getFullYear()} UsedCars. Buy and sell used cars with confidence.
      </p>
    </footer>
  );
}
