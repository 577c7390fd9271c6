import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRowConfirm } from './ConfirmModal';

const user = userEvent.setup({ delay: null });

function DeleteRow({ onConfirm }: { onConfirm: (row: string, close: () => void) => void }) {
  const confirm = useRowConfirm<string>({
    title: 'Delete product',
    message: (row) => `Are you sure delete ${row}`,
    loading: false,
    onConfirm,
  });
  return (
    <>
      <button type="button" onClick={() => confirm.ask('Axio')}>
        Delete
      </button>
      {confirm.modal}
    </>
  );
}

describe('useRowConfirm', () => {
  it('runs the action once on a double click of Yes, and again once asked again after it settled', async () => {
    const closers: (() => void)[] = [];
    const onConfirm = jest.fn((_row: string, close: () => void) => void closers.push(close));
    render(<DeleteRow onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.dblClick(await screen.findByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onConfirm).toHaveBeenCalledWith('Axio', expect.any(Function));

    closers[0]!();
    await waitFor(() => expect(screen.queryByText('Are you sure delete Axio')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });
});
