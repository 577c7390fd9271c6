// A yes/no confirmation ('Are you sure delete {name}' with Yes and No), and the way the consoles and My Orders use
// it: ask about one row of a list (delete this user, cancel this booking), run the action on Yes, close when done.
import { Modal, Typography } from 'antd';
import { useRef, useState, type ReactNode } from 'react';

export interface ConfirmModalProps {
  open: boolean;
  title?: string;
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Shows a spinner on Yes while the confirmed action runs. */
  loading?: boolean;
  confirmText?: string;
  cancelText?: string;
}

export function ConfirmModal({
  open,
  title = 'Please confirm',
  message,
  onConfirm,
  onCancel,
  loading = false,
  confirmText = 'Yes',
  cancelText = 'No',
}: ConfirmModalProps) {
  return (
    <Modal
      open={open}
      title={title}
      onOk={onConfirm}
      onCancel={onCancel}
      okText={confirmText}
      cancelText={cancelText}
      confirmLoading={loading}
      okButtonProps={{ danger: true }}
      destroyOnHidden
    >
      <Typography.Paragraph>{message}</Typography.Paragraph>
    </Modal>
  );
}

export interface RowConfirmOptions<Row> {
  title: string;
  /** The question about the row, e.g. `Are you sure delete ${name}`. */
  message: (row: Row) => string;
  /** The confirmed action is running: a spinner on Yes. */
  loading: boolean;
  /** Runs the action on Yes; `close` closes the dialog (once the action has settled, e.g. onSettled). */
  onConfirm: (row: Row, close: () => void) => void;
}

export interface RowConfirm<Row> {
  /** Opens the dialog about this row. */
  ask: (row: Row) => void;
  /** The dialog, rendered once on the page. */
  modal: ReactNode;
}

/**
 * A ConfirmModal about one row at a time: `ask(row)` opens it, No closes it, Yes runs `onConfirm` once. A second
 * click on Yes before the first action settled does nothing: it would repeat the action (a delete or a cancel) and
 * answer "not found" after the first one succeeded. The guard is set in the click itself, as the mutation's own
 * pending state reaches the page only on a later render.
 */
export function useRowConfirm<Row>({
  title,
  message,
  loading,
  onConfirm,
}: RowConfirmOptions<Row>): RowConfirm<Row> {
  const [row, setRow] = useState<{ value: Row } | null>(null);
  const [running, setRunning] = useState(false);
  const runningNow = useRef(false);
  const settle = () => {
    runningNow.current = false;
    setRunning(false);
  };
  const close = () => {
    settle();
    setRow(null);
  };
  const modal = (
    <ConfirmModal
      open={row !== null}
      title={title}
      message={row ? message(row.value) : ''}
      loading={loading || running}
      onConfirm={() => {
        if (!row || runningNow.current) return;
        runningNow.current = true;
        setRunning(true);
        onConfirm(row.value, close);
      }}
      onCancel={close}
    />
  );
  return {
    ask: (value) => {
      settle();
      setRow({ value });
    },
    modal,
  };
}
