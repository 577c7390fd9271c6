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

export interface CategoriesGridProps {
  /** How many cars each category (by value) has for sale; null while they load, undefined when unknown. */
  carCounts?: ReadonlyMap<string, number> | null;
}

/**
 * Category tiles (thumbnail and name), each leading to /category/{value}, for the categories with a car for sale (an
 * empty one would lead to an empty page); without the counts, every category. Plain: on the home page.
 */
export function CategoriesGrid({ carCounts }: CategoriesGridProps) {
  const { data: all, isPending: categoriesPending, isError, error, refetch } = useCategories();
  const isPending = categoriesPending || carCounts === null;
  const categories = carCounts ? all?.filter((category) => (carCounts.get(category.value) ?? 0) > 0) : all;
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
      ) : !categories || categories.length === 0 ? (
        <EmptyState
          title="Not Found"
          description={all?.length ? 'No cars for sale yet.' : 'No categories yet.'}
        />
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
