// The floor of the server benchmarks: a bare Node HTTP server answering /api/health, run with `node -e`.

export const bareServerScript = `require('node:http').createServer((q, s) => { s.setHeader('content-type', 'application/json'); s.end('{"status":"ok"}'); }).listen(Number(process.env.PORT), '127.0.0.1');`;
