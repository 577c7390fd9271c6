import { Inject, Injectable } from '@nestjs/common';
import { type ConfigType } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, LessThanOrEqual, Repository } from 'typeorm';
import { isUniqueViolation } from '../common/database-errors';
import { mailConfig } from '../config/mail.config';
import { MailRecipientSlot } from './mail-recipient-slot.entity';

const HOUR_MS = 60 * 60_000;

/** A slot taken for one mail, to give back if the mail could not be sent after all. */
export interface TakenSlot {
  recipient: string;
  slot: number;
  usedAt: Date;
}

/** Keeps each address to MAIL_RECIPIENT_HOURLY_LIMIT mails in any hour, counted in the database for every instance. */
@Injectable()
export class RecipientSlots {
  constructor(
    @Inject(mailConfig.KEY) private readonly config: ConfigType<typeof mailConfig>,
    @InjectRepository(MailRecipientSlot) private readonly slots: Repository<MailRecipientSlot>,
  ) {}

  /**
   * Takes a slot of `recipient` for one mail, or answers when the first of its slots frees up. A slot is free when
   * never used or last used an hour ago or more; of two senders after one slot, the insert or the conditional update
   * lets only one through.
   */
  async take(recipient: string): Promise<TakenSlot | { freeAt: Date }> {
    // Whole seconds, as MySQL's datetime keeps them, so that giveBack finds the very value written.
    const now = new Date(Math.floor(Date.now() / 1000) * 1000);
    const hourAgo = new Date(now.getTime() - HOUR_MS);
    const limit = this.config.recipientHourlyLimit;
    const used = new Map(
      (await this.slots.findBy({ recipient, slot: LessThan(limit) })).map((row) => [row.slot, row.usedAt]),
    );
    for (let slot = 0; slot < limit; slot++) {
      const usedAt = used.get(slot);
      if (usedAt === undefined) {
        try {
          await this.slots.insert({ recipient, slot, usedAt: now });
          return { recipient, slot, usedAt: now };
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
      } else if (usedAt <= hourAgo) {
        const taken = await this.slots.update(
          { recipient, slot, usedAt: LessThanOrEqual(hourAgo) },
          { usedAt: now },
        );
        if (taken.affected === 1) return { recipient, slot, usedAt: now };
      }
    }
    // Every slot was used within the hour, some perhaps by another sender just now: read them again.
    const latest = await this.slots.findBy({ recipient, slot: LessThan(limit) });
    const firstFree = Math.min(...latest.map((row) => row.usedAt.getTime())) + HOUR_MS;
    return { freeAt: new Date(Math.max(firstFree, Date.now() + 1000)) };
  }

  /** Frees a slot whose mail did not go out (the mail server refused it or was out of reach). */
  async giveBack({ recipient, slot, usedAt }: TakenSlot): Promise<void> {
    await this.slots.update({ recipient, slot, usedAt }, { usedAt: new Date(usedAt.getTime() - HOUR_MS) });
  }
}
