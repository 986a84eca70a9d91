import { createServerModuleRunnerTransport, type ViteDevServer } from 'vite';
import { ESModulesEvaluator, ModuleRunner } from 'vite/module-runner';

/** Evaluates modules as Vite's own evaluator does, importing a package's bundle instead of the package when it has one. */
class BundledPackagesEvaluator extends ESModulesEvaluator {
  constructor(private readonly bundles: Promise<ReadonlyMap<string, string>>) {
    super();
  }

  override async runExternalModule(file: string): Promise<unknown> {
    return super.runExternalModule((await this.bundles).get(file) ?? file);
  }
}

/**
 * What `server.ssrLoadModule` does (the server's SSR environment, its transforms, its invalidation when a file
 * changes), with the module runner's default `import.meta`. Vite's own runner gives each module Node's, whose resolve
 * function registers an off-thread module hook on Node 20 (no `module.registerHooks` before 22.15): from then on
 * every import of the process (Chakra, React, Panda…) waits on another thread. No module here resolves through
 * `import.meta`. (Vite's config loader registers the same hook when a file the config imports names that function,
 * even in a comment: this one doesn't spell it.) `bundles` maps packages to their bundles (ssr-dependency-bundles.ts).
 * A new runner each call: its caller keeps it for as long as it needs it.
 */
export function createSsrModuleRunner(server: ViteDevServer, bundles: Promise<ReadonlyMap<string, string>> = Promise.resolve(new Map())): ModuleRunner {
  const environment = server.environments.ssr;
  return new ModuleRunner(
    {
      transport: createServerModuleRunnerTransport({ channel: environment.hot }),
      // A changed file is evaluated again on the next request, as ssrLoadModule's runner does; nothing logged for it.
      hmr: server.config.server.hmr !== false && { logger: false },
    },
    new BundledPackagesEvaluator(bundles),
  );
}
