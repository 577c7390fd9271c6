// A list filter with its visible label above it (the label names the control for screen readers too, by `id`).
import type { ReactNode } from 'react';

export function FilterField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 4 }}>
        {label}
      </label>
      {children}
    </div>
  );
}
