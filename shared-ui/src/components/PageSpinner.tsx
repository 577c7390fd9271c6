// Full-screen spinner, e.g. while the auth state loads. Plain (no antd): it shows before any page.
import { injectPlainStyles } from '@usedcars/shared-ui/plain/styles';

injectPlainStyles();

export interface PageSpinnerProps {
  label?: string;
  /** Fill the viewport (default) or just the content area. */
  fullScreen?: boolean;
}

export function PageSpinner({ label = 'Loading', fullScreen = true }: PageSpinnerProps) {
  return (
    <div
      role="status"
      aria-label={label}
      aria-live="polite"
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: '100%',
        minHeight: fullScreen ? '100vh' : 320,
      }}
    >
      <span className="uc-spinner" />
    </div>
  );
}
