import type { PortResult } from '@portail/application';
import { err, ok } from '@portail/application';
import type { StaffProfile } from '@portail/domain';
import { defaultHabilitationsFor, httpErrorFor } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { BackOfficeShellViewModel } from './back-office-shell.view-model.ts';

const SCREENS = [
  { area: 'historique', path: 'historique', label: 'Historique' },
  { area: 'habilitations', path: 'habilitations', label: 'Habilitations' },
  { area: 'contenus', path: 'contenus', label: 'Contenus' },
  { area: 'modeles-mails', path: 'modeles-mails', label: 'Modèles de mails' },
] as const;

function staff(roles: readonly string[]): StaffProfile {
  return {
    login: `${roles[0] ?? 'x'}@mutuelle.fr`,
    email: 'x@mutuelle.fr',
    roles: roles.map((code) => ({ code, label: code === 'Admin' ? 'Administrateur Digital' : code })),
    habilitations: defaultHabilitationsFor(roles),
  };
}

function shell(me: () => PortResult<StaffProfile>) {
  const redirects: string[] = [];
  const vm = new BackOfficeShellViewModel({
    staffProfile: { me },
    identity: { logout: () => Promise.resolve(ok({ logoutUrl: '/au-revoir' })) },
    navigation: { redirect: (url) => void redirects.push(url) },
    screens: SCREENS,
  });
  return { vm, redirects };
}

describe('BackOfficeShellViewModel', () => {
  it('lists the areas an Administrateur Digital may read, in the domain order, with the role label', async () => {
    const { vm } = shell(() => Promise.resolve(ok(staff(['Admin', 'BackEndUser']))));
    expect(vm.state).toBe('loading');
    await vm.load();
    expect(vm.state).toBe('ready');
    expect(vm.navigation.map((s) => s.label)).toEqual([
      'Contenus',
      'Modèles de mails',
      'Habilitations',
      'Historique',
    ]);
    expect(vm.access?.roleLabel).toBe('Administrateur Digital');
    expect(vm.access?.name).toBe('Admin@mutuelle.fr');
  });

  it('shows a Consultant only what they may read (no mail templates, no habilitations)', async () => {
    const { vm } = shell(() => Promise.resolve(ok(staff(['Consultant', 'BackEndUser']))));
    await vm.load();
    expect(vm.navigation.map((s) => s.area)).toEqual(['contenus', 'historique']);
    expect(vm.access?.can('contenus', 'update')).toBe(false);
    expect(vm.access?.roleLabel).toBe('Consultant');
  });

  it('tells a member session apart (403) from a failure (its French message)', async () => {
    const member = shell(() => Promise.resolve(err(httpErrorFor(403))));
    await member.vm.load();
    expect(member.vm.state).toBe('member');
    expect(member.vm.navigation).toEqual([]);
    const down = shell(() => Promise.resolve(err(httpErrorFor(500))));
    await down.vm.load();
    expect(down.vm.state).toBe('failed');
    expect(down.vm.failure).toBe(httpErrorFor(500).message);
  });

  it('signs out once and leaves for the logout URL, or the portal home when the call failed', async () => {
    const { vm, redirects } = shell(() => Promise.resolve(ok(staff(['Admin']))));
    await Promise.all([vm.signOut(), vm.signOut()]);
    expect(redirects).toEqual(['/au-revoir']);
    const failing = new BackOfficeShellViewModel({
      staffProfile: { me: () => Promise.resolve(ok(staff(['Admin']))) },
      identity: { logout: () => Promise.resolve(err(httpErrorFor(500))) },
      navigation: { redirect: (url) => void redirects.push(url) },
      screens: SCREENS,
    });
    await failing.signOut();
    expect(redirects).toEqual(['/au-revoir', '/']);
  });
});
