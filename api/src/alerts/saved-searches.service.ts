import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { SAVED_SEARCH_LIMIT, type SavedSearchQuery } from '@usedcars/contract/types';
import { ALERT_MESSAGES } from '@usedcars/contract/alerts-messages';
import { Repository } from 'typeorm';
import { dollarsToCents } from '../common/money';
import { Conflict, NotFound } from '../common/domain-errors';
import { isUniqueViolation } from '../common/database-errors';
import { isUuid } from '../common/ids';
import type { User } from '../users';
import type { CreateSavedSearchDto, UpdateSavedSearchDto } from './dto/saved-search.dto';
import { SavedSearch } from './saved-search.entity';
import { savedQueryKey, validateSavedQuery } from './saved-query';

/** The columns a new listing's candidate searches are found by, copied from the query. */
function indexedFields(query: SavedSearchQuery) {
  return {
    brand: query.brand?.toLowerCase() ?? null,
    category: query.category?.toLowerCase() ?? null,
    minPriceCents: query.minPrice === undefined ? null : dollarsToCents(query.minPrice),
    maxPriceCents: query.maxPrice === undefined ? null : dollarsToCents(query.maxPrice),
  };
}

/** A user's saved searches: only their owner lists, renames, deletes or switches one. */
@Injectable()
export class SavedSearchesService {
  constructor(@InjectRepository(SavedSearch) private readonly searches: Repository<SavedSearch>) {}

  list(user: User): Promise<SavedSearch[]> {
    return this.searches.find({ where: { userId: user.id }, order: { id: 'ASC' }, take: SAVED_SEARCH_LIMIT });
  }

  /**
   * Saves a search; the same filters saved again (a double click, two tabs) answer the search already kept, with
   * its name and e-mail setting, instead of a twin that would tell of every new car twice.
   */
  async create(user: User, dto: CreateSavedSearchDto): Promise<SavedSearch> {
    const query = validateSavedQuery(dto.query);
    const queryKey = savedQueryKey(query);
    const kept = await this.searches.findOneBy({ userId: user.id, queryKey });
    if (kept) return kept;
    // A count then an insert: two saves at the same instant may both pass; the limit is against clutter, not abuse.
    if ((await this.searches.countBy({ userId: user.id })) >= SAVED_SEARCH_LIMIT)
      throw new Conflict(ALERT_MESSAGES.tooMany);
    try {
      return await this.searches.save(
        this.searches.create({
          userId: user.id,
          name: dto.name,
          query,
          queryKey,
          emailAlerts: dto.emailAlerts ?? true,
          ...indexedFields(query),
          unsubscribeToken: randomBytes(24).toString('base64url'),
          lastMailedAt: null,
        }),
      );
    } catch (error) {
      // The same save at the same instant won the unique index: answer its search.
      const first = isUniqueViolation(error)
        ? await this.searches.findOneBy({ userId: user.id, queryKey })
        : null;
      if (first) return first;
      throw error;
    }
  }

  async update(user: User, id: string, dto: UpdateSavedSearchDto): Promise<SavedSearch> {
    const search = await this.own(user, id);
    const changes = {
      ...(dto.name !== undefined ? { name: dto.name } : {}),
      ...(dto.emailAlerts !== undefined ? { emailAlerts: dto.emailAlerts } : {}),
    };
    if (Object.keys(changes).length > 0)
      await this.searches.update({ id: search.id, userId: user.id }, changes);
    return this.own(user, id);
  }

  async remove(user: User, id: string): Promise<void> {
    const search = await this.own(user, id);
    await this.searches.delete({ id: search.id, userId: user.id });
  }

  /** The unsubscribe link of a search's mails: its search, or null for a link that names none (any more). */
  findByToken(token: string): Promise<SavedSearch | null> {
    if (!/^[\w-]{16,64}$/.test(token)) return Promise.resolve(null);
    return this.searches.findOneBy({ unsubscribeToken: token });
  }

  /** Turns off the e-mails of the search whose link this is (and of no other); false when the link names none. */
  async unsubscribe(token: string): Promise<boolean> {
    const search = await this.findByToken(token);
    if (!search) return false;
    await this.searches.update({ id: search.id, unsubscribeToken: token }, { emailAlerts: false });
    return true;
  }

  private async own(user: User, id: string): Promise<SavedSearch> {
    const search = isUuid(id)
      ? await this.searches.findOneBy({ id: id.toLowerCase(), userId: user.id })
      : null;
    if (!search) throw new NotFound(ALERT_MESSAGES.savedSearchNotFound);
    return search;
  }
}
