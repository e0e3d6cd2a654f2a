import { Link } from 'react-router';

/**
 * The two lists of « Demandes »: the members' requests (the queue) and the messages they start on a topic. Each
 * screen says which one it is (`aria-current`); the links are relative to it.
 */
export function DemandesTabs({ current }: { current: 'demandes' | 'messages' }) {
  const tabs = [
    { key: 'demandes', label: 'Demandes', to: current === 'demandes' ? '.' : '..' },
    { key: 'messages', label: 'Messages', to: current === 'messages' ? '.' : 'messages' },
  ] as const;
  return (
    <nav aria-label="Listes des demandes" className="dem-tabs">
      <ul>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link to={tab.to} aria-current={tab.key === current ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
