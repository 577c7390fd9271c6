// The conversation's offer: the latest one and what the caller may do with it. The buyer offers a price (at most
// the asking price); the party it waits for accepts, declines or counters; its maker may withdraw it; an accepted
// offer gives the buyer "Book at $X", the ordinary booking window, whose price the server takes from the offer.
import type { ConversationSummary, Offer, OfferAction } from '@usedcars/contract/types';
import { apiErrorMessage } from '@usedcars/shared-ui/api/client';
import { formatDateTime, formatDollars } from '@usedcars/shared-ui/format';
import { Alert, Button, InputNumber, Space } from 'antd';
import { useId, useState } from 'react';
import { BookingModalOnDemand } from '../../booking';
import { useProduct } from '../../products';
import { useAnswerOffer, useMakeOffer, useOffers } from '../api/offers';

const STATE_WORDS: Record<Offer['state'], string> = {
  open: 'waiting for an answer',
  accepted: 'accepted',
  declined: 'declined',
  countered: 'countered',
  withdrawn: 'withdrawn',
  expired: 'expired',
};

function who(offer: Offer, other: string): string {
  return offer.mine ? 'Your offer' : `${other}’s offer`;
}

export function OfferPanel({
  conversation,
  canWrite,
}: {
  conversation: ConversationSummary;
  canWrite: boolean;
}) {
  const offers = useOffers(conversation._id);
  const answer = useAnswerOffer();
  const [error, setError] = useState<string | null>(null);
  const [booking, setBooking] = useState(false);
  const latest = offers.data?.[0];
  const other = conversation.otherParty.displayName;
  const isBuyer = conversation.role === 'buyer';

  const act = (offer: Offer, action: OfferAction, amount?: number) => {
    setError(null);
    return answer
      .mutateAsync({ id: offer._id, action, amount })
      .catch((failure: unknown) => setError(apiErrorMessage(failure, 'Please try again.')));
  };

  if (!offers.data) return null;
  const open = latest?.state === 'open' ? latest : undefined;
  const accepted = latest?.state === 'accepted' ? latest : undefined;

  return (
    <section className="uc-offer" aria-label="Offer">
      {latest ? (
        <p className="uc-offer-status" role="status">
          <strong>
            {who(latest, other)}: {formatDollars(latest.amount)}
          </strong>{' '}
          <span className="uc-offer-state">({STATE_WORDS[latest.state]})</span>
          {open ? (
            <span className="uc-offer-expiry"> · answer by {formatDateTime(open.expiresAt)}</span>
          ) : null}
        </p>
      ) : null}
      {error ? <Alert role="alert" type="error" showIcon title={error} style={{ marginBottom: 8 }} /> : null}

      {accepted && isBuyer ? (
        <>
          <Button type="primary" onClick={() => setBooking(true)}>
            Book at {formatDollars(accepted.amount)}
          </Button>
          <BookingFromOffer
            productId={conversation.product._id}
            price={accepted.amount}
            open={booking}
            onClose={() => setBooking(false)}
          />
        </>
      ) : accepted ? (
        <p className="uc-offer-note">
          {other} may book the car at {formatDollars(accepted.amount)}.
        </p>
      ) : !canWrite ? null : open?.myTurn ? (
        <Space wrap>
          <Button type="primary" onClick={() => void act(open, 'accept')} loading={answer.isPending}>
            Accept {formatDollars(open.amount)}
          </Button>
          <Button onClick={() => void act(open, 'decline')} disabled={answer.isPending}>
            Decline
          </Button>
          <PriceForm
            label="Counter-offer"
            submitLabel="Counter"
            max={conversation.product.price}
            onSubmit={(amount) => act(open, 'counter', amount)}
          />
        </Space>
      ) : open ? (
        <Space wrap>
          <span>Waiting for {other}’s answer.</span>
          <Button onClick={() => void act(open, 'withdraw')} loading={answer.isPending}>
            Withdraw
          </Button>
        </Space>
      ) : isBuyer ? (
        <MakeOffer conversation={conversation} />
      ) : null}
    </section>
  );
}

function MakeOffer({ conversation }: { conversation: ConversationSummary }) {
  const make = useMakeOffer(conversation._id);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <PriceForm
        label={`Your offer (asking ${formatDollars(conversation.product.price)})`}
        submitLabel="Make offer"
        max={conversation.product.price}
        onSubmit={(amount) => {
          setError(null);
          return make
            .mutateAsync({ amount })
            .then(() => undefined)
            .catch((failure: unknown) => setError(apiErrorMessage(failure, 'Please try again.')));
        }}
      />
      {error ? <Alert role="alert" type="error" showIcon title={error} style={{ marginTop: 8 }} /> : null}
    </>
  );
}

/** A price in dollars (whole cents), at most `max`; the server checks it again. */
function PriceForm({
  label,
  submitLabel,
  max,
  onSubmit,
}: {
  label: string;
  submitLabel: string;
  max: number;
  onSubmit: (amount: number) => Promise<unknown>;
}) {
  const id = useId();
  const [amount, setAmount] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  return (
    <form
      className="uc-offer-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (amount === null || sending) return;
        setSending(true);
        void onSubmit(amount).finally(() => setSending(false));
      }}
    >
      <label htmlFor={id}>{label}</label>
      <Space.Compact>
        <InputNumber<number>
          id={id}
          min={0.01}
          max={max}
          precision={2}
          prefix="$"
          value={amount}
          onChange={(value) => setAmount(value)}
          style={{ width: 160 }}
        />
        <Button type="primary" htmlType="submit" loading={sending} disabled={amount === null}>
          {submitLabel}
        </Button>
      </Space.Compact>
    </form>
  );
}

/** The ordinary booking window for the car, showing the agreed price (the server books at it). */
function BookingFromOffer({
  productId,
  price,
  open,
  onClose,
}: {
  productId: string;
  price: number;
  open: boolean;
  onClose: () => void;
}) {
  const product = useProduct(productId);
  return (
    <BookingModalOnDemand
      product={open && product.data ? product.data : null}
      agreedPrice={price}
      onClose={onClose}
    />
  );
}
