// Run by tests/engine/dev-server-start.test.ts in a process of its own: starts the project's dev server, asks for its
// home page, and prints how many off-thread module hooks the process registered meanwhile, whether Panda was loaded
// by then, which files the page renderer had Node import for Chakra UI and lucide-react, the status, and how many of
// the module runners used were left open once it closed. Then, once the browser dependencies are optimised, it starts
// the server again and prints whether that start optimised them again (no other part of the dev server may write the
// dependency cache with a configuration of its own), and how many of Panda's generated modules it evaluated.
import { existsSync } from 'node:fs';
import module, { createRequire } from 'node:module';
import { join } from 'node:path';

let registered = 0;
const register = module.register;
module.register = function countedRegister(...args) {
  registered += 1;
  return register.apply(this, args);
};

// Every file the page renderer's module runner has Node import (its evaluator's, engine/prerender/ssr-module-runner.ts).
const { ESModulesEvaluator } = await import('vite/module-runner');
const importedByNode = [];
const runExternalModule = ESModulesEvaluator.prototype.runExternalModule;
ESModulesEvaluator.prototype.runExternalModule = function recorded(file) {
  importedByNode.push(file);
  return runExternalModule.call(this, file);
};
// The module runners that imported something: all of them must be closed once their server is.
const { ModuleRunner } = await import('vite/module-runner');
const runners = new Set();
const runnerImport = ModuleRunner.prototype.import;
ModuleRunner.prototype.import = function tracked(url) {
  runners.add(this);
  return runnerImport.call(this, url);
};
// And how many of Panda's generated modules (styled-system/) a module runner evaluates: the style modules' compiler's.
let styledSystemEvaluated = 0;
const runInlinedModule = ESModulesEvaluator.prototype.runInlinedModule;
ESModulesEvaluator.prototype.runInlinedModule = function counted(context, code, module) {
  if (/[\\/]styled-system[\\/]/.test(module?.file ?? '')) styledSystemEvaluated += 1;
  return runInlinedModule.call(this, context, code, module);
};

const { createLogger, createServer } = await import('vite');
const root = process.argv[2];
const said = [];
const logger = createLogger('info');
logger.info = (message) => said.push(message);
const start = () => createServer({ root, customLogger: logger, server: { port: 0, host: '127.0.0.1' } });

const first = await start();
await first.listen();
const response = await fetch(new URL('/', first.resolvedUrls.local[0]));
await response.text();
const registeredByFirstPage = registered;
const slowPackages = importedByNode
  .filter((file) => /\/(@chakra-ui|lucide-react|ssr-dependencies)\//.test(file))
  .map((file) => file.slice(file.lastIndexOf('node_modules/')));
const pandaLoadedByFirstPage = Object.keys(createRequire(import.meta.url).cache).some((file) => file.includes('/@pandacss/'));
// A fresh clone's first start optimises its dependencies beside the first page: the second start must find them.
const metadata = join(first.config.cacheDir, 'deps', '_metadata.json');
for (let waited = 0; !existsSync(metadata) && waited < 60_000; waited += 100) await new Promise((done) => setTimeout(done, 100));
await first.close();
const runnersUsed = runners.size;
const runnersLeftOpen = [...runners].filter((runner) => !runner.isClosed()).length;

said.length = 0;
styledSystemEvaluated = 0;
const second = await start();
await second.listen();
await (await fetch(new URL('/', second.resolvedUrls.local[0]))).text();
await second.close();
console.log(
  JSON.stringify({
    status: response.status,
    registered: registeredByFirstPage,
    pandaLoaded: pandaLoadedByFirstPage,
    slowPackages,
    metadata: existsSync(metadata),
    optimisedAgain: said.filter((message) => /optimiz/i.test(message)),
    styledSystemEvaluatedOnRestart: styledSystemEvaluated,
    runnersUsed,
    runnersLeftOpen,
  }),
);
process.exit(0);
