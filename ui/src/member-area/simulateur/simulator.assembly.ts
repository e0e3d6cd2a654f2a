import { LoadRenforts, LoadSimulator, RequestRenfort } from '@portail/application';
import type { MemberArea } from '../member-area.assembly.ts';
import { RenfortsViewModel } from './renforts.view-model.ts';
import { SimulatorViewModel } from './simulator.view-model.ts';

/** The simulator's view-models over the area's port, built in the screen's own chunk (one per visit). */
export function assembleSimulator(area: Pick<MemberArea, 'services'>): SimulatorViewModel {
  const { simulator, notify } = area.services;
  return new SimulatorViewModel({
    loadSimulator: new LoadSimulator(simulator),
    notify,
    renforts: new RenfortsViewModel({
      loadRenforts: new LoadRenforts(simulator),
      requestRenfort: new RequestRenfort(simulator),
      notify,
    }),
  });
}
