// The open offers on the seller's cars, those waiting for the seller's answer first: the car, the buyer, the
// offered and the asking price, until when it stands, and Accept, Decline or Counter (a price of the seller's, at
// most the asking price). The seller's own counters wait for the buyer.
import type { Offer, OfferAction } from '@usedcars/contract/types';
import { OFFER_MESSAGES } from '@usedcars/contract/conversation-messages';
import { apiErrorMessage } from '@usedcars/shared-ui/api/client';
import { EmptyState } from '@usedcars/shared-ui/components/EmptyState';
import { formatDateTime, formatDollars } from '@usedcars/shared-ui/format';
import { Alert, Button, InputNumber, Space, Spin, Tag } from 'antd';
import { useId, useState } from 'react';
import { useAnswerOffer } from '../api/seller-offers';

export function OfferList({ offers, loading }: { offers: Offer[]; loading: boolean }) {
  if (loading) return <Spin aria-label="Loading offers" />;
  if (offers.length === 0) return <EmptyState title={OFFER_MESSAGES.empty} />;
  const sorted = [...offers].sort((a, b) => Number(b.myTurn) - Number(a.myTurn));
  return (
    <ul className="uc-offer-list" aria-label="Open offers">
      {sorted.map((offer) => (
        <OfferItem key={offer._id} offer={offer} />
      ))}
    </ul>
  );
}

function OfferItem({ offer }: { offer: Offer }) {
  const answer = useAnswerOffer();
  const [error, setError] = useState<string | null>(null);
  const [counter, setCounter] = useState<number | null>(null);
  const counterId = useId();

  const act = (action: OfferAction, amount?: number) => {
    setError(null);
    answer
      .mutateAsync({ id: offer._id, action, amount })
      .catch((failure: unknown) => setError(apiErrorMessage(failure, 'Please try again.')));
  };

  return (
    <li className="uc-offer-item">
      <img src={offer.product.image} alt="" width={96} height={72} />
      <div className="uc-offer-body">
        <div className="uc-offer-head">
          <strong>{offer.product.name}</strong>
          {offer.myTurn ? <Tag color="orange">Your answer</Tag> : <Tag>Waiting for the buyer</Tag>}
        </div>
        <div>
          {offer.myTurn
            ? `${offer.otherParty.displayName} offers`
            : `You countered ${offer.otherParty.displayName} with`}{' '}
          <strong>{formatDollars(offer.amount)}</strong> (asking {formatDollars(offer.product.price)})
        </div>
        <div className="uc-offer-expiry">Stands until {formatDateTime(offer.expiresAt)}</div>
        {error ? <Alert role="alert" type="error" showIcon title={error} /> : null}
        {offer.myTurn ? (
          <Space wrap>
            <Button type="primary" onClick={() => act('accept')} loading={answer.isPending}>
              Accept
            </Button>
            <Button onClick={() => act('decline')} disabled={answer.isPending}>
              Decline
            </Button>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                if (counter !== null) act('counter', counter);
              }}
            >
              <label htmlFor={counterId} className="uc-visually-hidden">
                Counter-offer for {offer.product.name}
              </label>
              <Space.Compact>
                <InputNumber<number>
                  id={counterId}
                  min={0.01}
                  max={offer.product.price}
                  precision={2}
                  prefix="$"
                  placeholder="Your price"
                  value={counter}
                  onChange={(value) => setCounter(value)}
                  style={{ width: 150 }}
                />
                <Button htmlType="submit" disabled={counter === null || answer.isPending}>
                  Counter
                </Button>
              </Space.Compact>
            </form>
          </Space>
        ) : null}
      </div>
    </li>
  );
}
