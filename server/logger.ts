import type { LogLevel } from './config'

type Fields = Record<string, unknown>
export type Logger = Record<'debug' | 'info' | 'warn' | 'error', (message: string, fields?: Fields) => void>

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 }

/** One line per event: time, level, message, then the fields as JSON. */
export function createLogger(level: LogLevel): Logger {
  const at =
    (eventLevel: Exclude<LogLevel, 'silent'>) =>
    (message: string, fields?: Fields): void => {
      if (RANK[eventLevel] < RANK[level]) return
      const line = `${new Date().toISOString()} ${eventLevel.toUpperCase()} ${message}${fields ? ` ${JSON.stringify(fields)}` : ''}`
      if (eventLevel === 'error' || eventLevel === 'warn') console.error(line)
      else console.log(line)
    }
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') }
}

export const silentLogger: Logger = createLogger('silent')
