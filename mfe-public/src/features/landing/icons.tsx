import { HERO_PATHS, SvgIcon } from './hero-icons';

/**
 * Inline stroke icons (24×24), by name: the sections below the hero. No image requests: the CSP allows only 'self',
 * and inline SVG costs no round trip. The hero's own two are in hero-icons.tsx, in the landing's first chunk.
 */
const PATHS = {
  ...HERO_PATHS,
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 3',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4M8 14h3',
  database:
    'M12 4c4.4 0 8 1.3 8 3s-3.6 3-8 3-8-1.3-8-3 3.6-3 8-3zM4 7v10c0 1.7 3.6 3 8 3s8-1.3 8-3V7M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3',
  globe:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z',
  voice: 'M4 10v4M8 7v10M12 4v16M16 8v8M20 11v2',
  chart: 'M4 20h16M7 16v-5M12 16V6M17 16v-8',
  document: 'M6 3h9l4 4v14H6zM14 3v5h5M9 13h7M9 17h7',
  transfer: 'M4 8h14l-3-3M20 16H6l3 3',
  message: 'M4 5h16v11H9l-5 4z',
  health: 'M10 4h4v6h6v4h-6v6h-4v-6H4v-4h6z',
  tooth:
    'M7 3C4.5 3 3 5 3 7.5c0 3 1.5 4.5 2 7.5.5 3 1 6 2.5 6S9 17 12 17s3.5 4 5 4 2-3 2.5-6c.5-3 2-4.5 2-7.5C21.5 5 20 3 17.5 3 15 3 14 4.5 12 4.5S9.5 3 7 3z',
  wrench: 'M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.8-.7-.7-2.8z',
  scale: 'M12 3v18M6 21h12M4 7h16M7 7l-3 7a3 3 0 0 0 6 0zM17 7l-3 7a3 3 0 0 0 6 0z',
  home: 'M3 11l9-7 9 7M5 10v10h14V10M10 20v-6h4v6',
  utensils: 'M7 3v18M4 3v5a3 3 0 0 0 6 0V3M17 21V3c-2 1-3.5 3.5-3.5 7H17',
  car: 'M3 13l2-6h14l2 6v5H3zM3 13h18M6 18v2M18 18v2M7 15.5h1M16 15.5h1',
  scissors:
    'M9 6a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM8.1 8.1L20 20M8.1 15.9L20 4',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  plug: 'M9 3v5M15 3v5M6 8h12v3a6 6 0 0 1-12 0zM12 17v4',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  chevron: 'M6 9l6 6 6-6',
  sparkle: 'M12 3l2 6 6 2-6 2-2 6-2-6-6-2 6-2z',
} as const;

export type IconName = keyof typeof PATHS;

export function isIconName(name: string | null | undefined): name is IconName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(PATHS, name);
}

/** A decorative icon by name (hidden from assistive technology; the text next to it carries the meaning). */
export function Icon({ name, size = 22 }: { name: IconName; size?: number }) {
  return <SvgIcon path={PATHS[name]} size={size} />;
}
