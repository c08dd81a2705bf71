import { useAppDispatch } from '../../app/hooks';
import { Banner } from '../../ui/Banner';
import { notificationClosed, selectNotification, useAdminSelector } from './adminSlice';

/** The panel's one notification box: the latest outcome, until closed or replaced. */
export function AdminNotification() {
  const notification = useAdminSelector(selectNotification);
  const dispatch = useAppDispatch();
  if (!notification) return null;
  return (
    <div className="admin-notification">
      <Banner tone={notification.tone} title={notification.title}>
        <p>{notification.detail}</p>
      </Banner>
      <button type="button" className="btn admin-notification-close" aria-label={`Close: ${notification.title}`} onClick={() => dispatch(notificationClosed())}>
        ×
      </button>
    </div>
  );
}
