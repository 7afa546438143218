import type { Plugin } from 'vite'

/**
 * Paraglide's SDK leaves timers behind, so `vite build` lingers ~30 s after it has finished.
 * Once every environment is built there is nothing left to wait for: exit.
 */
export function exitWhenBuilt(): Plugin {
  return {
    name: 'exit-when-built',
    apply: 'build',
    buildApp: {
      order: 'post',
      async handler(builder) {
        const environments = Object.values(builder.environments)
        if (environments.length > 0 && environments.every((environment) => environment.isBuilt)) {
          setTimeout(() => process.exit(0), 100).unref()
        }
      },
    },
  }
}
