import type { RenderLayout } from '../types';
import { renderHvac } from './hvac';
import { renderModern } from './modern';
import { renderPlumbing } from './plumbing';

/** Three one-page invoices in one PDF, as vendors batch them. */
export const renderMulti: RenderLayout = async (doc, random) => {
  const render = random.pick([renderPlumbing, renderModern, renderHvac]);
  const invoices = [];
  for (let index = 0; index < 3; index++) invoices.push(...(await render(doc, random)));
  return invoices;
};
