import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { BaseEntity } from '../common/base.entity';
import { Product } from '../catalog';
import { User } from '../users';

/** A product a user wish-listed; `createdAt` is the entry's date. */
@Entity('wishlist_entries')
@Index('UQ_wishlist_user_product', ['userId', 'productId'], { unique: true })
export class WishlistEntry extends BaseEntity {
  @Column({ type: 'varchar', length: 36 })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'userId' })
  user: User;

  @Column({ type: 'varchar', length: 36 })
  productId: string;

  @ManyToOne(() => Product, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'productId' })
  product: Product;

  /**
   * The lowest asking price this wish-lister was told of, else the car's price when they wish-listed it: only a
   * price below it is a drop worth telling (a seller moving the price down and up again tells nobody twice).
   */
  @Column({ type: 'int' })
  priceToldCents: number;

  /** When they were last told of a drop: at most once a day. */
  @Column({ type: 'datetime', nullable: true, default: null })
  priceToldAt: Date | null;
}
