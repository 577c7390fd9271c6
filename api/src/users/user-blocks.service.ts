import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { isUniqueViolation } from '../common/database-errors';
import { Forbidden } from '../common/domain-errors';
import { newId } from '../common/ids';
import { UserBlock } from './user-block.entity';

/** Who blocked whom, between the caller and one other account. */
export interface BlockState {
  blockedByMe: boolean;
  blockedMe: boolean;
}

/**
 * Blocks between accounts. A block stops everything of either account that would reach the other, either way:
 * messages, bookings, notifications and mails, and whatever comes next (offers). Each of them asks
 * `assertNoBlock` (or `blockedAmong` for many recipients at once) before it reaches the other person.
 */
@Injectable()
export class UserBlocks {
  constructor(@InjectRepository(UserBlock) private readonly blocks: Repository<UserBlock>) {}

  /** Whether either of the two accounts blocked the other. */
  between(oneId: string, otherId: string): Promise<boolean> {
    return this.blocks.existsBy([
      { blockerId: oneId, blockedId: otherId },
      { blockerId: otherId, blockedId: oneId },
    ]);
  }

  /** Refuses, with `message`, what `actorId` would do to `otherId` while either of them blocks the other. */
  async assertNoBlock(actorId: string, otherId: string, message: string): Promise<void> {
    if (await this.between(actorId, otherId)) throw new Forbidden(message);
  }

  /** Those of `otherIds` that `userId` blocked or that blocked `userId`. */
  async blockedAmong(userId: string, otherIds: readonly string[]): Promise<Set<string>> {
    const rows = await this.rowsWith(userId, otherIds);
    return new Set(rows.map((row) => (row.blockerId === userId ? row.blockedId : row.blockerId)));
  }

  /** Who blocked whom between `userId` and each of `otherIds` (one query for all). */
  async statesWith(userId: string, otherIds: readonly string[]): Promise<Map<string, BlockState>> {
    const rows = await this.rowsWith(userId, otherIds);
    return new Map(
      otherIds.map((other) => [
        other,
        {
          blockedByMe: rows.some((row) => row.blockerId === userId && row.blockedId === other),
          blockedMe: rows.some((row) => row.blockerId === other && row.blockedId === userId),
        },
      ]),
    );
  }

  /** `blockerId` blocks `blockedId` (already blocked: nothing changes). */
  async block(blockerId: string, blockedId: string): Promise<void> {
    const now = new Date();
    try {
      await this.blocks.insert({ id: newId(), createdAt: now, updatedAt: now, blockerId, blockedId });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }

  async unblock(blockerId: string, blockedId: string): Promise<void> {
    await this.blocks.delete({ blockerId, blockedId });
  }

  private async rowsWith(userId: string, otherIds: readonly string[]): Promise<UserBlock[]> {
    if (otherIds.length === 0) return [];
    const others = [...new Set(otherIds)];
    return this.blocks.find({
      where: [
        { blockerId: userId, blockedId: In(others) },
        { blockerId: In(others), blockedId: userId },
      ],
    });
  }
}
