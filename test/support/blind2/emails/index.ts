import { Rng, hashSeed } from '../../blind/core/rng';
import { type BlindEmail } from '../types';
import { billTemplates1 } from './bills-1';
import { billTemplates2 } from './bills-2';
import { compose } from './compose';
import { type EmailTemplate } from './kit';
import { notBillTemplates } from './not-bills';

/** Every e-mail template, bills in the body first, in a fixed order. */
export const emailTemplates: readonly EmailTemplate[] = [...billTemplates1, ...billTemplates2, ...notBillTemplates];

export async function buildEmails(seed: number): Promise<BlindEmail[]> {
  const out: BlindEmail[] = [];
  for (const template of emailTemplates) {
    for (let n = 0; n < template.count; n += 1) {
      const id = `${template.id}-${String(n + 1).padStart(2, '0')}`;
      const built = await template.build(new Rng(hashSeed(seed, 'set2-email', template.id, n)), n, seed);
      out.push({ id, layout: template.id, raw: await compose(id, built.mail), expected: built.expected, portalLinks: built.portalLinks });
    }
  }
  return out;
}
