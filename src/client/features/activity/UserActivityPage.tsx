import { NotAvailableYet } from '../../ui/NotAvailableYet';

export default function UserActivityPage() {
  return <NotAvailableYet title="User Activity" />;
}
