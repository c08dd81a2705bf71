import { useState } from 'react';
import { useCreateAssociationsMutation } from '../../api/associationsApi';
import { Banner } from '../../ui/Banner';
import { BusyButton } from '../../ui/BusyButton';
import { associationOutcome, type AssociationOutcome } from './associationMessages';

/** Links the client's e-mails to their invoices; a dry run only counts what it would link. */
export function AssociationsControl({ clientId }: { clientId: string }) {
  const [dryRun, setDryRun] = useState(false);
  const [outcome, setOutcome] = useState<AssociationOutcome | null>(null);
  const [createAssociations, { isLoading }] = useCreateAssociationsMutation();

  const run = async () => {
    setOutcome(null);
    // A real run invalidates the linked invoices and e-mails, so the lists refetch by themselves.
    setOutcome(associationOutcome(dryRun, await createAssociations({ dryRun, clientId })));
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
      {outcome && (
        <Banner tone={outcome.tone} onClose={() => setOutcome(null)} closeLabel="Dismiss">
          <p>{outcome.text}</p>
        </Banner>
      )}
    </div>
  );
}
