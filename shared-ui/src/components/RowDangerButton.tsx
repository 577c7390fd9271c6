// A console table's destructive action on one row (Delete, Take down): small and red, and named with the row it
// acts on ('Delete Toyota') so that a screen reader's list of buttons says which one is which.
import { Button } from 'antd';

export interface RowDangerButtonProps {
  action: string;
  /** What the row is called, e.g. the car's or the user's name. */
  target: string;
  onClick: () => void;
  disabled?: boolean;
}

export function RowDangerButton({ action, target, onClick, disabled }: RowDangerButtonProps) {
  return (
    <Button danger size="small" disabled={disabled} aria-label={`${action} ${target}`} onClick={onClick}>
      {action}
    </Button>
  );
}
