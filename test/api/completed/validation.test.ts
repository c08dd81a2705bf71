import { databaseKinds } from '../helpers/testApp';
import { march7to9, oneUserFixture } from './support';

describe.each(databaseKinds)('completed activity on %s', (kind) => {
  describe('reading one user', () => {
    const { w, get } = oneUserFixture(kind);

    describe('bad input', () => {
      const rangeCases: Array<[string, Record<string, string>, string[]]> = [
        ['no startDate', { endDate: '2026-03-07' }, ['startDate is required']],
        ['no dates at all', {}, ['startDate is required', 'endDate is required']],
        ['a date that is a word', { startDate: 'yesterday', endDate: '2026-03-07' }, ['startDate must be a date (YYYY-MM-DD)']],
        ['a date that does not exist', { startDate: '2026-02-30', endDate: '2026-03-07' }, ['startDate must be a real calendar date']],
        ['a month that does not exist', { startDate: '2026-03-01', endDate: '2026-13-01' }, ['endDate must be a real calendar date']],
        ['an end before the start', { startDate: '2026-03-07', endDate: '2026-03-06' }, ['endDate must not be before startDate']],
        ['a range of 401 days', { startDate: '2025-04-05', endDate: '2026-05-10' }, ['endDate must be at most 400 days after startDate']],
        ['an unknown time zone', { ...march7to9, timeZone: 'Mars/Olympus_Mons' }, ['timeZone must be an IANA time zone such as America/New_York']],
        ['an unknown item type', { ...march7to9, itemType: 'review' }, ['itemType must be one of invoice, task, invoice_edit, invoice_delete, comment, association']],
        // The last days of year 9999 once looped forever in the day arithmetic and held the server.
        ['the last days of year 9999', { startDate: '9999-12-01', endDate: '9999-12-31' }, ['startDate must be a date between 1900 and 2200', 'endDate must be a date between 1900 and 2200']],
        ['every year there is', { startDate: '0001-01-01', endDate: '9999-12-31' }, ['startDate must be a real calendar date', 'endDate must be a date between 1900 and 2200']],
        ['a year before 1900', { startDate: '1899-12-31', endDate: '1900-01-01' }, ['startDate must be a date between 1900 and 2200']],
      ];

      it.each(rangeCases)('/counts and /totals refuse %s with a 400 naming the fields', async (_label, params, errors) => {
        for (const path of ['counts', 'totals']) {
          const res = await get(path, params, w.admin);
          expect(res.statusCode).toBe(400);
          expect(res.json()).toEqual({ message: `Invalid input: ${errors.join('; ')}`, errors });
        }
      });

      it.each<[string, Record<string, string>, string[]]>([
        ['no date', {}, ['date is required']],
        ['a date that does not exist', { date: '2026-04-31' }, ['date must be a real calendar date']],
        ['a date that is a word', { date: 'today' }, ['date must be a date (YYYY-MM-DD)']],
        ['the last day of year 9999', { date: '9999-12-31' }, ['date must be a date between 1900 and 2200']],
        ['a day after 2200', { date: '2201-01-01', timeZone: 'Pacific/Kiritimati' }, ['date must be a date between 1900 and 2200']],
        ['a detailed flag that is not a boolean', { date: '2026-03-07', detailed: 'yes' }, ['detailed must be true or false']],
        ['an unknown time zone', { date: '2026-03-07', timeZone: 'Not/AZone' }, ['timeZone must be an IANA time zone such as America/New_York']],
      ])('/details refuses %s with a 400 naming the field', async (_label, params, errors) => {
        const res = await get('details', params);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message: `Invalid input: ${errors.join('; ')}`, errors });
      });
    });
  });
});
