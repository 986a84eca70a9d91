import { SiteLogo } from 'virtual:shell-logo';

/** The site's logo (its definition's shell.logo) as the link to the home page, named by `label`. */
export function LogoLink({ name, label, inverted = false }: { name: string; label: string; inverted?: boolean }) {
  return (
    <a href="/" aria-label={label}>
      <SiteLogo name={name} inverted={inverted} />
    </a>
  );
}
