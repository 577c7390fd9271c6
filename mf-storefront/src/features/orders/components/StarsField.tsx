// 1 to 5 stars as a radio group: native radios (arrow keys move and choose, Tab enters and leaves the group), each
// named "N stars", drawn as the filled and empty star glyphs (and colours) the reviews show.
import { REVIEW_STARS_MAX } from '@usedcars/contract/reviews';
import { useId } from 'react';

const STYLES = `
.uc-stars-field { border: 0; margin: 0; padding: 0; min-width: 0; }
.uc-stars-field legend { padding: 0; margin-bottom: 4px; font-weight: 600; }
.uc-stars-field-options { display: flex; gap: 2px; }
.uc-stars-field label { position: relative; cursor: pointer; font-size: 28px; line-height: 1; color: #8c8c8c;
  padding: 2px; border-radius: 4px; }
.uc-stars-field label.uc-on { color: var(--uc-star); }
.uc-stars-field input { position: absolute; opacity: 0; width: 1px; height: 1px; margin: 0; }
.uc-stars-field label:has(input:focus-visible) { outline: 2px solid #1677ff; outline-offset: 1px; }
`;

export function starsLabel(stars: number): string {
  return stars === 1 ? '1 star' : `${stars} stars`;
}

export interface StarsFieldProps {
  value: number | null;
  onChange: (stars: number) => void;
  /** The id of the error text, when there is one. */
  errorId?: string;
}

export function StarsField({ value, onChange, errorId }: StarsFieldProps) {
  const name = useId();
  const choices = Array.from({ length: REVIEW_STARS_MAX }, (_, index) => index + 1);
  return (
    <fieldset className="uc-stars-field" aria-describedby={errorId}>
      <style>{STYLES}</style>
      <legend>Stars</legend>
      <div className="uc-stars-field-options">
        {choices.map((stars) => (
          <label key={stars} className={value !== null && stars <= value ? 'uc-on' : undefined}>
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              aria-label={starsLabel(stars)}
              onChange={() => onChange(stars)}
            />
            <span aria-hidden>{value !== null && stars <= value ? '★' : '☆'}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
