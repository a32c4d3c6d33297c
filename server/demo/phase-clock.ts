/** Wall and CPU seconds of a phase; CPU is the whole process's (the embedded database's thread included). */
export interface PhaseTime {
  wall: number;
  cpu: number;
}

/** Laps of wall and process CPU time: what a seeding step cost, beside how long it took on a shared machine. */
export function phaseClock(): { lap(): PhaseTime } {
  let wall = performance.now();
  let cpu = process.cpuUsage();
  return {
    lap() {
      const used = process.cpuUsage(cpu);
      const time = { wall: (performance.now() - wall) / 1000, cpu: (used.user + used.system) / 1e6 };
      wall = performance.now();
      cpu = process.cpuUsage();
      return time;
    },
  };
}

export const describePhase = (t: PhaseTime): string => `${t.wall.toFixed(1)} s, ${t.cpu.toFixed(1)} CPU-s`;
