import { useCategories } from '@usedcars/shared-ui/api/catalog/get-categories';
import { EmptyState } from '@usedcars/shared-ui/components/EmptyState';
import { QueryError } from '@usedcars/shared-ui/components/QueryError';
import { injectPlainStyles } from '@usedcars/shared-ui/plain/styles';
import { categoryPath } from '@usedcars/shared-ui/paths';
import { Link } from 'react-router-dom';

injectPlainStyles();

const THUMB_WIDTH = 320;
const THUMB_HEIGHT = 200;
const PLACEHOLDERS = 4;

/** Category tiles (thumbnail and name), each leading to /category/{value}. Plain: on the home page. */
export function CategoriesGrid() {
  const { data: categories, isPending, isError, error, refetch } = useCategories();
  return (
    <section aria-labelledby="categories-heading" style={{ marginTop: 48 }}>
      <h2 className="uc-heading" id="categories-heading">
        Browse by Category
      </h2>
      {isPending ? (
        <div className="uc-grid uc-grid-tiles" role="status" aria-label="Loading categories">
          {Array.from({ length: PLACEHOLDERS }, (_, index) => (
            // Shaped like a tile (image and name), so the sections below do not move when the tiles arrive.
            <div key={index} className="uc-card">
              <span
                className="uc-skeleton"
                style={{ aspectRatio: `${THUMB_WIDTH} / ${THUMB_HEIGHT}`, borderRadius: 0 }}
              />
              <span className="uc-tile-name">&nbsp;</span>
            </div>
          ))}
        </div>
      ) : isError ? (
        <QueryError error={error} onRetry={() => void refetch()} title="Categories could not be loaded." />
      ) : categories.length === 0 ? (
        <EmptyState title="Not Found" description="No categories yet." />
      ) : (
        <ul className="uc-grid uc-grid-tiles">
          {categories.map((category) => (
            <li key={category._id}>
              <Link to={categoryPath(category.value)} className="uc-card uc-tile">
                <img
                  className="uc-card-cover"
                  src={category.thumbnail}
                  alt=""
                  width={THUMB_WIDTH}
                  height={THUMB_HEIGHT}
                  loading="lazy"
                  // Every tile the same shape, whatever the shape of the uploaded thumbnail (cropped to fit).
                  style={{ aspectRatio: `${THUMB_WIDTH} / ${THUMB_HEIGHT}` }}
                />
                <strong className="uc-tile-name">{category.category}</strong>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
