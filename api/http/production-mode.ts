// Production mode for the process: imported first by every production entry (scripts/serve.ts,
// api/server.ts), because React and other libraries choose their build from NODE_ENV when they
// are first imported. Here rather than in package.json: it then holds however the entry is started
// (npm start, node scripts/serve.ts, a container's command, the tests) without shell syntax, and
// ES modules are evaluated in import order, so every later import sees it. An explicit value wins.
process.env.NODE_ENV ??= 'production'
