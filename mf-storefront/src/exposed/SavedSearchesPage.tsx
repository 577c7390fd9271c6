// /saved-searches (logged-in only; the shell guards it): the user's saved searches. Each opens /cars with its
// filters, can be renamed, have its e-mails turned on or off, or be deleted.
import type { SavedSearch } from '@usedcars/contract/types';
import { SAVED_SEARCH_NAME_MAX_LENGTH } from '@usedcars/contract/types';
import { ALERT_MESSAGES } from '@usedcars/contract/alerts-messages';
import { apiErrorMessage } from '@usedcars/shared-ui/api/client';
import { EmptyState } from '@usedcars/shared-ui/components/EmptyState';
import { PageTitle } from '@usedcars/shared-ui/components/PageTitle';
import { QueryError } from '@usedcars/shared-ui/components/QueryError';
import { message } from '@usedcars/shared-ui/feedback/message';
import { Button, Input, Skeleton, Switch, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useDeleteSavedSearch, useSavedSearches, useUpdateSavedSearch } from '../features/alerts/api';
import { carsPathOf } from '../features/alerts/saved-query';

function SavedSearchRow({ search }: { search: SavedSearch }) {
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(search.name);
  const failed = (error: unknown) =>
    void message.error(apiErrorMessage(error, 'That did not work. Please try again.'));

  const rename = () =>
    update.mutate(
      { id: search._id, name: name.trim() },
      { onSuccess: () => setRenaming(false), onError: failed },
    );

  return (
    <li
      style={{
        borderBottom: '1px solid #f0f0f0',
        padding: '12px 0',
        display: 'flex',
        flexWrap: 'wrap',
        gap: 12,
        alignItems: 'center',
      }}
    >
      <div style={{ flex: '1 1 240px', minWidth: 0 }}>
        {renaming ? (
          <div style={{ display: 'flex', gap: 8 }}>
            <Input
              aria-label={`New name for ${search.name}`}
              value={name}
              maxLength={SAVED_SEARCH_NAME_MAX_LENGTH}
              onChange={(event) => setName(event.target.value)}
              onPressEnter={rename}
            />
            <Button type="primary" onClick={rename} loading={update.isPending}>
              Save
            </Button>
            <Button onClick={() => setRenaming(false)}>Cancel</Button>
          </div>
        ) : (
          <Link to={carsPathOf(search.query)} style={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {search.name}
          </Link>
        )}
      </div>
      <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
        <Switch
          checked={search.emailAlerts}
          loading={update.isPending && !renaming}
          onChange={(emailAlerts) => update.mutate({ id: search._id, emailAlerts }, { onError: failed })}
        />
        E-mail alerts
      </label>
      {renaming ? null : (
        <Button onClick={() => setRenaming(true)} aria-label={`Rename ${search.name}`}>
          Rename
        </Button>
      )}
      <Button
        danger
        loading={remove.isPending}
        aria-label={`Delete ${search.name}`}
        onClick={() => remove.mutate(search._id, { onError: failed })}
      >
        Delete
      </Button>
    </li>
  );
}

export default function SavedSearchesPage() {
  const { data, isPending, isError, error, refetch } = useSavedSearches();
  return (
    <>
      <PageTitle>Saved searches</PageTitle>
      <Typography.Title level={1}>Saved searches</Typography.Title>
      <Typography.Paragraph type="secondary">
        We tell you in your notifications when a new car matches one, and by e-mail at most once an hour while
        its e-mail alerts are on.
      </Typography.Paragraph>
      {isPending ? (
        <Skeleton active />
      ) : isError ? (
        <QueryError
          error={error}
          onRetry={() => void refetch()}
          title="Your saved searches could not be loaded."
        />
      ) : data.length === 0 ? (
        <EmptyState title={ALERT_MESSAGES.noSavedSearches} action={<Link to="/cars">Search the cars</Link>} />
      ) : (
        <ul aria-label="Saved searches" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {data.map((search) => (
            <SavedSearchRow key={search._id} search={search} />
          ))}
        </ul>
      )}
    </>
  );
}
