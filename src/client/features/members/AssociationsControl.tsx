import { useState } from 'react';
import { useCreateAssociationsMutation } from '../../api/associationsApi';
import { useAppDispatch } from '../../app/hooks';
import { Notifications } from '../../app/notifications/Notifications';
import { dismiss, notify } from '../../app/notifications/notificationsSlice';
import { BusyButton } from '../../ui/BusyButton';
import { associationOutcome } from './associationMessages';

/** The control's outcome shows beside it, one at a time, apart from the screen's error banners. */
const ASSOCIATIONS_AREA = 'members/associations';

/** Links the client's e-mails to their invoices; a dry run only counts what it would link. */
export function AssociationsControl({ clientId }: { clientId: string }) {
  const [dryRun, setDryRun] = useState(false);
  const [createAssociations, { isLoading }] = useCreateAssociationsMutation();
  const dispatch = useAppDispatch();

  const run = async () => {
    dispatch(dismiss({ area: ASSOCIATIONS_AREA }));
    // A real run invalidates the linked invoices and e-mails, so the lists refetch by themselves.
    const { tone, text } = associationOutcome(dryRun, await createAssociations({ dryRun, clientId }));
    dispatch(notify({ area: ASSOCIATIONS_AREA, id: 'outcome', tone, detail: text }));
  };

  return (
    <div className="associations">
      <div className="associations-controls">
        <BusyButton type="button" className="btn btn-small" busy={isLoading} busyLabel="Finding..." onClick={() => void run()}>
          Find Associations
        </BusyButton>
        <label className="associations-dry-run">
          <input type="checkbox" checked={dryRun} onChange={(event) => setDryRun(event.target.checked)} />
          Dry run
        </label>
      </div>
      <Notifications area={ASSOCIATIONS_AREA} className="associations-outcome" />
    </div>
  );
}
