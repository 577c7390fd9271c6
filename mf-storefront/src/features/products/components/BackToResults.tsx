// The product page's way back: to the list the shopper came from (history, so the search and the place in it
// are kept), or to every car when the page was opened directly (a shared link).
import { Link, useLocation, useNavigate } from 'react-router-dom';

export function BackToResults() {
  const location = useLocation();
  const navigate = useNavigate();
  // 'default' is the key of the first page of this visit: there is nothing of ours to go back to.
  const cameFromSite = location.key !== 'default';
  return (
    <p style={{ margin: '0 0 12px' }}>
      <Link
        to="/cars"
        onClick={(event) => {
          if (!cameFromSite) return;
          event.preventDefault();
          void navigate(-1);
        }}
      >
        <span aria-hidden>← </span>
        {cameFromSite ? 'Back to results' : 'See all cars'}
      </Link>
    </p>
  );
}
