import type { MemberArea } from './member-area.assembly.ts';
import { serviceToken } from '../app/platform/service-token.ts';

/**
 * The logged-in area (route `espace`): a factory that downloads the member area's code with the route and
 * assembles it (use cases, shell view-model, screen factories) — once per page load: the shell's state
 * (member, contracts, dialogs) survives the moves between the area's screens.
 */
export const MEMBER_AREA = serviceToken<() => Promise<MemberArea>>('MemberArea');
