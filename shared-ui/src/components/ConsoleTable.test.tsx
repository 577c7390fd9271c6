import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConsoleTable, type ConsoleColumn } from './ConsoleTable';

interface Booking {
  id: string;
  car: string;
  place: string;
  price: number;
}

const columns: ConsoleColumn<Booking>[] = [
  { key: 'car', title: 'Car', dataIndex: 'car', userText: true },
  { key: 'place', title: 'Meeting Location', dataIndex: 'place', fold: true, userText: true },
  { key: 'price', title: 'Price', fold: true, render: (_, booking) => `$${booking.price}` },
];

const bookings: Booking[] = [{ id: 'b1', car: 'Toyota Axio 2015', place: 'Dhanmondi 27', price: 15500 }];

function renderAt(width: number) {
  window.innerWidth = width;
  return render(
    <ConsoleTable<Booking> rowKey="id" columns={columns} dataSource={bookings} pagination={false} />,
  );
}

describe('ConsoleTable', () => {
  const desktopWidth = window.innerWidth;
  afterEach(() => {
    window.innerWidth = desktopWidth;
  });

  it('shows every column on a desktop, with no expandable line', () => {
    renderAt(1366);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Car',
      'Meeting Location',
      'Price',
    ]);
    expect(screen.getByText('$15500')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /expand row/i })).not.toBeInTheDocument();
  });

  it('folds the secondary columns into an expandable line on a phone, each under its title', async () => {
    renderAt(390);
    const titles = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(titles).toContain('Car');
    expect(titles).not.toContain('Meeting Location');
    expect(titles).not.toContain('Price');
    expect(screen.queryByText('$15500')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /expand row/i }));
    const details = document.querySelector<HTMLElement>('.uc-folded-cells');
    expect(details).not.toBeNull();
    expect(within(details!).getByText('Meeting Location').tagName).toBe('DT');
    expect(within(details!).getByText('Dhanmondi 27')).toHaveClass('uc-user-text');
    expect(within(details!).getByText('$15500').tagName).toBe('DD');
  });

  it('lets only the cells of typed text break a word anywhere', () => {
    renderAt(1366);
    expect(screen.getByText('Toyota Axio 2015')).toHaveClass('uc-user-text');
    expect(screen.getByText('$15500')).not.toHaveClass('uc-user-text');
  });
});
