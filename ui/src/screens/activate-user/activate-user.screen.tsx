import { PlaceholderScreen } from '../placeholder/placeholder-screen.tsx';

export function Component() {
  return <PlaceholderScreen back={{ to: '/' }} />;
}
