import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { BaseEntity } from '../common/base.entity';
import { Product } from '../catalog/product.entity';
import { User } from '../users/user.entity';

/** A booking of a product by a customer (spec §3), later paid by card. Money is integer cents. */
@Entity('orders')
@Index('IDX_orders_customer_created', ['customerId', 'createdAt'])
export class Order extends BaseEntity {
  @Column({ type: 'varchar', length: 36 })
  productId: string;

  @ManyToOne(() => Product, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'productId' })
  product: Product;

  /** The product's seller at booking time. */
  @Column({ type: 'varchar', length: 36 })
  productAuthorId: string;

  @ManyToOne(() => User, { onDelete: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'productAuthorId' })
  productAuthor: User;

  @Column({ type: 'varchar', length: 36 })
  customerId: string;

  @ManyToOne(() => User, { onDelete: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'customerId' })
  customer: User;

  @Column({ type: 'varchar', length: 100 })
  customerName: string;

  @Column({ type: 'varchar', length: 254 })
  customerEmail: string;

  @Column({ type: 'varchar', length: 32 })
  customerMobile: string;

  @Column({ type: 'varchar', length: 200 })
  meetLocation: string;

  @Column({ type: 'datetime' })
  bookingDate: Date;

  /** The product's sell price when booked, in cents: what the payment must cover. */
  @Column({ type: 'int' })
  priceCents: number;

  @Column({ type: 'boolean', default: false })
  payment: boolean;

  @Column({ type: 'varchar', length: 40, nullable: true })
  paymentMethod: string | null;

  /** The payment provider's transaction id (the spec's field name). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  transitionID: string | null;

  @Column({ type: 'datetime', nullable: true })
  paymentDate: Date | null;
}
