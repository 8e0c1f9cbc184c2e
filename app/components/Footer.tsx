import type { Navigation, Resolved, Settings } from '../content/schema.ts';

interface FooterProps {
  navigation: Resolved<Navigation>;
  settings: Settings;
}

export function Footer({ settings }: FooterProps) {
  return (
    <footer>
      <p>
        © {settings.copyrightYear} {settings.legalName}
      </p>
    </footer>
  );
}
