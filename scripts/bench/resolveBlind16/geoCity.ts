/** A compact way to write cities in the metro tables. */
import type { City } from './model';

export interface CityOpts {
  weight?: number;
  alt?: string[];
  hoods?: string[];
  hyphen?: string[];
  streets?: string[];
  urbs?: string[];
  quad?: boolean;
  rural?: boolean;
}

export function city(name: string, zips: string, county: string, o: CityOpts = {}): City {
  return {
    name,
    zips: zips.split(' '),
    county,
    weight: o.weight ?? 1,
    alt: o.alt ?? [],
    hoods: o.hoods ?? [],
    hyphen: o.hyphen ?? [],
    streets: o.streets ?? [],
    urbs: o.urbs ?? [],
    quad: o.quad ?? false,
    rural: o.rural ?? false,
  };
}

export const words = (s: string): string[] => s.split('|').map((w) => w.trim()).filter((w) => w.length > 0);
