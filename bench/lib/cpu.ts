/**
 * CPU time spent by the processes of a scenario, from Linux's /proc (utime + stime of every thread of a
 * process). Used to say where a request's cost goes: the server, PostgreSQL, the load generator.
 */
import { execSync } from 'node:child_process'
import fs from 'node:fs'

let ticksPerSecond: number | undefined
const ticks = () => {
  ticksPerSecond ??= Number(execSync('getconf CLK_TCK').toString().trim()) || 100
  return ticksPerSecond
}

/** CPU seconds a process has used so far (its threads included), or NaN when it is gone. */
export function processCpuSeconds(pid: number): number {
  try {
    // The fields after the command name (which may hold spaces) start at the third: utime is the 14th.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return (Number(fields[11]) + Number(fields[12])) / ticks()
  } catch {
    return Number.NaN
  }
}

/**
 * CPU seconds used so far by every PostgreSQL process of this machine (backends, WAL writer, checkpointer…);
 * meaningful only when the database server is local, and only as a difference over a window in which its
 * backends stay up (a pool's connections do).
 */
export function postgresCpuSeconds(): number {
  let total = 0
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      if (!fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').startsWith('postgres')) continue
    } catch {
      continue
    }
    const seconds = processCpuSeconds(Number(entry))
    if (Number.isFinite(seconds)) total += seconds
  }
  return total
}

/** This process's own CPU seconds (the load generator's, while it runs a load). */
export const ownCpuSeconds = (): number => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1e6
}
