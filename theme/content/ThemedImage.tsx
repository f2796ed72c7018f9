import type { ComponentProps } from 'react';

type ThemedImageProps = Omit<ComponentProps<'img'>, 'src'> & { sources: { light: string; dark: string } };

/**
 * Docusaurus's `<ThemedImage sources={{light, dark}} />`: both images are in the HTML and styles.css shows
 * the one matching `html[data-theme]` (the classes of `<Screenshot>`), so no script picks one at load.
 */
export function ThemedImage({ sources, alt = '', className, ...rest }: ThemedImageProps) {
  const cls = (mode: string) => `screenshot__img screenshot__img--${mode}${className ? ` ${className}` : ''}`;
  return (
    <>
      <img {...rest} alt={alt} className={cls('light')} src={sources.light} />
      <img {...rest} alt={alt} className={cls('dark')} src={sources.dark} />
    </>
  );
}
