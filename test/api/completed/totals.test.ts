import { ACTIVITY_TYPES, type ActivityType, type UserActivityTotal } from '../../../src/shared/contract/activity';
import { createAccount, type TestAccount } from '../helpers/accounts';
import { appFixture, caller } from '../helpers/fixtures';
import { databaseKinds } from '../helpers/testApp';
import { query, rollupAndRecords, seedActivity, type Seed } from './support';

/** A small generator, so the totals data set is the same on every run. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe.each(databaseKinds)('completed totals on %s', (kind) => {
  const t = appFixture(kind);
  const call = caller(t);
  let admin: TestAccount;

  beforeAll(async () => {
    admin = await createAccount(t, { isAdmin: true, name: 'Admin Ann' });
  });

  const totals = async (params: Record<string, string | undefined>): Promise<UserActivityTotal[]> => {
    const res = await call('GET', `/api/completed/totals?${query(params)}`, admin);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };

  describe('ordering and omission', () => {
    const people: Record<string, TestAccount> = {};

    beforeAll(async () => {
      const plan: Array<[string, Seed[]]> = [
        // Created before 'al Tie', and after it only by a comparison that ignores case.
        ['Bo Tie', [['2025-06-12T09:00:00.000Z', 'invoice_edit'], ['2025-06-14T09:00:00.000Z', 'invoice_delete']]],
        ['al Tie', [['2025-06-11T09:00:00.000Z', 'task'], ['2025-06-11T10:00:00.000Z', 'task']]],
        ['Zoe Top', [['2025-06-10T00:00:00.000Z', 'invoice'], ['2025-06-12T08:00:00.000Z', 'invoice'], ['2025-06-15T23:59:59.999Z', 'invoice'], ['2025-06-13T12:00:00.000Z', 'comment']]],
        ['Nil Outside', [['2025-06-09T23:59:59.999Z', 'invoice'], ['2025-06-16T00:00:00.000Z', 'invoice'], ['2025-06-20T12:00:00.000Z', 'task']]],
      ];
      for (const [name, seeds] of plan) {
        people[name] = await createAccount(t, { name });
        await seedActivity(t, (people[name] as TestAccount).id, seeds);
      }
    });

    const total = (name: string, counts: Partial<Record<ActivityType, number>>): UserActivityTotal => {
      const account = people[name] as TestAccount;
      return { userId: account.id, name, email: account.email, total: Object.values(counts).reduce((sum, n) => sum + n, 0), counts };
    };

    it('sorts by total, highest first, then by name, and leaves out users with nothing in the range', async () => {
      expect(await totals({ startDate: '2025-06-10', endDate: '2025-06-15' })).toEqual([
        total('Zoe Top', { invoice: 3, comment: 1 }),
        total('al Tie', { task: 2 }),
        total('Bo Tie', { invoice_edit: 1, invoice_delete: 1 }),
      ]);
    });

    it('counts one item type only when asked', async () => {
      expect(await totals({ startDate: '2025-06-10', endDate: '2025-06-15', itemType: 'invoice' })).toEqual([total('Zoe Top', { invoice: 3 })]);
      expect(await totals({ startDate: '2025-06-10', endDate: '2025-06-15', itemType: 'association' })).toEqual([]);
    });

    it('answers a range with no work with no rows', async () => {
      expect(await totals({ startDate: '2025-07-01', endDate: '2025-07-31' })).toEqual([]);
    });
  });

  describe('local days whose edges fall inside UTC days', () => {
    const period = { from: Date.parse('2025-12-28T00:00:00.000Z'), to: Date.parse('2026-04-12T00:00:00.000Z') };
    const names = ['Ada Busy', 'Ben Steady', 'Cy Sparse', 'dee Edges'];
    const accounts: TestAccount[] = [];

    interface Range {
      label: string;
      timeZone: string;
      startDate: string;
      endDate: string;
      itemType?: ActivityType;
      /** Where the local start date begins and the day after the end date begins, worked out by hand. */
      from: string;
      to: string;
    }
    const ranges: Range[] = [
      { label: 'New York in January', timeZone: 'America/New_York', startDate: '2026-01-10', endDate: '2026-01-20', from: '2026-01-10T05:00:00.000Z', to: '2026-01-21T05:00:00.000Z' },
      { label: 'Kolkata in January', timeZone: 'Asia/Kolkata', startDate: '2026-01-10', endDate: '2026-01-20', from: '2026-01-09T18:30:00.000Z', to: '2026-01-20T18:30:00.000Z' },
      { label: 'New York comments only', timeZone: 'America/New_York', startDate: '2026-01-10', endDate: '2026-01-20', itemType: 'comment', from: '2026-01-10T05:00:00.000Z', to: '2026-01-21T05:00:00.000Z' },
      { label: 'New York across the spring change', timeZone: 'America/New_York', startDate: '2026-03-01', endDate: '2026-03-10', from: '2026-03-01T05:00:00.000Z', to: '2026-03-11T04:00:00.000Z' },
      { label: 'one Kolkata day over two UTC days', timeZone: 'Asia/Kolkata', startDate: '2026-01-15', endDate: '2026-01-15', from: '2026-01-14T18:30:00.000Z', to: '2026-01-15T18:30:00.000Z' },
      { label: 'two New York days holding one whole UTC day', timeZone: 'America/New_York', startDate: '2026-01-15', endDate: '2026-01-16', from: '2026-01-15T05:00:00.000Z', to: '2026-01-17T05:00:00.000Z' },
      { label: 'Kiritimati, 14 hours ahead', timeZone: 'Pacific/Kiritimati', startDate: '2026-02-01', endDate: '2026-02-02', from: '2026-01-31T10:00:00.000Z', to: '2026-02-02T10:00:00.000Z' },
      { label: 'Santiago across the autumn change', timeZone: 'America/Santiago', startDate: '2026-04-04', endDate: '2026-04-05', from: '2026-04-04T03:00:00.000Z', to: '2026-04-06T04:00:00.000Z' },
      { label: 'London from a UTC midnight into summer time', timeZone: 'Europe/London', startDate: '2026-01-01', endDate: '2026-03-31', from: '2026-01-01T00:00:00.000Z', to: '2026-03-31T23:00:00.000Z' },
      { label: 'UTC whole days', timeZone: 'UTC', startDate: '2026-01-10', endDate: '2026-01-20', from: '2026-01-10T00:00:00.000Z', to: '2026-01-21T00:00:00.000Z' },
      { label: 'one UTC day', timeZone: 'UTC', startDate: '2026-02-01', endDate: '2026-02-01', from: '2026-02-01T00:00:00.000Z', to: '2026-02-02T00:00:00.000Z' },
      { label: 'the whole period in Kolkata', timeZone: 'Asia/Kolkata', startDate: '2025-12-28', endDate: '2026-04-11', from: '2025-12-27T18:30:00.000Z', to: '2026-04-11T18:30:00.000Z' },
    ];

    beforeAll(async () => {
      const random = mulberry32(20260308);
      const perUser: Seed[][] = names.map(() => []);
      const iso = (instant: number) => new Date(instant).toISOString();
      let turn = 0;
      const add = (instant: number, user = turn % names.length) => {
        (perUser[user] as Seed[]).push([iso(instant), ACTIVITY_TYPES[turn % ACTIVITY_TYPES.length] as ActivityType]);
        turn += 1;
      };
      // Work spread over the period, Ada doing most and Cy least.
      const weights = [0.45, 0.3, 0.07, 0.18];
      for (let n = 0; n < 1500; n += 1) {
        const pick = random();
        let user = 0;
        for (let acc = weights[0] as number; pick > acc && user < names.length - 1; acc += weights[user] as number) user += 1;
        add(period.from + Math.floor(random() * (period.to - period.from)), user);
      }
      // Work on both sides of every range edge and of every UTC midnight, to the millisecond.
      for (const range of ranges) for (const edge of [range.from, range.to]) for (const delta of [-1, 0, 1]) add(Date.parse(edge) + delta, 3);
      for (let day = period.from; day < period.to; day += 86_400_000) for (const delta of [-1, 0]) add(day + delta);
      for (const [index, seeds] of perUser.entries()) {
        accounts.push(await createAccount(t, { name: names[index] }));
        await seedActivity(t, (accounts[index] as TestAccount).id, seeds);
      }
    });

    /** Every user's records in [from, to), counted by reading the raw rows one by one. */
    async function bruteForce(from: string, to: string, itemType?: ActivityType): Promise<UserActivityTotal[]> {
      const db = t.ctx.db.kysely;
      const records = await db.selectFrom('completed_activity').select(['user_id', 'item_type', 'completed_at']).execute();
      const users = await db.selectFrom('users').select(['id', 'name', 'email']).execute();
      const result: UserActivityTotal[] = [];
      for (const user of users) {
        const counts: Partial<Record<ActivityType, number>> = {};
        for (const r of records) {
          const time = Date.parse(r.completed_at);
          if (r.user_id !== user.id || time < Date.parse(from) || time >= Date.parse(to)) continue;
          if (itemType && r.item_type !== itemType) continue;
          counts[r.item_type as ActivityType] = (counts[r.item_type as ActivityType] ?? 0) + 1;
        }
        const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
        if (total > 0) result.push({ userId: user.id, name: user.name, email: user.email, total, counts });
      }
      return result.sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
    }

    it('seeds a rollup in step with the records', async () => {
      const { fromRecords, fromDaily } = await rollupAndRecords(t);
      expect(Object.keys(fromDaily).length).toBeGreaterThan(100);
      expect(fromDaily).toEqual(fromRecords);
    });

    it.each(ranges.map((range) => [range.label, range] as const))('%s: counts exactly the records inside the local days', async (_label, range) => {
      const expected = await bruteForce(range.from, range.to, range.itemType);
      expect(expected.length).toBeGreaterThan(0);
      if (range.timeZone !== 'UTC') {
        // The edges matter: counting whole UTC days instead would give another answer.
        const utcDays = await bruteForce(`${range.startDate}T00:00:00.000Z`, new Date(Date.parse(`${range.endDate}T00:00:00.000Z`) + 86_400_000).toISOString(), range.itemType);
        expect(utcDays).not.toEqual(expected);
      }
      const { label: _omit, from: _from, to: _to, ...params } = range;
      expect(await totals(params)).toEqual(expected);
    });
  });
});
