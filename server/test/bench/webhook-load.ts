// The load generator of webhook-ingestion.ts, in its own process so that the server's CPU time is measured
// alone: reads the deliveries (JSON file given as argv[3]), sends each once to argv[2] with autocannon, and
// posts the result to its parent.
import fs from 'node:fs';
import autocannon from 'autocannon';

interface Delivery {
  body: string;
  headers: Record<string, string>;
}

const [url, file, connections] = process.argv.slice(2);
const list = JSON.parse(fs.readFileSync(file ?? '', 'utf8')) as Delivery[];
let next = 0;

autocannon({
  url: url ?? '',
  connections: Number(connections),
  amount: list.length,
  requests: [
    {
      method: 'POST',
      setupRequest: (req) => {
        const delivery = list[next % list.length] as Delivery;
        next += 1;
        return { ...req, method: 'POST', body: delivery.body, headers: delivery.headers };
      },
    },
  ],
})
  .then((result) => {
    process.send?.({
      total: result.requests.total,
      duration: result.duration,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      p50: result.latency.p50,
      p99: result.latency.p99,
    });
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
