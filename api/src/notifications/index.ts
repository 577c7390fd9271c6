// The notifications module's public file: other folders import only what is here.
export { NotificationsModule } from './notifications.module';
export { NotificationsService, type NotificationToSend } from './notifications.service';
export { Notification } from './notification.entity';
