import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PHOTO_MESSAGES } from '@usedcars/contract/messages';
import { installFakeXhr, type FakeXhrRequest } from '@usedcars/shared-ui/testing/fake-xhr';
import { useState } from 'react';
import { fitting, movePhoto, photoUrls, type ListingPhoto } from './photo-list';
import { PhotoListField } from './PhotoListField';

const user = userEvent.setup({ delay: null });

const done = (n: number): ListingPhoto => ({
  key: `k${n}`,
  name: `car${n}.png`,
  status: 'done',
  percent: 100,
  url: `/api/media/${n}.webp`,
  thumbUrl: `/api/media/${n}-thumb.webp`,
});
const file = (name: string) => new File(['png'], name, { type: 'image/png' });

/** The field in a parent that keeps its value, as the antd form does; `seen` gets every change. */
function Harness({ initial, seen }: { initial: ListingPhoto[]; seen: (photos: ListingPhoto[]) => void }) {
  const [photos, setPhotos] = useState(initial);
  return (
    <PhotoListField
      value={photos}
      onChange={(next) => {
        seen(next);
        setPhotos(next);
      }}
    />
  );
}

/** Each photo's row as read: Cover on the first, the file name (the buttons' signs left out). */
const rows = () =>
  screen.queryAllByTestId('listing-photo').map((row) => row.textContent?.replace(/[↑↓✕]/g, ''));

describe('photo-list rules', () => {
  it('moves a photo earlier or later, and not past either end', () => {
    const list = [done(1), done(2), done(3)];
    expect(movePhoto(list, 2, -1).map((photo) => photo.key)).toEqual(['k1', 'k3', 'k2']);
    expect(movePhoto(list, 0, 1).map((photo) => photo.key)).toEqual(['k2', 'k1', 'k3']);
    expect(movePhoto(list, 0, -1)).toEqual(list);
    expect(movePhoto(list, 2, 1)).toEqual(list);
  });

  it('fits files up to twelve photos and counts the rest as refused', () => {
    const eleven = Array.from({ length: 11 }, (_, index) => done(index));
    expect(fitting(eleven, ['a', 'b', 'c'])).toEqual({ accepted: ['a'], refused: 2 });
    expect(fitting([], ['a'])).toEqual({ accepted: ['a'], refused: 0 });
  });

  it('sends only uploaded photos, in order', () => {
    expect(photoUrls([done(2), { key: 'x', name: 'x', status: 'error', percent: 0 }, done(1)])).toEqual([
      '/api/media/2.webp',
      '/api/media/1.webp',
    ]);
  });
});

describe('PhotoListField', () => {
  let xhr: ReturnType<typeof installFakeXhr>;
  afterEach(() => xhr?.restore());

  it('uploads several files at once, each with its progress, the first marked Cover', async () => {
    xhr = installFakeXhr();
    const seen = jest.fn();
    render(<Harness initial={[]} seen={seen} />);
    await user.upload(screen.getByLabelText('Photo files'), [file('front.png'), file('side.png')]);
    expect(xhr.requests).toHaveLength(2);
    expect(xhr.requests.map((request) => [request.method, request.url])).toEqual([
      ['POST', '/api/images'],
      ['POST', '/api/images'],
    ]);
    act(() => (xhr.requests[1] as FakeXhrRequest).progress(30, 100));
    expect(screen.getByRole('progressbar', { name: 'Uploading photo 2 (side.png)' })).toHaveValue(30);
    expect(screen.getByRole('progressbar', { name: 'Uploading photo 1 (front.png)' })).toHaveValue(0);
    act(() =>
      (xhr.requests[1] as FakeXhrRequest).respond(201, {
        success: true,
        data: { url: '/s.webp', thumbUrl: '/s-t.webp' },
      }),
    );
    act(() =>
      (xhr.requests[0] as FakeXhrRequest).respond(201, {
        success: true,
        data: { url: '/f.webp', thumbUrl: '/f-t.webp' },
      }),
    );
    await waitFor(() => expect(screen.queryAllByRole('progressbar')).toHaveLength(0));
    expect(rows()).toEqual(['Coverfront.png', 'side.png']);
    expect(photoUrls(seen.mock.lastCall[0] as ListingPhoto[])).toEqual(['/f.webp', '/s.webp']);
  });

  it("shows an upload's failure in the API's words", async () => {
    xhr = installFakeXhr((request) =>
      request.respond(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Please choose a JPEG, PNG or WebP image.',
      }),
    );
    render(<Harness initial={[]} seen={jest.fn()} />);
    await user.upload(screen.getByLabelText('Photo files'), file('notes.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a JPEG, PNG or WebP image.');
  });

  it('reorders with the buttons (the keyboard reaches them) and removes a photo', async () => {
    const seen = jest.fn();
    render(<Harness initial={[done(1), done(2), done(3)]} seen={seen} />);
    expect(rows()).toEqual(['Covercar1.png', 'car2.png', 'car3.png']);
    expect(screen.getByRole('button', { name: 'Move photo 1 (car1.png) earlier' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move photo 3 (car3.png) later' })).toBeDisabled();
    screen.getByRole('button', { name: 'Move photo 3 (car3.png) earlier' }).focus();
    await user.keyboard('{Enter}');
    expect(rows()).toEqual(['Covercar1.png', 'car3.png', 'car2.png']);
    await user.click(screen.getByRole('button', { name: 'Move photo 2 (car3.png) earlier' }));
    expect(rows()).toEqual(['Covercar3.png', 'car1.png', 'car2.png']);
    await user.click(screen.getByRole('button', { name: 'Remove photo 2 (car1.png)' }));
    expect(rows()).toEqual(['Covercar3.png', 'car2.png']);
    expect(photoUrls(seen.mock.lastCall[0] as ListingPhoto[])).toEqual([
      '/api/media/3.webp',
      '/api/media/2.webp',
    ]);
  });

  it('refuses a thirteenth photo with the message and uploads only what fits', async () => {
    xhr = installFakeXhr();
    const eleven = Array.from({ length: 11 }, (_, index) => done(index + 1));
    render(<Harness initial={eleven} seen={jest.fn()} />);
    await user.upload(screen.getByLabelText('Photo files'), [file('a.png'), file('b.png')]);
    expect(xhr.requests).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent(PHOTO_MESSAGES.tooMany);
    expect(screen.getAllByTestId('listing-photo')).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Add photos' })).toBeDisabled();
    expect(
      within(screen.getAllByTestId('listing-photo')[11] as HTMLElement).getByText('a.png'),
    ).toBeInTheDocument();
  });
});
