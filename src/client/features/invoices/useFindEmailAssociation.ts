import { useState } from 'react';
import { useCreateAssociationsMutation } from '../../api/associationsApi';
import { baseApi } from '../../api/baseApi';
import { emailsApi } from '../../api/emailsApi';
import { errorMessage, errorStatus } from '../../api/errors';
import { useAppDispatch } from '../../app/hooks';
import type { BannerTone } from '../../ui/Banner';

export interface AssociationOutcome {
  tone: BannerTone;
  message: string;
  detail?: string;
}

export const NO_MATCH = 'No matching email found for this invoice.';
export const createdMessage = (n: number) => `Created ${n} associations. Refreshing page to show updated data.`;

/** The server answered with a refusal ("Failed …") or never answered usefully ("Error …"). */
function failure(error: unknown): AssociationOutcome {
  const status = errorStatus(error);
  if (typeof status === 'number') return { tone: 'error', message: `Failed to find associations: ${errorMessage(error, `status ${status}`)}` };
  const reason = status === 'FETCH_ERROR' ? 'the server could not be reached' : errorMessage(error, 'Unknown error');
  return { tone: 'error', message: `Error finding associations: ${reason}` };
}

/**
 * "Find Email Association": first asks whether the invoice already has its e-mail (linked
 * since this page loaded), and only then runs the client's association pass, which links
 * every invoice it can match; the invoice's own result decides what the reviewer is told.
 */
export function useFindEmailAssociation(invoice: { id: string; client_id: string }) {
  const dispatch = useAppDispatch();
  const [findEmail] = emailsApi.endpoints.getInvoiceEmail.useLazyQuery();
  const [createAssociations] = useCreateAssociationsMutation();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<AssociationOutcome | null>(null);

  const run = async (): Promise<AssociationOutcome> => {
    try {
      await findEmail(invoice.id).unwrap();
      dispatch(baseApi.util.invalidateTags([{ type: 'Invoice', id: invoice.id }]));
      return { tone: 'success', message: 'This invoice already has its email. Refreshing page to show updated data.' };
    } catch (error) {
      if (errorStatus(error) !== 404) return failure(error);
    }
    try {
      const result = await createAssociations({ dryRun: false, clientId: invoice.client_id }).unwrap();
      const n = result.associationsCreated;
      if (result.associations.some((a) => a.invoiceId === invoice.id)) return { tone: 'success', message: createdMessage(n) };
      return { tone: 'info', message: NO_MATCH, detail: n > 0 ? `Created ${n} associations for other invoices of this client.` : undefined };
    } catch (error) {
      return failure(error);
    }
  };

  const find = async () => {
    setBusy(true);
    setOutcome(null);
    setOutcome(await run());
    setBusy(false);
  };

  return { find, busy, outcome, dismiss: () => setOutcome(null) };
}
