import { readdir, readFile } from 'node:fs/promises';
import { cpuMsOfPid } from './server-process.ts';

interface ProcStat {
  readonly pid: number;
  readonly ppid: number;
}

async function statOf(pid: number): Promise<ProcStat | undefined> {
  try {
    const stat = await readFile(`/proc/${String(pid)}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { pid, ppid: Number(fields[1]) };
  } catch {
    return undefined; // gone in the meantime
  }
}

async function allProcesses(): Promise<ProcStat[]> {
  const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name)).map(Number);
  const stats = await Promise.all(pids.map(statOf));
  return stats.filter((stat): stat is ProcStat => stat !== undefined);
}

/** CPU time (user + system, ms) used so far by `root` and every live process below it. */
export async function treeCpuMs(root: number): Promise<number> {
  const all = await allProcesses();
  const tree = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const stat of all) {
      if (!tree.has(stat.pid) && tree.has(stat.ppid)) {
        tree.add(stat.pid);
        grew = true;
      }
    }
  }
  const times = await Promise.all([...tree].map((pid) => cpuMsOfPid(pid).catch(() => 0)));
  return times.reduce((sum, ms) => sum + ms, 0);
}

/** The postmaster of the PostgreSQL server listening on `port` (its command line holds `-p <port>`). */
export async function postmasterOf(port: number): Promise<number | undefined> {
  for (const { pid } of await allProcesses()) {
    const command = await readFile(`/proc/${String(pid)}/cmdline`, 'utf8').catch(() => '');
    const args = command.split('\0');
    const portAt = args.indexOf('-p');
    if (args[0]?.endsWith('/postgres') === true && portAt > 0 && args[portAt + 1] === String(port))
      return pid;
  }
  return undefined;
}
