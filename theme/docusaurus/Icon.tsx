import type { ReactNode, SVGProps } from 'react';

/**
 * `@theme/Icon/<Name>`: the small icons of Docusaurus's classic theme that site components import (a toolbar's
 * "copied" check is `@theme/Icon/Success`). Drawn by us on a 24-unit grid in the current colour; the props a
 * component passes (`className`, `width`, `style`, `aria-label`) go to the `<svg>`, as Docusaurus's do.
 */
type IconProps = SVGProps<SVGSVGElement>;

/** An outlined icon of strokes (lines and arcs), like most of the set. */
const stroked = (body: ReactNode, name: string) => {
  const Icon = (props: IconProps) => (
    <svg
      viewBox="0 0 24 24"
      width={24}
      height={24}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {body}
    </svg>
  );
  Icon.displayName = `Icon${name}`;
  return Icon;
};

/** Each icon by its module name under `@theme/Icon/`. */
export const ICONS = {
  Arrow: stroked(<path d="M9 6l6 6-6 6" />, 'Arrow'),
  Close: stroked(<path d="M6 6l12 12M18 6L6 18" />, 'Close'),
  Copy: stroked(
    <>
      <rect x="8" y="8" width="12" height="12" rx="2" />
      <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
    </>,
    'Copy',
  ),
  DarkMode: stroked(<path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />, 'DarkMode'),
  Edit: stroked(<path d="M4 20h4L19 9l-4-4L4 16v4zM13 7l4 4" />, 'Edit'),
  ExternalLink: stroked(
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
    'ExternalLink',
  ),
  Home: stroked(<path d="M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10" />, 'Home'),
  Language: stroked(
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z" />
    </>,
    'Language',
  ),
  LightMode: stroked(
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </>,
    'LightMode',
  ),
  Menu: stroked(<path d="M4 6h16M4 12h16M4 18h16" />, 'Menu'),
  Success: stroked(<path d="M4 12.5l5 5L20 6.5" />, 'Success'),
  SystemColorMode: stroked(
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 3v18a9 9 0 0 0 0-18z" fill="currentColor" />
    </>,
    'SystemColorMode',
  ),
  WordWrap: stroked(<path d="M4 6h16M4 12h13a3 3 0 0 1 0 6h-4M15 16l-2 2 2 2M4 18h5" />, 'WordWrap'),
};

export type IconName = keyof typeof ICONS;
