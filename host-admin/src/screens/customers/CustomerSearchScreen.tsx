import { Link } from 'react-router-dom';
import type { AreaScreenProps } from '../../routes/table.js';
import { ScreenFrame } from '../ScreenFrame.js';
import { CustomerSearch } from './CustomerSearch.js';

/** /admin/klient/szukaj: finds customers of the organization by name, e-mail, phone or tax id. */
export function CustomerSearchScreen({ route }: AreaScreenProps) {
  return (
    <ScreenFrame title={route.title}>
      <CustomerSearch
        testId="customer-search"
        render={(customer) => (
          <Link to={`/klient/dane?id=${encodeURIComponent(customer._id)}`}>Karta klienta</Link>
        )}
      />
    </ScreenFrame>
  );
}
