import { Link } from 'react-router';
import type { Navigation, Resolved, Settings } from '../content/schema.ts';

interface HeaderProps {
  navigation: Resolved<Navigation>;
  settings: Settings;
  path: string;
}

export function Header({ navigation, settings }: HeaderProps) {
  return (
    <header>
      <Link to="/">{settings.brand}</Link>
      <nav aria-label="Main">
        {navigation.primary.map((item) => (
          <Link key={item.href} to={item.href}>
            {item.label}
          </Link>
        ))}
      </nav>
    </header>
  );
}
