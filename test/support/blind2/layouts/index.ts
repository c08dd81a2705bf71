import { type Layout } from '../core/layout';
import { notBillLayouts } from './not-bills';
import { professionalPublic } from './professional-public';
import { quoteReceiptLayouts } from './quotes-receipts';
import { usServices } from './services-us';
import { usServices2 } from './services-us-2';
import { statementLayouts } from './statements';
import { supplierLayouts } from './suppliers';
import { intlTrades } from './trades-intl';
import { intlTrades2 } from './trades-intl-2';
import { usTrades } from './trades-us';
import { intlUtilities } from './utilities-intl';
import { usUtilities } from './utilities-us';
import { wasteLayouts } from './waste';

/** Every layout in the set, in a fixed order (the order decides which documents are scans). */
export const layouts: readonly Layout[] = [
  ...usUtilities, ...intlUtilities, ...wasteLayouts, ...usTrades, ...intlTrades, ...intlTrades2,
  ...usServices, ...usServices2, ...professionalPublic, ...supplierLayouts,
  ...statementLayouts, ...quoteReceiptLayouts, ...notBillLayouts,
];
