import { join } from 'node:path';
import { build as viteBuild } from 'vite';
import type { LogLevel, Plugin } from 'vite';

/** After the portal's build, the pre-rendering build (`configFile` in `mode`) into `<outDir>/server`. */
export function prerenderBuild(configFile: string, mode: string): Plugin {
  let outDir = '';
  let logLevel: LogLevel = 'warn';
  return {
    name: 'portail:prerender-build',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      logLevel = config.logLevel ?? 'warn';
    },
    async closeBundle() {
      await viteBuild({
        configFile,
        mode,
        logLevel,
        build: { outDir: join(outDir, 'server') },
      });
    },
  };
}
