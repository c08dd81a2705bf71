import type { RenderLayout } from '../types';
import { renderSupplyInvoice } from './supply';

/** A supply-house invoice long enough to run onto a second page ("Page 1 of 2"). */
export const renderTwoPage: RenderLayout = async (doc, random) => [await renderSupplyInvoice(doc, random, random.int(16, 26), 2)];
