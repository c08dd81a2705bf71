import ClientManagementPage from '../../../../src/client/features/clients/ClientManagementPage';
import type { Client } from '../../../../src/shared/contract/clients';
import { mockApi, renderRoute, type Answer, type Call, type Handler } from '../harness';

export const client = (id: string, name: string, fields: Partial<Client> = {}): Client => ({
  id,
  name,
  forwardEmail: null,
  appfolioUrl: null,
  createdAt: '2024-01-01T00:00:00Z',
  updatedAt: '2024-01-01T00:00:00Z',
  ...fields,
});

export const acme = client('c1', 'Acme Towers', { forwardEmail: 'acme@bills.example', appfolioUrl: 'https://acme.appfolio.com' });
export const birch = client('c2', 'Birch Court');

const clientId = (url: URL) => decodeURIComponent(url.pathname.split('/')[3] ?? '');

/**
 * A small clients API over an in-memory list, so a reload after a save shows the change;
 * `handler` answers first (errors, slow answers), the list the rest.
 */
export function mockClientsApi(handler: Handler = () => undefined, initial: Client[] = [acme, birch]) {
  let clients = [...initial];
  const served = ({ method, url, body }: Call): Answer => {
    if (method === 'GET' && url.pathname === '/api/clients') return { status: 200, body: { clients } };
    const fields = body as Pick<Client, 'name' | 'forwardEmail' | 'appfolioUrl'>;
    if (method === 'POST' && url.pathname === '/api/clients') {
      const created = client(`c${clients.length + 1}`, fields.name, fields);
      clients = [...clients, created];
      return { status: 201, body: { client: created, message: 'Client created successfully!' } };
    }
    const id = clientId(url);
    if (method === 'PUT') {
      clients = clients.map((c) => (c.id === id ? { ...c, ...fields } : c));
      return { status: 200, body: { client: clients.find((c) => c.id === id), message: 'Client updated successfully!' } };
    }
    if (method === 'DELETE') {
      clients = clients.filter((c) => c.id !== id);
      return { status: 200, body: { success: true, message: 'Client deleted successfully!' } };
    }
    return { status: 404, body: { message: 'Not found' } };
  };
  return mockApi(handler, served);
}

export const listLoads = (calls: Call[]) => calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/clients').length;

/** The Client Management screen, signed in as u1. */
export const renderClients = ({ isAdmin = true } = {}) => renderRoute('/create-client', <ClientManagementPage />, '/create-client', { signedIn: { isAdmin } });
