import { useAppDispatch } from '../../app/hooks';
import { Banner } from '../../ui/Banner';
import { notificationClosed, selectNotification, useAdminSelector } from './adminSlice';

/** The panel's one notification box: the latest outcome, until closed or replaced. */
export function AdminNotification() {
  const notification = useAdminSelector(selectNotification);
  const dispatch = useAppDispatch();
  if (!notification) return null;
  return (
    <Banner tone={notification.tone} title={notification.title} onClose={() => dispatch(notificationClosed())}>
      <p>{notification.detail}</p>
    </Banner>
  );
}
