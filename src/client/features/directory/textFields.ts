/** A column of an inline edit row: one text input per field of the contract's body. */
export interface TextField<F extends string> {
  field: F;
  label: string;
  /** Typed as one line, separated by commas; sent as a list. */
  list?: boolean;
  placeholder?: string;
}

export type TextValues<F extends string> = Record<F, string>;

/** "a, b; c" or one per line as ["a", "b", "c"]. */
export const splitList = (text: string): string[] =>
  text
    .split(/[,;\n]/)
    .map((part) => part.trim())
    .filter(Boolean);

/** What the inputs hold for an entry (or blank for a new one): text only, lists joined. */
export function textValues<F extends string>(fields: readonly TextField<F>[], entry: Partial<Record<F, unknown>> | null): TextValues<F> {
  const shown = (value: unknown) => (Array.isArray(value) ? value.join(', ') : typeof value === 'string' ? value : '');
  return Object.fromEntries(fields.map(({ field }) => [field, shown(entry?.[field])])) as TextValues<F>;
}

/** The inputs as the contract's schema takes them. */
export const textInput =
  <F extends string>(fields: readonly TextField<F>[]) =>
  (values: TextValues<F>) =>
    Object.fromEntries(fields.map(({ field, list }) => [field, list ? splitList(values[field]) : values[field]]));

const LIST_HINT = 'Separated by commas';

export const PROPERTY_FIELDS = [
  { field: 'name', label: 'Name' },
  { field: 'aliases', label: 'Aliases', list: true, placeholder: LIST_HINT },
  { field: 'address', label: 'Address' },
  { field: 'city', label: 'City' },
  { field: 'state', label: 'State' },
  { field: 'zip', label: 'ZIP' },
] as const satisfies readonly TextField<string>[];

export const UNIT_FIELDS = [
  { field: 'unit', label: 'Unit', placeholder: '204, B, Suite 3' },
  { field: 'address', label: 'Own address', placeholder: "Blank: the property's" },
] as const satisfies readonly TextField<string>[];

export const GL_FIELDS = [
  { field: 'number', label: 'Number' },
  { field: 'name', label: 'Name' },
] as const satisfies readonly TextField<string>[];
