/**
 * Local trades (plumbers, deleaders, snow plowers...) in each metro, with regional names, look-alike
 * names in other metros, dba names, customer numbers per property and vendors tied to one building.
 */
import { type Trade, TRADES } from './gl';
import { type GenProp, type GenUnit, type GenVendor } from './model';
import { FIRST_INITIALS, FIRST_NAMES, FORMS, PLACE_WORDS, SURNAMES } from './names';
import { type Metro, NEW_ENGLAND, SFR_METROS } from './places';
import { type Rng } from './random';
import { makeVendor } from './vendorCommon';
import { type Ctx, claim, relate } from './vendorsUtility';

interface Named {
  stem: string;
  form: string;
}

function tradeStem(rng: Rng, trade: Trade, metro: Metro): string {
  const word = rng.pick(trade.words);
  const r = rng.next();
  if (r < 0.42) return `${rng.pick(SURNAMES)} ${word}`;
  if (r < 0.66) return `${rng.pick(PLACE_WORDS[metro])} ${word}`;
  if (r < 0.73) return `${rng.pick(FIRST_NAMES)}'s ${word}`;
  if (r < 0.79) return `${rng.pick(FIRST_INITIALS)}. ${rng.pick(SURNAMES)} & Sons ${word}`;
  if (r < 0.86) return `${rng.pick(SURNAMES)} & ${rng.pick(SURNAMES)} ${word}`;
  if (r < 0.9) return `${rng.pick(SURNAMES)} Brothers ${word}`;
  return `${rng.pick(FIRST_INITIALS)}${rng.pick(FIRST_INITIALS)}${rng.pick(FIRST_INITIALS)} ${word}`;
}

export function buildTrades(ctx: Ctx, neCount: number, sfrCount: number): GenVendor[] {
  const { rng } = ctx;
  const out: GenVendor[] = [];
  const stems: { stem: string; trade: Trade; metro: Metro; v: GenVendor }[] = [];
  const neProps = new Map<Metro, GenProp[]>();
  for (const p of [...ctx.byPlace.values()].flat()) neProps.set(p.metro, [...(neProps.get(p.metro) ?? []), p]);
  const houses = new Map<Metro, GenUnit[]>();
  for (const h of [...ctx.housesByPlace.values()].flat()) houses.set(h.prop.metro, [...(houses.get(h.prop.metro) ?? []), h]);
  const neWeights = NEW_ENGLAND.map((m) => [m, (neProps.get(m) ?? []).length] as const);

  for (let i = 0; i < neCount + sfrCount; i++) {
    const sfr = i >= neCount;
    const metro = sfr ? rng.pick(SFR_METROS) : rng.weighted(neWeights);
    const trade = rng.weighted(TRADES.filter((t) => t.where === 'both' || t.where === (sfr ? 'SFR' : 'NE')).map((t) => [t, t.weight] as const));
    let named: Named = { stem: tradeStem(rng, trade, metro), form: rng.weighted(FORMS) };
    let twinOf: GenVendor | null = null;
    const lookalike = stems.filter((s) => s.trade === trade && s.metro !== metro && (NEW_ENGLAND.includes(s.metro) === !sfr));
    if (lookalike.length > 0 && rng.chance(0.025)) {
      const other = rng.pick(lookalike);
      named = { stem: other.stem, form: rng.weighted(FORMS.filter(([f]) => !other.v.name.endsWith(f) || f === '')) };
      twinOf = other.v;
    }
    if (/\bCo$/.test(named.stem) && /^Co/.test(named.form)) named.form = '';
    let name = `${named.stem} ${named.form}`.trim();
    for (let guard = 0; ctx.names.has(name.toLowerCase()); guard++) {
      named = { stem: tradeStem(rng, trade, metro), form: named.form };
      name = `${named.stem} ${named.form}`.trim();
      if (guard > 20) name = `${named.stem} of ${rng.pick(PLACE_WORDS[metro])} ${named.form}`.trim();
    }
    claim(ctx, name);
    const small = rng.chance(0.45);
    const v = makeVendor(rng, {
      name, kind: 'trade', trade, metros: [metro], home: null, kindGl: trade.gl[0] ?? '6300', lines: [...trade.lines],
      acctPattern: rng.pick(['####', '#####', 'C-####', '10###', 'CUST-#####']), mail: small ? 'free' : rng.chance(0.9) ? 'domain' : 'none',
      homeBased: small, volume: rng.chance(0.15) ? 4 : rng.chance(0.4) ? 1.5 : 0.6,
    }, ctx.used);
    if (twinOf) {
      v.twin = true;
      twinOf.twin = true;
    }
    stems.push({ stem: named.stem, trade, metro, v });
    if (rng.chance(0.08)) {
      const legal = `${rng.pick(SURNAMES)} ${rng.pick(['Enterprises', 'Holdings', 'Group', 'Ventures'])} ${rng.pick(['LLC', 'Inc.', 'Corp.'])}`;
      if (!claim(ctx, legal)) {
        // taken: keep the trade name
      } else if (rng.chance(0.5)) {
        v.name = `${legal} dba ${named.stem}`;
        v.aliases.push(named.stem);
      } else {
        v.name = legal;
        v.aliases.push(named.stem, `${named.stem} ${named.form}`.trim());
      }
    }
    if (rng.chance(0.12)) v.aliases.push(named.stem.replace(/ & /g, ' and '));
    if (small && rng.chance(0.3)) v.platform = 'quickbooks@notification.intuit.com';
    if (rng.chance(0.004)) v.dirEmails.push('quickbooks@notification.intuit.com');

    const keepsAccounts = rng.chance(0.25);
    const served = Math.max(1, Math.min(30, Math.round(Math.pow(rng.next(), 2.2) * 30)));
    if (sfr) {
      const pool = houses.get(metro) ?? [];
      for (const h of rng.shuffle([...pool]).slice(0, Math.max(2, served))) relate(ctx, v, h.prop, h, keepsAccounts, 0.03);
    } else {
      const pool = neProps.get(metro) ?? [];
      for (const p of rng.shuffle([...pool]).slice(0, served)) relate(ctx, v, p, null, keepsAccounts, 0.03);
      const first = v.relations[0];
      if (first && (v.relations.length === 1 ? rng.chance(0.6) : rng.chance(0.05))) {
        v.defaultPropertyId = first.prop.id;
        // A building's own vendor that now and then works elsewhere: the bill, not the default, says where.
        if (v.relations.length === 1 && rng.chance(0.25)) {
          const other = rng.pick(pool);
          if (other !== first.prop) relate(ctx, v, other, null, keepsAccounts, 0.03);
        }
      }
    }
    out.push(v);
  }
  return out;
}
