import { z } from 'zod';
import { requiredText } from './common';

/**
 * A reviewer's choice of an invoice's place in its client's directory (issue 16): one of its
 * properties, and one of that property's units or null for the whole property. The answer is
 * the invoice's detail, as an edit's is.
 */
export const placeChoiceBody = z.object({ propertyId: requiredText(64), unitId: requiredText(64).nullable() });
export type PlaceChoiceBody = z.infer<typeof placeChoiceBody>;
