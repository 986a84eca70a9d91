// Throughput of the local backend over loopback HTTP and latency of generate-job-description.
// Run: npx tsx bench/backend/run.ts   (PGlite in memory; set DATABASE_URL to measure a PostgreSQL instead)
// Bounded loops only, loopback only: it measures this machine, not a hosted Supabase project.
import { performance } from 'node:perf_hooks';
import { LOCAL_ANON_KEY } from '../../supabase/local/keys.ts';
import { serveLocalBackend } from '../../supabase/local/local-backend.ts';

const INSERTS = 400;
const CONCURRENCY = 8;
const ASSESSMENTS = 100;
const FUNCTION_CALLS = 200;
const headers = { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}`, 'content-type': 'application/json' };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function post(url: string, body: unknown, expected: number): Promise<void> {
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  await response.arrayBuffer();
  if (response.status !== expected) throw new Error(`${url} answered ${response.status}, expected ${expected}`);
}

/** Runs `count` calls, `concurrency` at a time; returns calls per second. */
async function rate(count: number, concurrency: number, call: (index: number) => Promise<void>): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await call(next++);
    }),
  );
  return count / ((performance.now() - started) / 1000);
}

const run = `${Date.now()}`;
const backend = await serveLocalBackend(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {});
const engine = (await backend.database).engine;
try {
  const subscribe = (index: number) =>
    post(`${backend.url}/rest/v1/newsletter_subscriptions`, { email: `bench-${run}-${index}@exemple.fr`, opt_in_confirmed: true }, 201);
  await rate(20, 1, (index) => subscribe(1_000_000 + index)); // warm-up
  const sequential = await rate(INSERTS, 1, subscribe);
  const concurrent = await rate(INSERTS, CONCURRENCY, (index) => subscribe(INSERTS + index));

  const answers = Array.from({ length: 16 }, (_, index) => ({
    question_id: `q${index + 1}`,
    question_text: `Question ${index + 1}`,
    question_category: 'Stratégie et vision',
    answer_value: (index % 10) + 1,
  }));
  const assessments = await rate(ASSESSMENTS, 1, (index) =>
    post(
      `${backend.url}/rest/v1/rpc/submit_assessment`,
      { first_name: 'Bench', last_name: 'Mark', company: 'Bench', email: `bench-${run}-${index}@exemple.fr`, answers },
      200,
    ),
  );

  const body = {
    company_name: 'Maison Lefèvre & Cie',
    company_size: '11-49',
    sector: 'Retail',
    missions: 'Préparer le comité de direction\nPiloter le e-commerce',
    salary_range: '70 000 € – 90 000 €',
    email: 'rh@maison-lefevre.fr',
  };
  const latencies: number[] = [];
  for (let call = 0; call < FUNCTION_CALLS + 10; call += 1) {
    const started = performance.now();
    await post(`${backend.url}/functions/v1/generate-job-description`, body, 200);
    if (call >= 10) latencies.push(performance.now() - started); // the first 10 warm the JIT up
  }
  latencies.sort((a, b) => a - b);

  console.log(`Local backend benchmark (${engine}, loopback HTTP, Node ${process.version})`);
  console.table({
    'newsletter inserts, sequential': { value: `${sequential.toFixed(0)} inserts/s`, calls: INSERTS },
    [`newsletter inserts, ${CONCURRENCY} in flight`]: { value: `${concurrent.toFixed(0)} inserts/s`, calls: INSERTS },
    'submit_assessment (1 + 16 rows)': { value: `${assessments.toFixed(0)} calls/s`, calls: ASSESSMENTS },
    'generate-job-description p50': { value: `${percentile(latencies, 50).toFixed(2)} ms`, calls: FUNCTION_CALLS },
    'generate-job-description p95': { value: `${percentile(latencies, 95).toFixed(2)} ms`, calls: FUNCTION_CALLS },
  });
} finally {
  await backend.close();
}
