import { addDays } from '../../blind/core/dates';
import { lines, pairs, paragraph, table } from '../../blind/pdf/blocks';
import { emblem, monogram, wordmark } from '../../blind/pdf/logo';
import { type Sheet } from '../../blind/pdf/paper';
import { money } from '../core/format';
import { type Layout } from '../core/layout';
import { shapes } from '../core/numbers';
import { expected } from '../core/scenario';
import { customerLines, reference, vendorLines } from './parts';

/** A hauler's rate-change letter: old and new monthly prices with dollar amounts and an effective date, nothing to pay. */
const graniteState: Layout = {
  id: 'pricechange-granitestate-waste',
  family: 'not_a_bill',
  vendorKind: 'waste/recycling',
  vendor: { name: 'Granite State Disposal Co.', street: '140 Lafayette Rd', locality: 'Portsmouth, NH 03801', region: 'US', phone: '(603) 555-0177', email: 'customercare@granitestatedisposal.example' },
  kinds: ['not_a_bill', 'not_a_bill', 'not_a_bill'],
  spec: { catalog: 'waste', items: [2, 3], terms: [30], number: shapes.bare(1, 9), sites: ['Bayberry Point Condominiums'] },
  filename: () => 'Rate Notice.pdf',
  money: money.usd,
  dates: 'long',
  draw({ sheet, s, $, d }) {
    const effective = addDays(s.issued, 35);
    wordmark(sheet, 'Granite State Disposal', 40, 60, { size: 18, emblem: 'leaf', color: '#33691e' });
    sheet.text(d(s.issued), 40, 110, { size: 10 });
    lines(sheet, 40, 134, customerLines(s, true), { size: 10 });
    sheet.text('Important information about your service rates', 40, 214, { font: 'sansBold', size: 12 });
    let y = paragraph(sheet, 40, 236, 532, `Dear Customer, rising disposal and fuel costs require us to adjust our rates. Beginning with service on ${d(effective)}, the monthly charges for ${s.property.name} (account ${s.account}) will change as shown below. Your next invoice will reflect the new rates; no action is needed on your part.`, { size: 10, leading: 14 });
    const rows = s.items.map((item) => [item.description, $(item.amountCents), $(Math.round(item.amountCents * 1.065)), '6.5%']);
    y = table(sheet, 40, y + 14, [{ title: 'Service', width: 260 }, { title: 'Current rate', width: 90, align: 'right' }, { title: 'New rate', width: 90, align: 'right' }, { title: 'Change', width: 92, align: 'right' }], rows, { look: 'grid', size: 9 });
    paragraph(sheet, 40, y + 20, 532, 'Thank you for choosing a locally owned hauler. Questions? Call (603) 555-0177 or write to customercare@granitestatedisposal.example.', { size: 10 });
    lines(sheet, 40, y + 70, ['Sincerely,', '', 'Dave Tremblay, General Manager', s.vendor.name], { size: 10 });
    return expected(s, []);
  },
};

/** A British certificate of employers' liability insurance, in the statutory form: policy, dates of cover, limit, signature. */
const albionCert: Layout = {
  id: 'coi-employers-liability-gb',
  family: 'not_a_bill',
  vendorKind: 'insurance',
  vendor: { name: 'Albion Mutual Insurance plc', street: '1 Cornhill', locality: 'London EC3V 3ND', region: 'GB', phone: '0345 555 0100', email: 'certificates@albionmutual.example' },
  kinds: ['not_a_bill', 'not_a_bill', 'not_a_bill'],
  spec: { catalog: 'insuranceUk', terms: [0], number: shapes.bare(1, 9) },
  filename: () => 'EL certificate.pdf',
  money: money.gbp,
  dates: 'dmy',
  draw({ sheet, s, d }) {
    const holder = s.rng.pick(['Calder & Sons Plumbing and Heating Ltd', 'Tyneside Lock & Safe Ltd', 'Sparrowhawk Cleaning Services Ltd']);
    const start = addDays(s.issued, -s.rng.int(0, 60));
    sheet.rect(30, 30, 535, 780, { stroke: '#1a237e', width: 2 });
    sheet.text('CERTIFICATE OF EMPLOYERS\u2019 LIABILITY INSURANCE (a)', 297, 70, { font: 'serifBold', size: 13, align: 'center' });
    paragraph(sheet, 60, 96, 475, '(Where required by regulation 5 of the Employers\u2019 Liability (Compulsory Insurance) Regulations 1998 (the Regulations), one or more copies of this certificate must be displayed at each place of business at which the policy holder employs persons covered by the policy.)', { font: 'serifItalic', size: 8.5 });
    const rows: [string, string][] = [
      ['1. Policy number', reference(s, 'EL/#######/@')], ['2. Name of policy holder', holder], ['3. Date of commencement of insurance policy', d(start)],
      ['4. Date of expiry of insurance policy', d(addDays(start, 364))], ['Employer\u2019s Reference Number (ERN)', `${s.rng.digits(3)}/${s.rng.letter()}${s.rng.digits(5)}`],
    ];
    pairs(sheet, 60, 160, rows, { labelWidth: 240, size: 10, labelFont: 'serif', valueFont: 'serifBold', leading: 24 });
    paragraph(sheet, 60, 300, 475, 'We hereby certify that, subject to paragraph 2: 1. the policy to which this certificate relates satisfies the requirements of the relevant law applicable in Great Britain, Northern Ireland, the Isle of Man, the Island of Jersey, the Island of Guernsey and the Island of Alderney; and 2. (a) the minimum amount of cover provided by this policy is no less than \u00a35 million (b).', { font: 'serif', size: 10, leading: 14 });
    sheet.text('Limit of indemnity: \u00a310,000,000 any one occurrence, inclusive of costs.', 60, 420, { font: 'serifBold', size: 10 });
    sheet.text('Signed on behalf of Albion Mutual Insurance plc (Authorised Insurer)', 60, 470, { font: 'serif', size: 10 });
    sheet.line(60, 520, 260, 520);
    sheet.text('Head of Commercial Lines', 60, 534, { font: 'serif', size: 9 });
    lines(sheet, 60, 600, ['Notes', '(a) Where the employer is a company to which regulation 3(2) of the Regulations applies, the certificate may specify the subsidiaries covered.', '(b) See regulation 3(1) of the Regulations and delete whichever of paragraphs 2(a) or 2(b) does not apply.'], { font: 'serif', size: 8, leading: 12 });
    sheet.text(`${s.vendor.name}, ${s.vendor.street}, ${s.vendor.locality}. Authorised by the Prudential Regulation Authority.`, 297, 790, { font: 'serif', size: 7.5, align: 'center' });
    return expected(s, []);
  },
};

/** An Australian lift maintenance agreement: parties, term, a schedule of monthly fees and call-out rates, signatures. */
const liftright: Layout = {
  id: 'agreement-liftright-au',
  family: 'not_a_bill',
  vendorKind: 'elevator maintenance',
  vendor: { name: 'Liftright Elevators Pty Ltd', street: '18 Euston Street', locality: 'Rydalmere NSW 2116', region: 'AU', phone: '02 5550 8890', email: 'contracts@liftright.example', taxId: 'ABN 45 601 778 209' },
  kinds: ['not_a_bill', 'not_a_bill', 'not_a_bill'],
  spec: { catalog: 'elevatorRepair', terms: [30], number: shapes.bare(1, 9), sites: ['Southbank Quarter', 'Jacaranda Court', 'Karri Grove Apartments'] },
  filename: (s) => `Maintenance Agreement - ${s.property.name}.pdf`,
  money: money.aud,
  dates: 'dmyLong',
  draw({ paper, s, $, d }) {
    const monthly = s.rng.int(900, 2400) * 100;
    const start = addDays(s.issued, 30);
    const page = (sheet: Sheet, n: number): void => {
      sheet.text(`Liftright Elevators - Comprehensive Maintenance Agreement - page ${n} of 2`, 297, 820, { size: 7.5, align: 'center' });
    };
    const first = paper.page();
    monogram(first, 'LR', 40, 30, 38, '#00695c');
    first.text('COMPREHENSIVE LIFT MAINTENANCE AGREEMENT', 90, 54, { font: 'sansBold', size: 13 });
    pairs(first, 40, 100, [['Agreement no.', reference(s, 'LMA-#####')], ['Contractor', `${s.vendor.name} (${s.vendor.taxId ?? ''})`], ['Owner', `${s.customer.name} as agent for the Owners Corporation`], ['Site', `${s.property.name}, ${s.property.street}, ${s.property.locality}`], ['Commencement', d(start)], ['Term', '5 years, then month to month']], { labelWidth: 100, size: 9.5, leading: 17 });
    let y = paragraph(first, 40, 220, 515, '1. Services. The Contractor will examine, lubricate, adjust and repair the lift installations listed in Schedule 1, at the intervals required by AS 1735 and the manufacturer, and provide a 24-hour breakdown service.', { size: 9.5, leading: 13 });
    y = paragraph(first, 40, y + 8, 515, '2. Fees. The Owner will pay the monthly fee in Schedule 2, invoiced monthly in advance and payable 30 days from invoice. Fees are adjusted each year on the anniversary of commencement by CPI (Sydney) plus 1.5%.', { size: 9.5, leading: 13 });
    y = paragraph(first, 40, y + 8, 515, '3. Exclusions. Vandalism, misuse, flooding, and modernisation works are excluded and will be quoted separately.', { size: 9.5, leading: 13 });
    first.text('Schedule 2 - Fees (excluding GST)', 40, y + 24, { font: 'sansBold', size: 10 });
    table(first, 40, y + 32, [{ title: 'Item', width: 360 }, { title: 'Rate', width: 155, align: 'right' }], [['Monthly maintenance fee (all lifts)', $(monthly)], ['Call-out, business hours (per hour)', $(16500)], ['Call-out, after hours (per hour)', $(29500)], ['Annual safety test (per lift)', $(68000)]], { look: 'grid', size: 9 });
    page(first, 1);
    const second = paper.page();
    paragraph(second, 40, 60, 515, '4. Termination. Either party may terminate on 90 days\u2019 written notice after the initial term. 5. Insurance. The Contractor holds public liability insurance of not less than $20,000,000.', { size: 9.5, leading: 13 });
    second.text('Signed for the Contractor', 40, 160, { size: 9.5 });
    second.line(40, 210, 250, 210);
    second.text('Signed for the Owner', 320, 160, { size: 9.5 });
    second.line(320, 210, 530, 210);
    lines(second, 40, 224, ['Name:', 'Date:'], { size: 9 });
    lines(second, 320, 224, ['Name:', 'Date:'], { size: 9 });
    page(second, 2);
    return expected(s, []);
  },
};

/** A vendor's ACH enrolment form: remit-to name, tax ID, bank, routing and account numbers, a signature; it asks for no money. */
const achForm: Layout = {
  id: 'ach-enrollment-desertair',
  family: 'not_a_bill',
  vendorKind: 'HVAC',
  vendor: { name: 'Desert Air Mechanical Services, Inc.', street: '4150 W Sunset Rd, Ste 8', locality: 'Las Vegas, NV 89118', region: 'US', phone: '(702) 555-0129', email: 'service@desertairmech.example' },
  kinds: ['not_a_bill', 'not_a_bill', 'not_a_bill'],
  spec: { catalog: 'hvac', terms: [30], number: shapes.bare(1, 9), sites: ['Canyon Ridge Business Center'] },
  filename: () => 'ACH Vendor Enrollment Form.pdf',
  money: money.usd,
  dates: 'mdy',
  draw({ sheet, s, d }) {
    sheet.text('VENDOR ELECTRONIC PAYMENT (ACH) ENROLLMENT FORM', 306, 60, { font: 'sansBold', size: 13, align: 'center' });
    sheet.text(`To: ${s.customer.name} - Accounts Payable`, 40, 96, { size: 9.5 });
    const box = (y: number, label: string, value: string): void => {
      sheet.rect(40, y, 532, 30, { stroke: '#555555', width: 0.6 });
      sheet.text(label, 46, y + 10, { size: 7, color: '#555555' });
      sheet.text(value, 46, y + 24, { font: 'mono', size: 10 });
    };
    const fields: [string, string][] = [
      ['Vendor legal name', s.vendor.name], ['Remit-to address', `${s.vendor.street}, ${s.vendor.locality}`], ['Federal tax ID (EIN)', `88-${s.rng.digits(7)}`],
      ['Contact for remittance advice (e-mail)', 'ar@desertairmech.example'], ['Bank name', 'Silver State Community Bank'], ['ABA routing number', `1224${s.rng.digits(5)}`],
      ['Account number', s.rng.digits(11)], ['Account type', s.rng.pick(['Business checking', 'Business savings'])],
    ];
    fields.forEach(([label, value], i) => box(120 + i * 36, label, value));
    paragraph(sheet, 40, 420, 532, 'I authorize the payer named above to initiate credit entries to the account indicated, and, if necessary, debit entries to correct erroneous credits. This authorization remains in effect until the payer receives written notice of termination. Please attach a voided check or bank letter.', { size: 9, leading: 12 });
    sheet.line(40, 500, 300, 500);
    sheet.text('Authorized signature', 40, 512, { size: 8 });
    sheet.text(`Date: ${d(s.issued)}`, 340, 498, { size: 9.5 });
    sheet.text('FOR AP USE ONLY: Vendor ID ________  Verified by phone ________', 40, 600, { size: 8.5, color: '#555555' });
    return expected(s, []);
  },
};

/** A sprinkler contractor's NFPA 25 inspection report: a checklist, deficiencies and signatures, but no prices at all. */
const aquaGuard: Layout = {
  id: 'report-aquaguard-inspection',
  family: 'not_a_bill',
  vendorKind: 'fire/life safety',
  vendor: { name: 'AquaGuard Fire Sprinkler Co.', street: '3350 W Hampden Ave', locality: 'Englewood, CO 80110', region: 'US', phone: '(303) 555-0109', email: 'inspections@aquaguardfire.example' },
  kinds: ['not_a_bill', 'not_a_bill', 'not_a_bill'],
  spec: { catalog: 'sprinkler', terms: [30], number: shapes.bare(1, 9), sites: ['Copper Creek Apartments', 'Silverleaf Commons'] },
  filename: (s) => `Inspection Report ${s.property.name} ${s.issued}.pdf`,
  money: money.usd,
  dates: 'mdy',
  draw({ sheet, s, d }) {
    emblem(sheet, 'shield', 40, 28, 30, '#b71c1c');
    sheet.text('AquaGuard Fire Sprinkler Co.', 78, 46, { font: 'sansBold', size: 14 });
    sheet.text(vendorLines(s.vendor).join(', '), 78, 58, { size: 8 });
    sheet.text('REPORT OF INSPECTION - WET PIPE SPRINKLER SYSTEM (NFPA 25)', 306, 96, { font: 'sansBold', size: 11, align: 'center' });
    pairs(sheet, 40, 120, [['Property', s.property.name], ['Address', `${s.property.street}, ${s.property.locality}`], ['Inspection date', d(s.issued)], ['Report no.', reference(s, 'IR-#####')], ['Frequency', 'Annual']], { labelWidth: 100, size: 9, leading: 14 });
    const checks = ['Gauges in good condition, normal pressure', 'Control valves open, sealed or supervised', 'Alarm devices free of damage', 'Sprinkler heads free of corrosion and paint', 'Spare heads and wrench in cabinet', 'Fire department connection accessible, caps in place', 'Main drain test performed', 'Waterflow alarm test performed'];
    const rows = checks.map((c) => [c, s.rng.chance(0.85) ? 'Yes' : 'No', '']);
    const y = table(sheet, 40, 200, [{ title: 'Item', width: 380 }, { title: 'Yes / No', width: 70, align: 'center' }, { title: 'N/A', width: 82, align: 'center' }], rows, { look: 'grid', size: 8.5 });
    sheet.text('Deficiencies / comments', 40, y + 20, { font: 'sansBold', size: 9 });
    paragraph(sheet, 40, y + 34, 532, 'Two pendent heads in the parking garage show corrosion; recommend replacement. Spare head cabinet short one 155F head. A separate proposal will be sent for corrective work.', { size: 9 });
    sheet.text('Inspector: ____________________   NICET #: ________', 40, y + 100, { size: 9 });
    sheet.text('Owner\u2019s representative: ____________________', 40, y + 124, { size: 9 });
    return expected(s, []);
  },
};

/** A British wholesaler's delivery note: quantities ordered and delivered, "invoice to follow", a signature for receipt, no prices. */
const merseyDelivery: Layout = {
  id: 'deliverynote-mersey-gb',
  family: 'not_a_bill',
  vendorKind: 'electrical supplies',
  vendor: { name: 'Mersey Electrical Distributors Ltd', street: 'Brunswick Business Park, Sefton Street', locality: 'Liverpool L3 4BD', region: 'GB', phone: '0151 555 0166', email: 'despatch@merseyelectrical.example' },
  kinds: ['not_a_bill', 'not_a_bill', 'not_a_bill'],
  spec: { catalog: 'electricalParts', items: [3, 6], terms: [30], number: shapes.bare(1, 9), sites: ['Canalside House', 'Clarendon Court'] },
  filename: () => 'Delivery Note.pdf',
  money: money.gbp,
  dates: 'dmyDot',
  draw({ sheet, s, d }) {
    monogram(sheet, 'ME', 40, 28, 36, '#283593');
    sheet.text('Mersey Electrical', 84, 46, { font: 'sansBold', size: 15, color: '#283593' });
    sheet.text('DELIVERY NOTE', 555, 46, { font: 'sansBold', size: 13, align: 'right' });
    pairs(sheet, 355, 74, [['Delivery note', `DN${reference(s, '######')}`], ['Despatch date', d(s.issued)], ['Your order', reference(s, 'PO####')], ['Route', `Van ${s.rng.int(1, 9)}`]], { labelWidth: 90, size: 8.5, leading: 13 });
    sheet.text('Deliver to', 40, 86, { font: 'sansBold', size: 8 });
    lines(sheet, 40, 98, [s.property.name, s.property.street, s.property.locality, `FAO site manager, ${s.customer.name}`], { size: 8.5, leading: 11 });
    const rows = s.items.map((item) => [reference(s, '@@####'), item.description, String(item.qty), String(item.qty), '0']);
    const y = table(sheet, 40, 170, [{ title: 'Code', width: 70 }, { title: 'Description', width: 265 }, { title: 'Ordered', width: 60, align: 'right' }, { title: 'Delivered', width: 60, align: 'right' }, { title: 'To follow', width: 60, align: 'right' }], rows, { look: 'grid', size: 8.5 });
    paragraph(sheet, 40, y + 20, 515, 'Goods remain the property of Mersey Electrical Distributors Ltd until paid for in full. An invoice will follow separately. Please check goods on delivery; shortages must be reported within 48 hours.', { size: 8.5 });
    sheet.text('Received in good condition:  Signed ______________________   Print ______________', 40, y + 80, { size: 9 });
    return expected(s, []);
  },
};

export const notBillLayouts: Layout[] = [graniteState, albionCert, liftright, achForm, aquaGuard, merseyDelivery];
