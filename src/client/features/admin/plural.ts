/** "1 client", "3 clients": the panel's nouns all take a plain s. */
export const plural = (count: number, noun: string): string => `${count} ${noun}${count === 1 ? '' : 's'}`;
