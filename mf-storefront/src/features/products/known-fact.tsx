import type { ReactNode } from 'react';

/** A fact the listing does not give (older listings, the original clients' listings, an optional fact left empty). */
const UNKNOWN = <span className="uc-secondary">Unknown</span>;

/** A vehicle fact as the car's page and the comparison show it: its value, or "Unknown". */
export const knownFact = <T,>(value: T | null, show: (value: T) => ReactNode = String): ReactNode =>
  value === null ? UNKNOWN : show(value);
