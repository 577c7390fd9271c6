// /compare?ids=a,b,c: up to three cars side by side, one column each, the facts a shopper weighs in rows. The
// address names the cars, so a comparison can be shared; opening one makes its cars the picked ones. Plain (no
// antd): a table that scrolls sideways on a phone with the row names kept in view.
import type { Product } from '@usedcars/contract/types';
import { PriceRatingNote } from '../features/products/components/PriceRatingNote';
import { EmptyState } from '@usedcars/shared-ui/components/EmptyState';
import { PageTitle } from '@usedcars/shared-ui/components/PageTitle';
import { carYear, describePriceChange, formatDollars, formatKm } from '@usedcars/shared-ui/format';
import { useQueries } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { COMPARE_LIMIT, useCompareStore } from '../features/compare/compare-store';
import { getProductQueryOptions } from '../features/products/api/get-product';
import { knownFact } from '../features/products/known-fact';

function PriceCell({ car }: { car: Product }) {
  const change = describePriceChange(car.lastPriceChange);
  return (
    <>
      <strong>{formatDollars(car.sellPrice)}</strong>
      {car.sell ? <span className="uc-tag uc-tag-red"> Sold</span> : null}
      {change?.dropped ? <div className="uc-price-drop">{change.text}</div> : null}
    </>
  );
}

const ROWS: [label: string, cell: (car: Product) => ReactNode][] = [
  ['Price', (car) => <PriceCell car={car} />],
  ['Price rating', (car) => <PriceRatingNote car={car} />],
  ['Year', (car) => carYear(car)],
  ['Mileage', (car) => knownFact(car.mileage, formatKm)],
  ['Fuel', (car) => knownFact(car.fuel)],
  ['Transmission', (car) => knownFact(car.transmission)],
  ['Previous owners', (car) => knownFact(car.owners)],
  ['Condition', (car) => car.condition],
  ['Location', (car) => car.location],
  ['Seller', (car) => (car.author.verified ? 'Verified seller' : 'Not verified')],
];

/** The car ids of the address, each once, at most COMPARE_LIMIT. */
export function readCompareIds(params: URLSearchParams): string[] {
  const ids = (params.get('ids') ?? '').split(',').map((id) => id.trim());
  return [...new Set(ids.filter(Boolean))].slice(0, COMPARE_LIMIT);
}

export default function ComparePage() {
  const [params, setParams] = useSearchParams();
  const ids = readCompareIds(params);
  const replace = useCompareStore((state) => state.replace);
  const key = ids.join(',');
  useEffect(() => replace(key ? key.split(',') : []), [key, replace]);
  const cars = useQueries({ queries: ids.map((id) => getProductQueryOptions(id)) });

  const remove = (id: string) => {
    const rest = ids.filter((other) => other !== id);
    setParams(rest.length ? { ids: rest.join(',') } : {});
  };

  if (ids.length === 0) {
    return (
      <>
        <PageTitle>Compare cars</PageTitle>
        <h1 className="uc-heading">Compare cars</h1>
        <EmptyState
          title="No cars to compare"
          description={`Tick Compare on up to ${COMPARE_LIMIT} cars to see them side by side.`}
          action={<Link to="/cars">See all cars</Link>}
        />
      </>
    );
  }

  return (
    <>
      <PageTitle>Compare cars</PageTitle>
      <h1 className="uc-heading">Compare cars</h1>
      <div className="uc-compare-scroll">
        <table className="uc-compare">
          <thead>
            <tr>
              <td />
              {cars.map((query, index) => {
                const id = ids[index] as string;
                return (
                  <th key={id} scope="col">
                    {query.data ? (
                      <>
                        <Link to={`/products/${id}`}>
                          <img
                            src={query.data.thumbnail || query.data.image}
                            alt=""
                            width={240}
                            height={180}
                          />
                          {query.data.product_name}
                        </Link>
                      </>
                    ) : query.isError ? (
                      <span>This car is no longer listed.</span>
                    ) : (
                      <span className="uc-secondary">Loading…</span>
                    )}
                    <div>
                      <button
                        type="button"
                        className="uc-button uc-button-link"
                        onClick={() => remove(id)}
                        aria-label={`Remove ${query.data?.product_name ?? 'this car'} from the comparison`}
                      >
                        Remove
                      </button>
                    </div>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {ROWS.map(([label, cell]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {cars.map((query, index) => (
                  <td key={ids[index]}>{query.data ? cell(query.data) : null}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {ids.length < COMPARE_LIMIT ? (
        <p>
          <Link to="/cars">Add another car</Link>
        </p>
      ) : null}
    </>
  );
}
