/** @jest-environment ./test/unit/jsdomWithFetch.ts */
import { screen, waitFor, within } from '@testing-library/react';
import InvoiceDetailsPage from '../../../../src/client/features/invoices/InvoiceDetailsPage';
import type { Place } from '../../../../src/shared/contract/directory';
import type { InvoiceDetail } from '../../../../src/shared/contract/invoices';
import { mockApi, renderRoute, type Call } from '../harness';
import { invoiceFixture } from './fixtures';

/*
 * /view's resolution notes and its place typeahead (issue 16): why the directory matched each
 * field and how surely, and "Change" beside the property, which searches the client's places and
 * files the invoice under the one picked.
 */

const resolved = invoiceFixture({
  propertyId: 'p-maple',
  unitId: 'u-4b',
  vendorId: 'v-acme',
  resolution: {
    property: { reason: 'service address 12 Maple Ct = Maple Court', confidence: 0.93 },
    unit: { reason: 'unit 4B printed', confidence: 0.5 },
    vendor: { reason: 'sender billing@acme.test', confidence: 0.99 },
    glAccount: { reason: 'vendor default 6100 Plumbing', confidence: 0.8 },
  },
});

const PLACES: Place[] = [
  { propertyId: 'p-birch', property: 'Birch Row', unitId: null, unit: null, address: '14 Birch Row' },
  { propertyId: 'p-birch', property: 'Birch Row', unitId: 'u-7', unit: '7', address: '14 Birch Row' },
];

function render(invoice: InvoiceDetail = resolved) {
  let stored = invoice;
  const calls = mockApi((call: Call) => {
    const { pathname } = call.url;
    if (call.method === 'GET' && pathname.startsWith('/api/invoices/client/')) return { status: 200, body: { invoices: [stored], total: 1, page: 1, totalPages: 1, pageSize: 20 } };
    if (call.method === 'GET' && pathname.endsWith('/history')) return { status: 200, body: { history: [] } };
    if (call.method === 'GET' && pathname === '/api/clients/client-1/directory/places') {
      const search = call.url.searchParams.get('search') ?? '';
      return { status: 200, body: { places: PLACES.filter((place) => place.property.toLowerCase().includes(search.toLowerCase())) } };
    }
    if (call.method === 'PUT' && pathname === `/api/invoices/${invoice.id}/place`) {
      const { unitId } = call.body as { propertyId: string; unitId: string | null };
      const chosen = { reason: 'chosen by Ana', confidence: 1 };
      stored = { ...stored, propertyId: 'p-birch', property: 'Birch Row', unitId, unit: unitId ? '7' : null, resolution: { ...stored.resolution!, property: chosen, unit: chosen } };
      return { status: 200, body: { invoice: stored } };
    }
    if (call.method === 'GET' && pathname === `/api/invoices/${invoice.id}`) return { status: 200, body: { invoice: stored } };
    return undefined;
  });
  return { ...renderRoute('/view', <InvoiceDetailsPage />, `/view?id=${invoice.id}`, { signedIn: {} }), calls };
}

const field = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement;

describe('/view: the directory match and the place typeahead', () => {
  it('says beside property, unit, payee and GL account why each was matched and how surely, a weak one marked', async () => {
    render();
    await screen.findByRole('button', { name: 'Edit Invoice' });
    expect(field('Property')).toHaveTextContent('service address 12 Maple Ct = Maple Court93%');
    expect(field('Payee')).toHaveTextContent('sender billing@acme.test99%');
    expect(field('GL Account')).toHaveTextContent('vendor default 6100 Plumbing80%');
    const unitBadge = within(field('Unit')).getByText('50%');
    expect(unitBadge).toHaveClass('invoice-confidence-low');
    expect(within(field('Property')).getByText('93%')).not.toHaveClass('invoice-confidence-low');
  });

  it('shows no notes for an invoice the directory did not resolve', async () => {
    render(invoiceFixture());
    await screen.findByRole('button', { name: 'Edit Invoice' });
    expect(document.querySelector('.invoice-resolution')).toBeNull();
  });

  it('changes the property with the keyboard: type, arrows, Enter; the invoice then shows it as chosen by you', async () => {
    const { user, calls } = render();
    await user.click(await screen.findByRole('button', { name: 'Change property' }));
    const input = screen.getByRole('combobox', { name: 'Property and unit' });
    expect(input).toHaveFocus();
    await user.type(input, 'birch');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Birch Row · 14 Birch Row', 'Birch Row — 7 · 14 Birch Row']);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{Enter}');

    await waitFor(() => expect(field('Property')).toHaveTextContent('Birch Row'));
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([{ method: 'PUT', path: '/api/invoices/inv-1/place', body: { propertyId: 'p-birch', unitId: 'u-7' } }]);
    expect(field('Property')).toHaveTextContent('chosen by you100%');
    expect(field('Unit')).toHaveTextContent('7');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Change property' })).toHaveFocus();
  });

  it('closes on Escape without a change, the keyboard back on Change', async () => {
    const { user, calls } = render();
    await user.click(await screen.findByRole('button', { name: 'Change property' }));
    await user.type(screen.getByRole('combobox'), 'birch');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Change property' })).toHaveFocus();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    expect(field('Property')).toHaveTextContent('Maple Court');
  });

  it('picks with a click too, and says when nothing matches', async () => {
    const { user, calls } = render();
    await user.click(await screen.findByRole('button', { name: 'Change property' }));
    await user.type(screen.getByRole('combobox'), 'zzz');
    expect(await screen.findByText('No matching properties')).toBeInTheDocument();
    await user.clear(screen.getByRole('combobox'));
    await user.type(screen.getByRole('combobox'), 'birch');
    await user.click((await screen.findAllByRole('option'))[0]!);
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ propertyId: 'p-birch', unitId: null }]));
    await waitFor(() => expect(field('Unit')).toHaveTextContent('Not Found'));
  });
});
