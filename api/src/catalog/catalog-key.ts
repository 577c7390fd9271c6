/**
 * A category's or brand's value as it arrives in an address or a form, ready to look up: values are stored already
 * trimmed and lower-cased (the contract's catalogValue derives them from names).
 */
export function catalogLookupKey(value: string): string {
  return value.trim().toLowerCase();
}
