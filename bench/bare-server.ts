// The floor of what Node and Fastify can do on this machine: one JSON route, no database. The search benchmark runs
// it beside the api so the two are measured in one run.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ status: 'ok', items: [1, 2, 3] }));
await app.listen({ port: Number(process.env.PORT ?? 8099), host: '127.0.0.1' });
console.log('ready');
