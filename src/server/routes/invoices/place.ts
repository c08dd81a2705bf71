import { idParam } from '../../../shared/contract/common';
import { invoiceResponse } from '../../../shared/contract/invoices';
import { placeChoiceBody } from '../../../shared/contract/placeChoice';
import { currentUser } from '../../auth/guard';
import type { Repositories } from '../../db/repositories';
import { toProperty, toUnit, toVendor } from '../../db/repositories/directory/rows';
import { editChanges, forInvoice } from '../../db/repositories/historyChanges';
import { setInvoicePlace } from '../../db/repositories/invoicePlace';
import type { InvoiceRow } from '../../db/repositories/invoices';
import { readClues } from '../../directory/billClues';
import { learnFromChoice } from '../../directory/resolver/learn';
import { badRequest, notFound } from '../../http/errors';
import { forgetDirectory } from '../../intake/resolution';
import { completeWork, work } from '../completed/work';
import type { ZodApp } from '../../http/validate';
import type { InvoiceService } from './service';

const invalid = (problem: string) => badRequest(`Invalid input: ${problem}`, [problem]);

/** The chosen property and unit in the invoice's client's directory, else a 400 naming the field. */
async function chosenPlace(trx: Repositories, clientId: string, propertyId: string, unitId: string | null) {
  const property = await trx.directory.properties.find(clientId, propertyId);
  if (!property) throw invalid("propertyId is not one of the client's properties");
  const units = (await trx.directory.properties.units(propertyId)).map(toUnit);
  const unit = unitId === null ? null : units.find((candidate) => candidate.id === unitId);
  if (unit === undefined) throw invalid('unitId is not a unit of that property');
  return { property: toProperty(property), units, unit };
}

/** The invoice's vendor as the directory has it now; null when it was not resolved or has gone. */
async function vendorOf(trx: Repositories, invoice: InvoiceRow) {
  const found = invoice.vendor_id === null ? undefined : await trx.directory.vendors.find(invoice.client_id, invoice.vendor_id);
  return found ? toVendor(found.row, found.accounts) : null;
}

/**
 * A reviewer files the invoice under another property or unit of its client's directory
 * (issue 16), and the directory learns from it what the bill printed (its account number for
 * the vendor, its service address or property name for the property), so the vendor's next
 * bill like it resolves there by itself. May be called by whoever may edit the invoice.
 */
export function invoicePlaceRoute(app: ZodApp, service: InvoiceService) {
  const schema = {
    params: idParam,
    body: placeChoiceBody,
    description:
      "Sets the invoice's property and unit to a property of its client's directory and one of its units (or none), as chosen by the caller (confidence 1), " +
      "records the change in its history, and teaches the directory the bill's account number and service address for that place. Answers the invoice's detail.",
    response: { 200: invoiceResponse },
  };
  app.put('/:id/place', { schema }, async (request) => {
    const { id } = request.params;
    const { propertyId, unitId } = request.body;
    const caller = currentUser(request);
    const { client_id: clientId } = await service.reachable(caller, id);
    const result = await completeWork(service.repos, caller, async (trx, done) => {
      const { property, units, unit } = await chosenPlace(trx, clientId, propertyId, unitId);
      const saved = await setInvoicePlace(trx.handle, id, { propertyId, unitId, property: property.name, unit: unit?.unit ?? null, reason: `chosen by ${caller.name || caller.email}` });
      if (!saved) return undefined;
      if (saved.changed) {
        done(work.invoiceEdited(saved.after));
        await trx.invoiceHistory.record(caller.id, forInvoice(id, editChanges(saved.before, saved.after)));
      }
      const bill = readClues(saved.after.bill_clues);
      if (bill) await trx.directory.learn(clientId, learnFromChoice({ bill, vendor: await vendorOf(trx, saved.after), property, units, unitId }));
      return saved;
    });
    if (!result) throw notFound('Invoice not found');
    // The client's next bill resolves with what was just learnt.
    forgetDirectory(service.repos.handle, clientId);
    await service.recordCorrections(result.before, result.after);
    return { invoice: await service.detailOf(result.after) };
  });
}
