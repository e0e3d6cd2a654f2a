import { describe, expect, it } from 'vitest';
import { createFaultSwitch, parseFaults } from './fault-switch.ts';

describe('parseFaults', () => {
  it('reads "upload-once" and counted faults', () => {
    expect(parseFaults('upload-once')).toEqual(new Map([['upload', 1]]));
    expect(parseFaults(' upload:3 ')).toEqual(new Map([['upload', 3]]));
    expect(parseFaults(undefined)).toEqual(new Map());
  });

  it('refuses an unknown fault name', () => {
    expect(() => parseFaults('database-once')).toThrow(/unknown fault "database-once"/);
  });
});

describe('createFaultSwitch', () => {
  it('fails exactly as many times as armed', () => {
    const faults = createFaultSwitch(parseFaults('upload:2'));
    expect([faults.take('upload'), faults.take('upload'), faults.take('upload')]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('can be armed and disarmed at run time', () => {
    const faults = createFaultSwitch();
    faults.arm('upload', 1);
    expect(faults.armed()).toEqual({ upload: 1 });
    faults.arm('upload', 0);
    expect(faults.take('upload')).toBe(false);
  });
});
