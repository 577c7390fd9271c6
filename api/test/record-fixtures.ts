import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { SavedSearch } from '../src/alerts';
import { Notification } from '../src/notifications';
import { Brand, Category, Product } from '../src/catalog';
import { newId } from '../src/common/ids';
import { Conversation, ConversationMessage, Offer } from '../src/conversations';
import { Order, OrderDispute } from '../src/orders';
import { SandboxPaymentIntent } from '../src/payments';
import { Review } from '../src/reviews';
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

/**
 * `customerId`'s order of `car`, paid through a captured sandbox intent (the car sold to it), waiting for its
 * handover; `disputed`: with the buyer's open dispute ("not as described").
 */
export async function savePaidOrder(
  dataSource: DataSource,
  car: Product,
  customerId: string,
  options: { disputed?: boolean } = {},
): Promise<Order> {
  const order = await saveUnpaidOrder(dataSource, car, customerId);
  const intentId = `pi_${order.id.replace(/-/g, '').slice(0, 24)}`;
  await dataSource.getRepository(SandboxPaymentIntent).save(
    Object.assign(new SandboxPaymentIntent(), {
      id: intentId,
      clientSecret: `${intentId}_secret_matrix`,
      amount: car.sellPriceCents,
      currency: 'usd',
      status: 'succeeded',
      metadata: { orderId: order.id, productId: car.id, customerId },
      idempotencyKey: `order-${order.id}`,
      lastErrorMessage: null,
      captureCount: 1,
    }),
  );
  const paidAt = new Date();
  await dataSource.getRepository(Order).update(
    { id: order.id },
    {
      paymentState: 'paid',
      paymentMethod: 'card',
      paymentIntentId: intentId,
      paidIntentId: intentId,
      paymentDate: paidAt,
      dealState: options.disputed ? 'disputed' : null,
    },
  );
  await dataSource.getRepository(Product).update({ id: car.id }, { sold: true, saleOrderId: order.id });
  if (options.disputed) {
    await dataSource.getRepository(OrderDispute).insert({
      orderId: order.id,
      openedById: customerId,
      openedBy: 'buyer',
      reason: 'not_as_described',
      report: 'Not the car in the photos.',
      openedAt: paidAt,
      answer: null,
      answeredAt: null,
      decidedFor: null,
      decidedById: null,
      decidedAt: null,
    });
  }
  return dataSource.getRepository(Order).findOneByOrFail({ id: order.id });
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

/**
 * The buyer's open offer of `amountCents` in `conversation`, waiting for the seller's answer. Made an hour ago
 * (standing for another day), so that it does not count toward the buyer's offers of the last hour.
 */
export async function saveOffer(
  dataSource: DataSource,
  conversation: Conversation,
  amountCents: number,
): Promise<Offer> {
  const offer = await dataSource.getRepository(Offer).save(
    Object.assign(new Offer(), {
      conversationId: conversation.id,
      productId: conversation.productId,
      buyerId: conversation.buyerId,
      sellerId: conversation.sellerId,
      fromParty: 'buyer',
      makerId: conversation.buyerId,
      amountCents,
      state: 'open',
      expiresAt: new Date(Date.now() + 24 * 3_600_000),
      answeredAt: null,
      openKey: conversation.id,
    }),
  );
  // Dated afterwards: the create-date column takes the time of the insert.
  const anHourAgo = new Date(Date.now() - 3_600_000);
  await dataSource.getRepository(Offer).update({ id: offer.id }, { createdAt: anHourAgo });
  return Object.assign(offer, { createdAt: anHourAgo });
}

/**
 * A paid and completed deal of `car` by the customer, saved directly: what gives the right to review its seller.
 * (Its deal state `completed` and `completedAt`, as the handover writes them.) No open booking key, so it never collides with
 * another booking of the same car.
 */
export async function saveCompletedOrder(
  dataSource: DataSource,
  car: Product,
  customerId: string,
): Promise<Order> {
  const customer = await dataSource.getRepository(User).findOneByOrFail({ id: customerId });
  const now = new Date();
  return dataSource.getRepository(Order).save(
    Object.assign(new Order(), {
      productId: car.id,
      productAuthorId: car.authorId,
      customerId: customer.id,
      customerName: customer.displayName,
      customerEmail: customer.email,
      customerMobile: '01711000000',
      meetLocation: 'Banani',
      bookingDate: now,
      priceCents: car.sellPriceCents,
      paymentState: 'paid',
      paymentMethod: 'card',
      paymentDate: now,
      openBookingKey: null,
      dealState: 'completed',
      completedAt: now,
    }),
  );
}

/** The customer's review of a completed deal, saved directly, with the seller's rating kept as the service keeps it. */
export async function saveReview(dataSource: DataSource, order: Order, stars = 4): Promise<Review> {
  const review = await dataSource.getRepository(Review).save(
    Object.assign(new Review(), {
      orderId: order.id,
      sellerId: order.productAuthorId,
      reviewerId: order.customerId,
      stars,
      text: 'A review saved by the fixtures.',
    }),
  );
  await dataSource.getRepository(User).increment({ id: order.productAuthorId }, 'ratingCount', 1);
  await dataSource.getRepository(User).increment({ id: order.productAuthorId }, 'ratingStars', stars);
  return review;
}
