// "Save this search" on /cars and a category's page (logged in): the filters in the address, under a name the user
// may change. Plain elements: /cars loads no antd before its filters.
import type { ProductSearchQuery } from '@usedcars/contract/types';
import { ALERT_MESSAGES } from '@usedcars/contract/alerts-messages';
import { SAVED_SEARCH_NAME_MAX_LENGTH } from '@usedcars/contract/types';
import { apiErrorMessage } from '@usedcars/shared-ui/api/client';
import { selectUser, useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useCreateSavedSearch } from './api';
import { savedQueryOf, suggestedName } from './saved-query';

export interface SaveSearchProps {
  query: ProductSearchQuery;
  /** Where a search found nothing: signed out, a link to log in and come back, instead of nothing. */
  offerLogin?: boolean;
}

export function SaveSearch({ query, offerLogin = false }: SaveSearchProps) {
  const user = useAuthStore(selectUser);
  const location = useLocation();
  const create = useCreateSavedSearch();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [saved, setSaved] = useState(false);
  // Set in the submit itself: a double click submits twice before the mutation's pending state reaches the button.
  const sending = useRef(false);
  const inputId = useId();
  if (!user) {
    if (!offerLogin) return null;
    const returnTo = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Link to={`/login?returnTo=${returnTo}`}>Log in to save this search</Link>;
  }

  const start = () => {
    setName(suggestedName(savedQueryOf(query)));
    setSaved(false);
    create.reset();
    setOpen(true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    create.mutate(
      { name: name.trim(), query: savedQueryOf(query) },
      {
        onSuccess: () => {
          setOpen(false);
          setSaved(true);
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  return (
    // Offered where a search found nothing, it sits among that message's actions: no margin of its own.
    <div style={{ margin: offerLogin ? 0 : '0 0 16px' }}>
      {open ? (
        <form onSubmit={submit} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'flex-end' }}>
          <label htmlFor={inputId} className="uc-field-label" style={{ flexBasis: '100%' }}>
            Name of the search
          </label>
          <input
            id={inputId}
            value={name}
            maxLength={SAVED_SEARCH_NAME_MAX_LENGTH}
            onChange={(event) => setName(event.target.value)}
            required
            className="uc-input"
            style={{ flex: '1 1 220px', width: 'auto' }}
          />
          <button
            type="submit"
            className="uc-button uc-button-primary"
            disabled={create.isPending}
            aria-busy={create.isPending}
          >
            Save
          </button>
          <button type="button" className="uc-button" onClick={() => setOpen(false)}>
            Cancel
          </button>
          {create.isError ? (
            <p
              role="alert"
              className="uc-secondary"
              style={{ flexBasis: '100%', margin: 0, color: '#a8071a' }}
            >
              {apiErrorMessage(create.error, 'The search could not be saved. Please try again.')}
            </p>
          ) : null}
        </form>
      ) : (
        <button type="button" className="uc-button" onClick={start}>
          Save this search
        </button>
      )}
      <p role="status" className="uc-secondary" style={{ margin: saved ? '8px 0 0' : 0 }}>
        {saved ? (
          <>
            {ALERT_MESSAGES.saved} <Link to="/saved-searches">Your saved searches</Link>
          </>
        ) : null}
      </p>
    </div>
  );
}
