// The listing form's Photos field (an antd form control): pick several files at once, each uploads with its
// progress; move a photo earlier or later (buttons, so the keyboard does it too) or remove it; the first is the cover.
import { PHOTO_MESSAGES } from '@usedcars/contract/messages';
import { LISTING_PHOTO_LIMITS } from '@usedcars/contract/types';
import { apiErrorMessage } from '@usedcars/shared-ui/api/client';
import { uploadImageWithProgress } from '@usedcars/shared-ui/api/media/upload-image';
import { Button } from 'antd';
import { useId, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { fitting, movePhoto, removePhoto, updatePhoto, type ListingPhoto } from './photo-list';

export interface PhotoListFieldProps {
  value?: ListingPhoto[];
  onChange?: (photos: ListingPhoto[]) => void;
  disabled?: boolean;
  id?: string;
}

let nextKey = 0;

const COVER_TAG = {
  marginRight: 8,
  padding: '0 7px',
  border: '1px solid #91caff',
  borderRadius: 4,
  background: '#e6f4ff',
  color: '#0958d9',
  fontSize: 12,
} as const;

/**
 * Plain elements where antd's would cost the seller's build for little: characters for the buttons' signs
 * (@ant-design/icons would bring its runtime for four signs), a native <progress>, a styled Cover tag.
 */
const sign = (text: string) => <span aria-hidden>{text}</span>;

export function PhotoListField({ value = [], onChange, disabled = false, id }: PhotoListFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [limitNote, setLimitNote] = useState<string | null>(null);
  // Uploads report after the form re-rendered with other changes: each change applies to the latest list.
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  }, [value]);
  const commit = (change: (list: ListingPhoto[]) => ListingPhoto[]) => {
    latest.current = change(latest.current);
    onChange?.(latest.current);
  };

  const upload = (photo: ListingPhoto, file: File) => {
    uploadImageWithProgress(file, (percent) => commit((list) => updatePhoto(list, photo.key, { percent })))
      .then(({ data }) =>
        commit((list) =>
          updatePhoto(list, photo.key, {
            status: 'done',
            percent: 100,
            url: data.url,
            thumbUrl: data.thumbUrl,
          }),
        ),
      )
      .catch((error: unknown) =>
        commit((list) =>
          updatePhoto(list, photo.key, {
            status: 'error',
            error: apiErrorMessage(error, PHOTO_MESSAGES.uploadFailed),
          }),
        ),
      );
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = ''; // The same file may be picked again after a removal.
    const { accepted, refused } = fitting(latest.current, files);
    setLimitNote(refused > 0 ? PHOTO_MESSAGES.tooMany : null);
    const added = accepted.map((file): ListingPhoto => ({
      key: `new-${++nextKey}`,
      name: file.name,
      status: 'uploading',
      percent: 0,
    }));
    commit((list) => [...list, ...added]);
    added.forEach((photo, index) => upload(photo, accepted[index] as File));
  };

  const full = value.length >= LISTING_PHOTO_LIMITS.max;
  return (
    <div id={id}>
      <p id={hintId} className="ant-form-item-extra" style={{ marginTop: 0 }}>
        Up to {LISTING_PHOTO_LIMITS.max} photos (JPEG, PNG or WebP). The first is the cover buyers see in
        lists.
      </p>
      {value.length > 0 ? (
        <ol
          aria-label="Photos"
          // minmax(0, 1fr): a row is as wide as the form, never as wide as its file name (which is cut with "…").
          style={{
            listStyle: 'none',
            padding: 0,
            margin: '0 0 12px',
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr)',
            gap: 8,
          }}
        >
          {value.map((photo, index) => {
            const label = `photo ${index + 1} (${photo.name})`;
            return (
              <li
                key={photo.key}
                data-testid="listing-photo"
                style={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 12,
                  padding: 8,
                  border: '1px solid rgba(5, 5, 5, 0.12)',
                  borderRadius: 8,
                }}
              >
                {photo.thumbUrl ? (
                  <img
                    src={photo.thumbUrl}
                    alt=""
                    width={96}
                    height={60}
                    style={{ objectFit: 'cover', borderRadius: 4 }}
                  />
                ) : (
                  <span style={{ width: 96, height: 60, background: 'rgba(0,0,0,0.06)', borderRadius: 4 }} />
                )}
                <div style={{ flex: 1, minWidth: 0 }}>
                  <div style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                    {index === 0 ? <span style={COVER_TAG}>Cover</span> : null}
                    {photo.name}
                  </div>
                  {photo.status === 'uploading' ? (
                    <progress
                      value={photo.percent}
                      max={100}
                      aria-label={`Uploading ${label}`}
                      style={{ display: 'block', width: '100%' }}
                    />
                  ) : null}
                  {photo.status === 'error' ? (
                    <div role="alert" style={{ color: '#cf1322' }}>
                      {photo.error}
                    </div>
                  ) : null}
                </div>
                <Button
                  icon={sign('↑')}
                  aria-label={`Move ${label} earlier`}
                  disabled={disabled || index === 0}
                  onClick={() => commit((list) => movePhoto(list, index, -1))}
                />
                <Button
                  icon={sign('↓')}
                  aria-label={`Move ${label} later`}
                  disabled={disabled || index === value.length - 1}
                  onClick={() => commit((list) => movePhoto(list, index, 1))}
                />
                <Button
                  icon={sign('✕')}
                  aria-label={`Remove ${label}`}
                  disabled={disabled}
                  onClick={() => commit((list) => removePhoto(list, photo.key))}
                />
              </li>
            );
          })}
        </ol>
      ) : null}
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple
        hidden
        aria-label="Photo files"
        onChange={pick}
      />
      <Button
        icon={sign('+')}
        disabled={disabled || full}
        aria-describedby={hintId}
        onClick={() => input.current?.click()}
      >
        Add photos
      </Button>
      {(limitNote ?? (full ? PHOTO_MESSAGES.tooMany : null)) ? (
        <div role="status" style={{ marginTop: 8 }}>
          {limitNote ?? PHOTO_MESSAGES.tooMany}
        </div>
      ) : null}
    </div>
  );
}

/**
 * The form rule of the Photos field: at least one uploaded photo. Nothing is said while one uploads: that is no
 * mistake, and the form's button waits for it, saying so (ListingForm).
 */
export const photosRule = {
  validator: (_: unknown, photos: ListingPhoto[] | undefined) => {
    const list = photos ?? [];
    if (list.some((photo) => photo.status === 'uploading')) return Promise.resolve();
    if (!list.some((photo) => photo.status === 'done')) return Promise.reject(new Error(PHOTO_MESSAGES.none));
    return Promise.resolve();
  },
};
