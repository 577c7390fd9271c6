import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One of an address's sending slots (numbered 0 to MAIL_RECIPIENT_HOURLY_LIMIT - 1): each sends at most one mail an
 * hour, so the address gets at most that many in any hour. A slot is taken by a conditional write that only one
 * sender can win, which keeps the limit with any number of API instances sending at once.
 */
@Entity('mail_recipient_slots')
export class MailRecipientSlot {
  @PrimaryColumn({ type: 'varchar', length: 254 })
  recipient: string;

  @PrimaryColumn({ type: 'int' })
  slot: number;

  /** When the slot last let a mail go. */
  @Column({ type: 'datetime' })
  usedAt: Date;
}
