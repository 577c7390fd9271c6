// A card's photo, leading where its title's link leads. Out of the tab order and the accessibility tree: keyboard
// and screen-reader users meet one link per card (the title), pointer users can click either.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export function PhotoLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} tabIndex={-1} aria-hidden="true" style={{ display: 'block' }}>
      {children}
    </Link>
  );
}
