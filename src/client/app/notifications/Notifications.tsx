import { useEffect } from 'react';
import { Banner } from '../../ui/Banner';
import { useAppDispatch } from '../hooks';
import { dismiss, selectAreaNotifications, useNotificationsSelector } from './notificationsSlice';
import './Notifications.css';

/**
 * The one component that shows notifications: those of `area`, oldest first, each closable.
 * They belong to the visit: when the area leaves the screen they go too, so an outcome already
 * seen does not come back as news on the next visit.
 */
export function Notifications({ area, className }: { area: string; className?: string }) {
  const shown = useNotificationsSelector((state) => selectAreaNotifications(state, area));
  const dispatch = useAppDispatch();
  useEffect(() => () => void dispatch(dismiss({ area })), [area, dispatch]);
  if (shown.length === 0) return null;
  return (
    <div className={className ? `notifications ${className}` : 'notifications'}>
      {shown.map(({ id, tone, title, detail }) => (
        <Banner key={id} tone={tone} title={title} onClose={() => dispatch(dismiss({ area, id }))} closeLabel={`Close: ${title ?? detail}`}>
          {detail && <p>{detail}</p>}
        </Banner>
      ))}
    </div>
  );
}
