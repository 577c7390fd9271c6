// The message box: up to MESSAGE_TEXT_MAX_LENGTH characters, the count shown; the API's message on a failure
// (blocked, too fast, too long). Ctrl+Enter or Cmd+Enter sends too.
import { MESSAGE_TEXT_MAX_LENGTH } from '@usedcars/contract/types';
import { apiErrorMessage } from '@usedcars/shared-ui/api/client';
import { Alert, Button, Input } from 'antd';
import { useId, useState } from 'react';

export interface ComposerProps {
  onSend: (text: string) => Promise<unknown>;
  disabled?: boolean;
  label?: string;
  /** Focus the box when it appears (the thread was opened on purpose). */
  autoFocus?: boolean;
}

export function Composer({ onSend, disabled, label = 'Your message', autoFocus }: ComposerProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const id = useId();
  const trimmed = text.trim();

  const send = async () => {
    if (!trimmed || sending) return;
    setSending(true);
    setError(null);
    try {
      await onSend(trimmed);
      setText('');
    } catch (failure) {
      setError(apiErrorMessage(failure, 'The message could not be sent. Please try again.'));
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className="uc-composer"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <label htmlFor={id} className="uc-composer-label">
        {label}
      </label>
      <Input.TextArea
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            void send();
          }
        }}
        maxLength={MESSAGE_TEXT_MAX_LENGTH}
        showCount
        rows={3}
        disabled={disabled}
        autoFocus={autoFocus}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <Alert id={`${id}-error`} role="alert" type="error" showIcon title={error} style={{ marginTop: 8 }} />
      ) : null}
      <Button
        type="primary"
        htmlType="submit"
        loading={sending}
        disabled={disabled || !trimmed}
        style={{ marginTop: 8 }}
      >
        Send
      </Button>
    </form>
  );
}
