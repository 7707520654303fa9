// Small inline SVG icons (no icon font, no glyphs a system font may lack); decorative, so hidden from screen readers.
import type { ReactNode } from 'react';

function Svg({ children }: { children: ReactNode }) {
  return (
    <svg
      className="icon"
      width="14"
      height="14"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const Icon = {
  play: () => (
    <Svg>
      <path d="M4.5 3v10l8.5-5z" fill="currentColor" />
    </Svg>
  ),
  step: () => (
    <Svg>
      <path d="M3.5 3.5v9l6-4.5z" fill="currentColor" />
      <path d="M12 3.5v9" />
    </Svg>
  ),
  pause: () => (
    <Svg>
      <path d="M5.5 3.5v9M10.5 3.5v9" />
    </Svg>
  ),
  stop: () => (
    <Svg>
      <rect x="4" y="4" width="8" height="8" rx="1" fill="currentColor" />
    </Svg>
  ),
  reset: () => (
    <Svg>
      <path d="M3 8a5 5 0 1 0 1.5-3.5" />
      <path d="M3 2.5v3h3" />
    </Svg>
  ),
  branch: () => (
    <Svg>
      <circle cx="4.5" cy="3.5" r="1.5" />
      <circle cx="4.5" cy="12.5" r="1.5" />
      <circle cx="11.5" cy="5.5" r="1.5" />
      <path d="M4.5 5v6M11.5 7c0 3-7 2-7 4" />
    </Svg>
  ),
  replay: () => (
    <Svg>
      <path d="M13 8a5 5 0 1 1-1.5-3.5" />
      <path d="M13 2.5v3h-3" />
    </Svg>
  ),
  edit: () => (
    <Svg>
      <path d="M10.5 2.5l3 3L6 13H3v-3z" />
    </Svg>
  ),
  sun: () => (
    <Svg>
      <circle cx="8" cy="8" r="3" />
      <path d="M8 1.5v1.5M8 13v1.5M1.5 8H3M13 8h1.5M3.4 3.4l1 1M11.6 11.6l1 1M3.4 12.6l1-1M11.6 4.4l1-1" />
    </Svg>
  ),
  moon: () => (
    <Svg>
      <path d="M13 9.5A5.5 5.5 0 0 1 6.5 3a5.5 5.5 0 1 0 6.5 6.5z" />
    </Svg>
  ),
  system: () => (
    <Svg>
      <circle cx="8" cy="8" r="5.5" />
      <path d="M8 2.5v11a5.5 5.5 0 0 0 0-11z" fill="currentColor" />
    </Svg>
  ),
  settings: () => (
    <Svg>
      <path d="M2.5 4.5h11M2.5 11.5h11" />
      <circle cx="6" cy="4.5" r="1.6" fill="currentColor" />
      <circle cx="10" cy="11.5" r="1.6" fill="currentColor" />
    </Svg>
  ),
  globe: () => (
    <Svg>
      <circle cx="8" cy="8" r="5.5" />
      <path d="M2.5 8h11M8 2.5c-2 2-2 9 0 11M8 2.5c2 2 2 9 0 11" />
    </Svg>
  ),
  book: () => (
    <Svg>
      <path d="M8 4.5C6.5 3.3 4.5 3 2.5 3.2v9.3c2-.2 4 .1 5.5 1.3 1.5-1.2 3.5-1.5 5.5-1.3V3.2C11.5 3 9.5 3.3 8 4.5zM8 4.5v9.3" />
    </Svg>
  ),
  live: () => (
    <Svg>
      <circle cx="8" cy="8" r="1.6" fill="currentColor" />
      <path d="M5 5a4.2 4.2 0 0 0 0 6M11 5a4.2 4.2 0 0 1 0 6M3 3a7 7 0 0 0 0 10M13 3a7 7 0 0 1 0 10" />
    </Svg>
  ),
};
