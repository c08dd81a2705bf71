import type { TypeFilter } from './activityTypes';
import { monthOf, type CalendarMonth } from './calendar';

/** What individual mode shows; kept by the page, so comparing and coming back keeps it. */
export interface IndividualState {
  month: CalendarMonth;
  /** null until someone is chosen: the first user by name is shown. */
  userId: string | null;
  filter: TypeFilter;
  /** The day whose details are open. */
  openDate: string | null;
}

export const initialIndividual = (today: Date): IndividualState => ({ month: monthOf(today), userId: null, filter: 'all', openDate: null });
