import { useId } from 'react';
import type { ActivityType } from '../../../shared/contract/activity';
import { isActivityType } from '../../api/activityApi';
import { typeLabel, type TypeFilter } from './activityTypes';

/** "All Types" plus the types offered (SPEC.md section 2: the types seen). */
export function TypeFilterSelect({ value, types, onChange }: { value: TypeFilter; types: readonly ActivityType[]; onChange: (filter: TypeFilter) => void }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>Item type</label>
      <select id={id} value={value} onChange={(event) => onChange(isActivityType(event.target.value) ? event.target.value : 'all')}>
        <option value="all">All Types</option>
        {types.map((type) => (
          <option key={type} value={type}>
            {typeLabel(type)}
          </option>
        ))}
      </select>
    </div>
  );
}
