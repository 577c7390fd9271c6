import ReloadOutlined from '@ant-design/icons-svg/es/asn/ReloadOutlined';
import WarningFilled from '@ant-design/icons-svg/es/asn/WarningFilled';
import { PlainIcon } from '@usedcars/shared-ui/components/PlainIcon';
import { injectPlainStyles } from '@usedcars/shared-ui/plain/styles';

injectPlainStyles();

export interface RemoteErrorFallbackProps {
  onRetry: () => void;
}

/**
 * What a remote route shows when its remote is missing, down or broken; the rest of the site keeps working.
 * Plain (no antd, its icons drawn by PlainIcon without antd's icon runtime), so that it shows even when nothing more
 * can be fetched, and costs the first load of every page next to nothing.
 */
export function RemoteErrorFallback({ onRetry }: RemoteErrorFallbackProps) {
  return (
    <div role="alert" className="app-remote-error">
      <PlainIcon icon={WarningFilled} className="app-remote-error-icon" aria-hidden />
      <h1 className="app-remote-error-title">This section is unavailable right now</h1>
      <p className="app-remote-error-text">Please try again in a moment. The rest of the site still works.</p>
      <button type="button" className="uc-button uc-button-primary" onClick={onRetry}>
        <PlainIcon icon={ReloadOutlined} aria-hidden /> Retry
      </button>
    </div>
  );
}
