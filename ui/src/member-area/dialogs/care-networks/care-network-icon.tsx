import { EyeOpenIcon } from '@blueprintjs/icons/lib/esm/generated/components/eye-open';
import { HeartIcon } from '@blueprintjs/icons/lib/esm/generated/components/heart';
import { PersonIcon } from '@blueprintjs/icons/lib/esm/generated/components/person';
import { ShieldIcon } from '@blueprintjs/icons/lib/esm/generated/components/shield';
import { VolumeUpIcon } from '@blueprintjs/icons/lib/esm/generated/components/volume-up';
import type { ComponentType } from 'react';

type IconComponent = ComponentType<{ size?: number; className?: string }>;

/**
 * The icons a care network may name (Blueprint names of the reference data); icons are imported statically
 * (project rule), an unknown name shows the generic shield.
 */
const CARE_NETWORK_ICONS: Readonly<Record<string, IconComponent>> = Object.freeze({
  'eye-open': EyeOpenIcon,
  heart: HeartIcon,
  'volume-up': VolumeUpIcon,
  person: PersonIcon,
  shield: ShieldIcon,
});

export function CareNetworkIcon({ name }: { name: string }) {
  const Icon = Object.hasOwn(CARE_NETWORK_ICONS, name)
    ? (CARE_NETWORK_ICONS[name] ?? ShieldIcon)
    : ShieldIcon;
  return <Icon size={40} className="member-care-network-icon" />;
}
