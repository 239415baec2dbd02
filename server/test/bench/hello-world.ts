// The reference of throughput.ts: Fastify's hello-world, alone in its process, on 127.0.0.1 and a free port, or --port=N
// (printed as "listening <url>"). Stops on SIGTERM.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

const port = Number(process.argv.find((arg) => arg.startsWith('--port='))?.slice(7) ?? 0);
app.listen({ port, host: '127.0.0.1' }).then(
  (url) => {
    console.info(`listening ${url}`);
    process.once('SIGTERM', () => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
