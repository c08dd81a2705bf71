import { addDays, formatDate } from '../core/dates';
import { type Layout } from '../core/layout';
import { money } from '../core/money';
import { numbers } from '../core/numbers';
import { expected } from '../core/scenario';
import { labelsAbove, lines, pairs, paragraph, table } from '../pdf/blocks';
import { band, wordmark } from '../pdf/logo';
import { customerLines, reference, vendorLines } from './parts';

/** A hauler's two-column newsletter: new rates with dollar amounts and a holiday schedule, but nothing to pay. */
const evergreen: Layout = {
  id: 'newsletter-evergreen',
  family: 'not_a_bill',
  vendorKind: 'waste/recycling',
  vendor: { name: 'Evergreen Waste Partners', street: '600 Transfer Station Rd', locality: 'Raleigh, NC 27610', region: 'US', phone: '(919) 555-0181', email: 'news@evergreenwaste.example' },
  kinds: ['not_a_bill', 'not_a_bill', 'not_a_bill'],
  spec: { catalog: 'waste', terms: [30], number: numbers.plain(1, 9) },
  filename: (s) => `Evergreen_Service_Update_${s.issued.slice(0, 7)}.pdf`,
  money: money.usd,
  dates: 'long',
  draw({ sheet, s, $, d }) {
    band(sheet, 'Evergreen Waste Partners', { color: '#2e7d32', size: 20, height: 64, right: 'Service Update' });
    sheet.text(`${d(s.issued)}  ·  For our commercial and multifamily customers`, 40, 86, { size: 9, font: 'sansItalic' });
    const colW = 250;
    let left = paragraph(sheet, 40, 112, colW, 'New rates take effect next quarter', { font: 'sansBold', size: 12 });
    left = paragraph(sheet, 40, left + 4, colW, `Rising landfill tipping fees mean a modest change to our rates starting ${d(addDays(s.issued, 60))}. Your next invoice will show the new amounts; there is nothing to pay now.`, { size: 9.5, leading: 13 });
    left = table(sheet, 40, left + 8, [{ title: 'Service', width: 170 }, { title: 'New monthly rate', width: 80, align: 'right' }], [['96-gal cart, weekly', $(2450)], ['4 yd container, 2x/week', $(38500)], ['8 yd container, 3x/week', $(91000)], ['Bulk item pickup', $(7500)]], { look: 'rules', size: 8.5 });
    paragraph(sheet, 40, left + 16, colW, 'Recycling tip: flatten all cardboard. Plastic bags jam the sorting line - please keep them out of the blue cart.', { size: 9.5, leading: 13 });
    let right = paragraph(sheet, 322, 112, colW, 'Holiday schedule', { font: 'sansBold', size: 12 });
    right = lines(sheet, 322, right + 4, ['Thanksgiving Day - service one day late', 'Christmas Day - service one day late', `New Year's Day - no change`, 'Memorial Day - service one day late'], { size: 9.5, leading: 14 });
    right = paragraph(sheet, 322, right + 16, colW, 'Meet our drivers', { font: 'sansBold', size: 12 });
    paragraph(sheet, 322, right + 4, colW, 'This quarter we welcome six new CDL drivers to the Raleigh yard. Every one completes 80 hours of route training before driving solo, and our safety record is the best in the region.', { size: 9.5, leading: 13 });
    sheet.line(40, 700, 572, 700);
    sheet.text(`${s.vendor.name} · ${vendorLines(s.vendor).join(', ')} · ${s.vendor.phone}. You receive this because you are a customer. Account ${s.account}.`, 306, 716, { size: 7.5, align: 'center' });
    return expected(s, []);
  },
};

/** A contractor's substitute W-9: a form of boxes, a taxpayer number, certification and signature. */
const ironclad: Layout = {
  id: 'w9-ironclad',
  family: 'not_a_bill',
  vendorKind: 'security guard services',
  vendor: { name: 'Ironclad Patrol Services LLC', street: '4410 N Lamar Blvd', locality: 'Austin, TX 78756', region: 'US', phone: '(512) 555-0159', email: 'office@ironcladpatrol.example' },
  kinds: ['not_a_bill', 'not_a_bill', 'not_a_bill'],
  spec: { catalog: 'security', terms: [30], number: numbers.plain(1, 9) },
  filename: () => 'W9_Ironclad_Patrol.pdf',
  money: money.usd,
  dates: 'mdy',
  draw({ sheet, s, d }) {
    sheet.text('Substitute Form W-9', 40, 56, { font: 'sansBold', size: 16 });
    sheet.text('Request for Taxpayer Identification Number and Certification', 40, 72, { size: 10 });
    sheet.text('Give this form to the requester. Do not send to the IRS.', 572, 56, { size: 8, align: 'right', font: 'sansBold' });
    let y = labelsAbove(sheet, 40, 96, [['1 Name (as shown on your income tax return)', s.vendor.name]], [532], { boxed: true, valueFont: 'sans' });
    y = labelsAbove(sheet, 40, y, [['2 Business name/disregarded entity name, if different from above', '']], [532], { boxed: true });
    sheet.text('3 Federal tax classification (check one):', 44, y + 16, { size: 8 });
    ['Individual/sole proprietor', 'C Corporation', 'S Corporation', 'Partnership', 'LLC (S)'].forEach((label, i) => {
      sheet.rect(44 + i * 104, y + 24, 8, 8, { stroke: '#333333' });
      if (i === 4) sheet.text('X', 45.5 + i * 104, y + 31, { font: 'sansBold', size: 8 });
      sheet.text(label, 56 + i * 104, y + 31, { size: 7.5 });
    });
    y = labelsAbove(sheet, 40, y + 44, [['5 Address (number, street, and apt. or suite no.)', s.vendor.street], ['6 City, state, and ZIP code', s.vendor.locality]], [300, 232], { boxed: true, valueFont: 'sans' });
    y = labelsAbove(sheet, 40, y, [['Requester\'s name and address (optional)', `${s.customer.name}, ${s.customer.street}, ${s.customer.locality}`]], [532], { boxed: true, valueFont: 'sans', valueSize: 9 });
    sheet.text('Part I  Taxpayer Identification Number (TIN)', 40, y + 24, { font: 'sansBold', size: 10 });
    y = labelsAbove(sheet, 40, y + 32, [['Social security number', '   -    -    '], ['Employer identification number', reference(s, '##-#######')]], [200, 200], { boxed: true });
    sheet.text('Part II  Certification', 40, y + 24, { font: 'sansBold', size: 10 });
    y = paragraph(sheet, 40, y + 38, 532, 'Under penalties of perjury, I certify that: 1. The number shown on this form is my correct taxpayer identification number; 2. I am not subject to backup withholding; 3. I am a U.S. citizen or other U.S. person; and 4. The FATCA code(s) entered on this form (if any) indicating that I am exempt from FATCA reporting is correct.', { size: 8.5, leading: 12 });
    sheet.text('Signature of U.S. person:', 40, y + 34, { size: 9 });
    sheet.text(s.rng.pick(['R. Delgado', 'M. Coleman', 'S. Brandt']), 170, y + 32, { font: 'serifItalic', size: 14 });
    sheet.text(`Date: ${d(s.issued)}`, 420, y + 34, { size: 9 });
    return expected(s, []);
  },
};

/** A pest-control service agreement: parties, term, a price schedule and signatures; it sets prices, it asks for none. */
const summitPest: Layout = {
  id: 'contract-summitpest',
  family: 'not_a_bill',
  vendorKind: 'pest control',
  vendor: { name: 'Summit Pest Solutions LLC', street: '2701 Prairie Ave', locality: 'Columbus, OH 43204', region: 'US', phone: '(614) 555-0106', email: 'contracts@summitpest.example' },
  kinds: ['not_a_bill', 'not_a_bill', 'not_a_bill'],
  spec: { catalog: 'pest', items: [2, 3], terms: [30], number: numbers.yearly('SA', 3) },
  filename: (s) => `Service Agreement ${s.number}.pdf`,
  money: money.usd,
  dates: 'long',
  draw({ sheet, s, $, d }) {
    wordmark(sheet, s.vendor.name, 306, 60, { size: 18, font: 'serifBold', color: '#6d4c41', align: 'center' });
    sheet.text(`${vendorLines(s.vendor).join(', ')} · ${s.vendor.phone}`, 306, 76, { size: 8.5, align: 'center', font: 'serif' });
    sheet.text('SERVICE AGREEMENT', 306, 110, { font: 'serifBold', size: 14, align: 'center' });
    sheet.text(`Agreement No. ${s.number}`, 306, 126, { font: 'serif', size: 10, align: 'center' });
    let y = paragraph(sheet, 60, 154, 492, `This Service Agreement is made on ${d(s.issued)} between ${s.vendor.name} ("Contractor") and ${s.customer.name} ("Client"), as managing agent for ${s.property.name}, ${s.property.street}, ${s.property.locality} (the "Premises").`, { font: 'serif', size: 10, leading: 14 });
    y = paragraph(sheet, 60, y + 10, 492, `1. Term. Services begin ${d(addDays(s.issued, 14))} and continue for twelve (12) months, renewing automatically unless either party gives 30 days written notice.`, { font: 'serif', size: 10, leading: 14 });
    y = paragraph(sheet, 60, y + 6, 492, '2. Services and fees. Contractor will perform the services below. Fees will be invoiced after each service and are payable net 30 from the invoice date.', { font: 'serif', size: 10, leading: 14 });
    y = table(sheet, 80, y + 8, [{ title: 'Service', width: 300 }, { title: 'Frequency', width: 80 }, { title: 'Fee per visit', width: 72, align: 'right' }], s.items.map((item) => [item.description, s.rng.pick(['Monthly', 'Quarterly', 'As needed']), $(item.unitCents)]), { look: 'rules', font: 'serif', headFont: 'serifBold', size: 9.5 });
    y = paragraph(sheet, 60, y + 12, 492, '3. Access. Client will provide access to common areas and give residents the notice required by law before interior treatments. 4. Insurance. Contractor maintains general liability insurance of not less than $1,000,000 per occurrence.', { font: 'serif', size: 10, leading: 14 });
    y += 40;
    for (const [x, who] of [[60, s.vendor.name], [320, s.customer.name]] as const) {
      sheet.line(x, y, x + 220, y);
      lines(sheet, x, y + 12, [`For ${who}`, 'Name / Title / Date'], { font: 'serif', size: 8.5 });
    }
    return expected(s, []);
  },
};

/** An agency's certificate of liability insurance naming the management company as certificate holder: limits, not charges. */
const birchLane: Layout = {
  id: 'coi-birchlane',
  family: 'not_a_bill',
  vendorKind: 'insurance',
  vendor: { name: 'Birch Lane Insurance Agency', street: '75 Pratt St', locality: 'Hartford, CT 06103', region: 'US', phone: '(860) 555-0149', email: 'certs@birchlane.example' },
  kinds: ['not_a_bill', 'not_a_bill', 'not_a_bill'],
  spec: { catalog: 'insurance', terms: [30], number: numbers.plain(1, 9) },
  filename: (s) => `COI - ${s.customer.name.split(',')[0] ?? ''}.pdf`,
  money: money.usd,
  dates: 'mdy',
  draw({ sheet, s, $, d }) {
    const insured = s.rng.pick(['Fernhill Landscape & Turf', 'Torrent Fire Protection, LLC', 'A-1 Rapid Rooter Plumbing']);
    sheet.rect(30, 30, 552, 700, { stroke: '#000000', width: 1 });
    sheet.text('CERTIFICATE OF LIABILITY INSURANCE', 306, 54, { font: 'sansBold', size: 14, align: 'center' });
    sheet.text(`DATE (MM/DD/YYYY): ${d(s.issued)}`, 572, 70, { size: 8, align: 'right' });
    paragraph(sheet, 40, 84, 532, 'THIS CERTIFICATE IS ISSUED AS A MATTER OF INFORMATION ONLY AND CONFERS NO RIGHTS UPON THE CERTIFICATE HOLDER. THIS CERTIFICATE DOES NOT AFFIRMATIVELY OR NEGATIVELY AMEND, EXTEND OR ALTER THE COVERAGE AFFORDED BY THE POLICIES BELOW.', { size: 7, leading: 9 });
    let y = labelsAbove(sheet, 40, 112, [['PRODUCER', `${s.vendor.name}, ${s.vendor.street}, ${s.vendor.locality}`], ['INSURED', insured]], [300, 232], { boxed: true, valueFont: 'sans', valueSize: 8 });
    const start = formatDate(s.periodStart, 'mdy');
    const end = formatDate(addDays(s.periodStart, 365), 'mdy');
    y = table(sheet, 40, y + 12, [{ title: 'Type of insurance', width: 150 }, { title: 'Policy number', width: 100 }, { title: 'Eff.', width: 62 }, { title: 'Exp.', width: 62 }, { title: 'Limits', width: 158, align: 'right' }], [
      ['Commercial general liability', reference(s, 'CGL-######'), start, end, `Each occurrence ${$(100000000)}`],
      ['', '', '', '', `General aggregate ${$(200000000)}`],
      ['Automobile liability', reference(s, 'BA-######'), start, end, `Combined single limit ${$(100000000)}`],
      ['Umbrella liability', reference(s, 'UMB-#####'), start, end, `Each occurrence ${$(500000000)}`],
      ["Workers' compensation", reference(s, 'WC-######'), start, end, `E.L. each accident ${$(50000000)}`],
    ], { look: 'grid', size: 7.5 });
    y = paragraph(sheet, 40, y + 14, 532, `DESCRIPTION OF OPERATIONS / LOCATIONS: ${s.property.name}, ${s.property.street}. Certificate holder is included as additional insured on the general liability policy where required by written contract.`, { size: 8, leading: 11 });
    labelsAbove(sheet, 40, y + 14, [['CERTIFICATE HOLDER', customerLines(s).join(', ')], ['AUTHORIZED REPRESENTATIVE', 'K. Marsh']], [360, 172], { boxed: true, valueFont: 'sans', valueSize: 8 });
    pairs(sheet, 40, 712, [['Agency phone', s.vendor.phone], ['E-mail', s.vendor.email]], { labelWidth: 70, size: 8 });
    return expected(s, []);
  },
};

export const notBillLayouts: Layout[] = [evergreen, ironclad, summitPest, birchLane];
