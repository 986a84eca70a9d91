// Run by tests/engine/dev-server-module-hooks.test.ts in a process of its own: starts the project's dev server, asks
// for its home page, and prints how many off-thread module hooks the process registered meanwhile, and the status.
import module from 'node:module';

let registered = 0;
const register = module.register;
module.register = function countedRegister(...args) {
  registered += 1;
  return register.apply(this, args);
};

const { createServer } = await import('vite');
const server = await createServer({ root: process.argv[2], logLevel: 'silent', server: { port: 0, host: '127.0.0.1' } });
await server.listen();
const response = await fetch(new URL('/', server.resolvedUrls.local[0]));
await response.text();
await server.close();
console.log(JSON.stringify({ status: response.status, registered }));
process.exit(0);
