import { Link } from 'react-router-dom';
import { useBranding } from '@voice/ui';

export function TopNav() {
  const { appName } = useBranding();
  return (
    <header>
      <nav aria-label="Main">
        <Link to="/">{appName}</Link>
      </nav>
    </header>
  );
}
