import { type Layout } from '../core/layout';
import { money } from '../core/money';
import { numbers } from '../core/numbers';
import { expected } from '../core/scenario';
import { labelsAbove, lines, paragraph, table, totals } from '../pdf/blocks';
import { wordmark } from '../pdf/logo';
import { customerLines, itemRows, vendorLines } from './parts';

/** An electrical contractor's credit memo for returned material: amounts in parentheses, the original invoice as a decoy. */
const brightline: Layout = {
  id: 'credit-brightline',
  family: 'credit',
  vendorKind: 'electrical',
  vendor: { name: 'Brightline Electrical Contractors, Inc.', street: '1919 W Broad St', locality: 'Columbus, OH 43223', region: 'US', phone: '(614) 555-0196', email: 'ar@brightline-electric.example' },
  kinds: ['credit_note', 'credit_note', 'credit_note'],
  spec: { catalog: 'signage', items: [1, 2], tax: 0.0575, terms: [30], number: numbers.prefixed('CM-', 5), unit: 0.4 },
  filename: (s) => `${s.number}.pdf`,
  money: money.usdParens,
  dates: 'mdy',
  draw({ sheet, s, $, d }) {
    const original = String(s.rng.int(10000, 19999));
    wordmark(sheet, s.vendor.name, 40, 60, { size: 16, emblem: 'bolt', color: '#ef6c00' });
    sheet.text(`${vendorLines(s.vendor).join(', ')}  ·  ${s.vendor.phone}  ·  OH Lic. EL.47112`, 60, 76, { size: 8 });
    sheet.text('CREDIT MEMO', 572, 112, { font: 'sansBold', size: 18, align: 'right', color: '#ef6c00' });
    let y = labelsAbove(sheet, 40, 124, [['Credit Memo No.', s.number], ['Date', d(s.issued)], ['Original Invoice', original], ['Reason', 'Returned material']], [133], { boxed: true, valueSize: 9.5 });
    lines(sheet, 40, y + 20, ['Customer:', ...customerLines(s)], { size: 9 });
    lines(sheet, 320, y + 20, ['Job:', `${s.property.name}${s.unit ? `, Suite ${s.unit}` : ''}`, s.property.street, s.property.locality], { size: 9 });
    y = table(sheet, 40, y + 96, [{ title: 'Description', width: 322 }, { title: 'Qty', width: 50, align: 'right' }, { title: 'Unit', width: 80, align: 'right' }, { title: 'Credit', width: 80, align: 'right' }],
      itemRows(s, $, ['description', 'qty', 'rate', 'amount']).map(([desc, ...rest]) => [`RETURN: ${desc ?? ''}`, ...rest]), { look: 'grid' });
    totals(sheet, 480, 572, y + 18, [['Subtotal', $(-s.subtotal)], ['Sales tax 5.75%', $(-s.tax)], ['Credit Amount', $(s.amountDue), 'box']], { boxFill: '#ffe0b2' });
    paragraph(sheet, 40, y + 90, 532, `This credit may be applied against open invoices or will be refunded on request. Restocking fee waived. Questions: ${s.vendor.email}.`, { size: 8.5 });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'total', 'currency', 'property', 'unit']);
  },
};

export const creditLayouts: Layout[] = [brightline];
