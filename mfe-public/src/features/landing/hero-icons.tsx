// The hero's icons and the icon element every landing icon is drawn with: in the landing's first chunk.

/** The hero's icons (icons.tsx has the rest). */
export const HERO_PATHS = {
  phone:
    'M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z',
  check: 'M5 12l5 5L20 7',
} as const;

/** A decorative stroke icon (hidden from assistive technology; the text next to it carries the meaning). */
export function SvgIcon({ path, size = 22 }: { path: string; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
