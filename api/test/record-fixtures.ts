import type { DataSource } from 'typeorm';
import { Brand, Category, type Product } from '../src/catalog';
import { newId } from '../src/common/ids';
import { Order } from '../src/orders';
import { User } from '../src/users';
import { uniqueEmail } from './auth-helpers';

/** An open, unpaid booking of `car` by the customer, saved directly (no API call, no rate limit). */
export async function saveUnpaidOrder(
  dataSource: DataSource,
  car: Product,
  customerId: string,
): Promise<Order> {
  const customer = await dataSource.getRepository(User).findOneByOrFail({ id: customerId });
  return dataSource.getRepository(Order).save(
    Object.assign(new Order(), {
      productId: car.id,
      productAuthorId: car.authorId,
      customerId: customer.id,
      customerName: customer.displayName,
      customerEmail: customer.email,
      customerMobile: '01711000000',
      meetLocation: 'Banani',
      bookingDate: new Date(),
      priceCents: car.sellPriceCents,
      paymentState: 'unpaid',
      openBookingKey: customer.id,
    }),
  );
}

/** A fresh unverified seller nobody logs in as: the target of the admin's user routes. */
export function saveVictim(dataSource: DataSource): Promise<User> {
  return dataSource.getRepository(User).save(
    Object.assign(new User(), {
      displayName: 'Victim',
      email: uniqueEmail('victim'),
      passwordHash: null,
      role: 'Seller',
      verified: false,
      deletedAt: null,
    }),
  );
}

/** A fresh category and brand that no listing uses, so they may be deleted. */
export async function saveUnusedCatalog(
  dataSource: DataSource,
  thumbnailUrl: string,
): Promise<{ category: Category; brand: Brand }> {
  const category = await dataSource
    .getRepository(Category)
    .save(Object.assign(new Category(), { name: `M ${newId()}`, value: `m_${newId()}`, thumbnailUrl }));
  const brand = await dataSource
    .getRepository(Brand)
    .save(Object.assign(new Brand(), { name: `B ${newId()}`, value: `b_${newId()}` }));
  return { category, brand };
}
