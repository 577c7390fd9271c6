// A yes/no confirmation ('Are you sure delete {name}' with Yes and No).
import { Modal, Typography } from 'antd';

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
