import { type Layout } from '../core/layout';
import { creditLayouts } from './credits';
import { notBillLayouts } from './not-bills';
import { professionalLayouts } from './professional';
import { publicLayouts } from './public';
import { quoteLayouts } from './quotes';
import { receiptLayouts } from './receipts';
import { reminderLayouts } from './reminders';
import { usServices } from './services-us';
import { usServices2 } from './services-us-2';
import { statementLayouts } from './statements';
import { caTrades } from './trades-ca';
import { intlTrades } from './trades-intl';
import { usTrades } from './trades-us';
import { usTrades2 } from './trades-us-2';
import { intlUtilities } from './utilities-intl';
import { usUtilities } from './utilities-us';
import { wasteLayouts } from './waste';

/** Every layout in the set, in a fixed order (the order decides which documents are scans). */
export const layouts: readonly Layout[] = [
  ...usUtilities, ...intlUtilities, ...wasteLayouts, ...usTrades, ...usTrades2, ...caTrades, ...intlTrades,
  ...usServices, ...usServices2, ...professionalLayouts, ...publicLayouts, ...creditLayouts,
  ...statementLayouts, ...reminderLayouts, ...quoteLayouts, ...receiptLayouts, ...notBillLayouts,
];
