import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';

export interface RemoteErrorFallbackProps {
  onRetry: () => void;
}

/** What a remote route shows when its remote is missing, down or broken; the rest of the site keeps working. */
export function RemoteErrorFallback({ onRetry }: RemoteErrorFallbackProps) {
  return (
    <Result
      status="warning"
      role="alert"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>This section is unavailable right now</h1>}
      subTitle="Please try again in a moment. The rest of the site still works."
      extra={
        <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}
