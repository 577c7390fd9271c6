// /seller/offers: the open offers buyers made on the seller's cars, to accept, decline or counter.
import { useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import { PageTitle } from '@usedcars/shared-ui/components/PageTitle';
import { QueryError } from '@usedcars/shared-ui/components/QueryError';
import { Typography } from 'antd';
import { useSellerOffers } from '../features/offers/api/seller-offers';
import { OfferList } from '../features/offers/components/OfferList';

const STYLES = `
.uc-offer-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 12px; }
.uc-offer-item { display: flex; gap: 12px; padding: 12px; border: 1px solid #f0f0f0; border-radius: 8px; background: #fff; }
.uc-offer-item img { width: 96px; height: 72px; object-fit: cover; border-radius: 4px; flex: none; }
.uc-offer-body { display: flex; flex-direction: column; gap: 6px; min-width: 0; flex: 1; overflow-wrap: anywhere; }
.uc-offer-head { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; justify-content: space-between; }
.uc-offer-expiry { color: #595959; font-size: 13px; }
.uc-visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
@media (max-width: 575px) { .uc-offer-item img { width: 64px; height: 48px; } }
`;

export default function OffersPage() {
  const uid = useAuthStore((state) => state.user?.uid);
  const offers = useSellerOffers(uid);

  return (
    <section>
      <style>{STYLES}</style>
      <PageTitle>Offers</PageTitle>
      <Typography.Title level={1}>Offers</Typography.Title>
      {offers.isError ? (
        <QueryError
          error={offers.error}
          onRetry={() => void offers.refetch()}
          title="Your offers could not be loaded."
        />
      ) : (
        <OfferList offers={offers.data ?? []} loading={offers.isPending} />
      )}
    </section>
  );
}
