// The ceiling: a bare Fastify route answering a constant JSON body of a given size, on 127.0.0.1.
// Usage: node ceiling-server.mjs <port> <bytes>
import Fastify from "fastify";

const [port, bytes] = process.argv.slice(2).map(Number);
const body = JSON.stringify({ data: "x".repeat(Math.max(0, bytes - 12)) });
const app = Fastify({ logger: false });
app.get("/ceiling", async (_request, reply) => reply.type("application/json").send(body));
await app.listen({ host: "127.0.0.1", port });
process.on("SIGTERM", () => app.close().then(() => process.exit(0)));
