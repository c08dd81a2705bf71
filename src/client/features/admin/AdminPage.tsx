import { NotAvailableYet } from '../../ui/NotAvailableYet';

export default function AdminPage() {
  return <NotAvailableYet title="Admin Panel" />;
}
