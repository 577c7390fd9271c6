// A paid order's handover actions as a page sends them (the buyer's in My Orders, the seller's in Bookings): which
// window of words is open and its text, and one action sent at a time, which says how it went and refetches the
// list it changed, whether it went through or not (a 409 means the order moved on and the list is stale).
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Acknowledged, OrderStatus } from '@usedcars/contract/types';
import { apiErrorMessage } from '@usedcars/shared-ui/api/client';
import { message } from '@usedcars/shared-ui/feedback/message';
import { refetchAfterChange } from '@usedcars/shared-ui/query/query-client';
import { useState } from 'react';

/** What every handover endpoint answers: the order's status after the action. */
export type DealAnswer = Acknowledged & { status: OrderStatus };

/** What a failed action says when it failed without an answer of the API's. */
const DEAL_ACTION_FAILED = 'That did not go through.';

export interface DealActionOptions<Action> {
  /** Sends one action to the API. */
  send: (action: Action) => Promise<DealAnswer>;
  /** The list the action changes, refetched once it is settled. */
  refresh: QueryKey;
}

export function useDealAction<Action, Window extends string>({ send, refresh }: DealActionOptions<Action>) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: send,
    onSettled: () => refetchAfterChange(queryClient, refresh),
  });
  const [writing, setWriting] = useState<Window | null>(null);
  const [text, setText] = useState('');

  /** Sends `action`; on success says `done`, closes the window and clears its text, on failure says why. */
  const run = (action: Action, done: string) =>
    mutation.mutate(action, {
      onSuccess: () => {
        void message.success(done);
        setWriting(null);
        setText('');
      },
      onError: (failure) => void message.error(apiErrorMessage(failure, DEAL_ACTION_FAILED)),
    });

  return {
    run,
    pending: mutation.isPending,
    /** The window of words open now, if any. */
    writing,
    open: (window: Window) => setWriting(window),
    close: () => setWriting(null),
    text,
    setText,
  };
}
