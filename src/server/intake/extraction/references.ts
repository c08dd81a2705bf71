import type { Line } from './document';
import { type Found, labelled, parseIdentifier } from './found';

// "Your Order #" is the customer's PO; the vendor's own "Order No." (a sales order) is not.
const PO = /(?:(?:cust(?:omer|\.)?|your)\s*)?(?:p\.?\s*o\.?|purchase\s*order)(?:\s*(?:#|no\.?|number|num))?|(?:your|customer)\s*order\s*(?:#|no\.?|number)/;
const WO = /w\.?\s*o\.?\s*(?:#|no\.?|number)?|work\s*order(?:\s*(?:#|no\.?|number))?/;
// A credit memo refers to the invoice it credits.
const REFERENCE = /ref(?:erence)?\.?\s*(?:#|no\.?|number)?|job\s*(?:#|no\.?|number)|your\s*ref(?:erence)?|(?:orig(?:inal|\.)?|applies\s*to)\s*invoice(?:\s*(?:#|no\.?|number))?/;
const ACCOUNT = /account\s*(?:#|no\.?|number|num)|acct\.?\s*(?:#|no\.?|number)?/;
const GL = /g\/?l\s*(?:account|acct\.?|code|#)?|general\s*ledger(?:\s*account)?/;

export interface References {
  purchaseOrder: Found<string> | null;
  workOrder: Found<string> | null;
  reference: Found<string> | null;
  glAccount: Found<string> | null;
  /** The customer's account number with the vendor. */
  account: Found<string> | null;
}

/** PO, work order, reference (an account number when nothing else is one) and GL account. */
export function findReferences(lines: Line[]): References {
  const account = labelled(lines, ACCOUNT, parseIdentifier);
  return {
    purchaseOrder: labelled(lines, PO, parseIdentifier),
    workOrder: labelled(lines, WO, parseIdentifier),
    reference: labelled(lines, REFERENCE, parseIdentifier) ?? (account && { value: account.value, confidence: account.confidence - 0.2 }),
    glAccount: labelled(lines, GL, parseIdentifier),
    account,
  };
}
