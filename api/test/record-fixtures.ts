import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { SavedSearch } from '../src/alerts';
import { Notification } from '../src/notifications';
import { Brand, Category, type Product } from '../src/catalog';
import { newId } from '../src/common/ids';
import { Conversation, ConversationMessage } from '../src/conversations';
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

/** A buyer's question to the seller about `car`, unread by the seller. */
export async function saveConversation(
  dataSource: DataSource,
  car: Product,
  buyerId: string,
): Promise<Conversation> {
  const anHourAgo = new Date(Date.now() - 3_600_000);
  const conversation = await dataSource.getRepository(Conversation).save(
    Object.assign(new Conversation(), {
      productId: car.id,
      buyerId,
      sellerId: car.authorId,
      lastMessageAt: anHourAgo,
      lastMessageText: 'Is it still available?',
      lastSenderId: buyerId,
      sellerUnread: 1,
    }),
  );
  const message = await dataSource.getRepository(ConversationMessage).save(
    Object.assign(new ConversationMessage(), {
      conversationId: conversation.id,
      senderId: buyerId,
      text: 'Is it still available?',
    }),
  );
  // Dated afterwards: the create-date columns take the time of the insert.
  await dataSource.getRepository(Conversation).update({ id: conversation.id }, { createdAt: anHourAgo });
  await dataSource.getRepository(ConversationMessage).update({ id: message.id }, { createdAt: anHourAgo });
  return conversation;
}

/** A notification of `userId`, unread. */
export async function saveNotification(dataSource: DataSource, userId: string): Promise<Notification> {
  return dataSource.getRepository(Notification).save(
    Object.assign(new Notification(), {
      userId,
      kind: 'saved-search',
      title: 'New match for "Fixtures"',
      text: 'Toyota Corolla 2018, $15,000',
      link: '/cars',
      readAt: null,
    }),
  );
}

/** A saved search of `userId`, with its e-mails on. */
export async function saveSavedSearch(dataSource: DataSource, userId: string): Promise<SavedSearch> {
  return dataSource.getRepository(SavedSearch).save(
    Object.assign(new SavedSearch(), {
      userId,
      name: 'Fixture search',
      query: { brand: 'toyota' },
      emailAlerts: true,
      brand: 'toyota',
      category: null,
      minPriceCents: null,
      maxPriceCents: null,
      unsubscribeToken: randomBytes(24).toString('base64url'),
      lastMailedAt: null,
    }),
  );
}
