// Which accounts are established rather than throwaway ones: the one rule behind every trust the product gives an
// account (reports that may hide a listing, listings that set a model's market price). See the README's security
// model and docs/product-rules.md.
import { sqlDateTime } from '../common/all-or-nothing';

const DAY_MS = 86_400_000;

/**
 * The SQL condition that the `users` row `alias` is an established account: verified by an admin, or with a proven
 * address and at least `days` old, or a party to a paid order (it bought or sold a car that was paid for). A
 * booking cancelled or never paid costs nothing, so it proves nothing. Reads `orders` (its states:
 * orders/order-states.ts; a paid order is never cancelled).
 */
export function establishedAccountSql(
  alias: string,
  days: number,
  now = new Date(),
): { sql: string; params: string[] } {
  const id = `\`${alias}\`.\`id\``;
  const paidOrderOf = (party: string) =>
    `EXISTS (SELECT 1 FROM \`orders\` WHERE \`orders\`.\`${party}\` = ${id} AND \`orders\`.\`paymentState\` = 'paid')`;
  return {
    sql:
      `(\`${alias}\`.\`verified\` = 1 ` +
      `OR (\`${alias}\`.\`emailVerifiedAt\` IS NOT NULL AND \`${alias}\`.\`createdAt\` <= ?) ` +
      `OR ${paidOrderOf('customerId')} OR ${paidOrderOf('productAuthorId')})`,
    params: [sqlDateTime(new Date(now.getTime() - days * DAY_MS))],
  };
}
