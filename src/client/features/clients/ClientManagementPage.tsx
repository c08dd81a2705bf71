import { NotAvailableYet } from '../../ui/NotAvailableYet';

export default function ClientManagementPage() {
  return <NotAvailableYet title="Client Management" />;
}
