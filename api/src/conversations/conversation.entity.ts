import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { BaseEntity } from '../common/base.entity';
import { Product } from '../catalog';
import { User } from '../users';

/**
 * A buyer and a seller talking about one car: one conversation per buyer and car. It keeps its last message and
 * each party's unread count, changed in the same statements as the messages, so lists read one row each.
 */
@Entity('conversations')
@Index('UQ_conversations_product_buyer', ['productId', 'buyerId'], { unique: true })
// "My conversations", newest activity first, for each party.
@Index('IDX_conversations_buyer_last', ['buyerId', 'lastMessageAt'])
@Index('IDX_conversations_seller_last', ['sellerId', 'lastMessageAt'])
export class Conversation extends BaseEntity {
  @Column({ type: 'varchar', length: 36 })
  productId: string;

  @ManyToOne(() => Product, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'productId' })
  product: Product;

  @Column({ type: 'varchar', length: 36 })
  buyerId: string;

  @ManyToOne(() => User, { onDelete: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'buyerId' })
  buyer: User;

  @Column({ type: 'varchar', length: 36 })
  sellerId: string;

  @ManyToOne(() => User, { onDelete: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'sellerId' })
  seller: User;

  @Column({ type: 'datetime' })
  lastMessageAt: Date;

  /** The start of the last message, for the lists. */
  @Column({ type: 'varchar', length: 200 })
  lastMessageText: string;

  @Column({ type: 'varchar', length: 36 })
  lastSenderId: string;

  @Column({ type: 'int', default: 0 })
  buyerUnread: number;

  @Column({ type: 'int', default: 0 })
  sellerUnread: number;

  /** When each party was last mailed of a new message here: at most one mail per party an hour. */
  @Column({ type: 'datetime', nullable: true, default: null })
  buyerMailedAt: Date | null;

  @Column({ type: 'datetime', nullable: true, default: null })
  sellerMailedAt: Date | null;
}
