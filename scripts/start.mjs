// `npm start`: install dependencies, build every app for production (pre-compressed), then start the one
// server (API + static builds + /remotes.json + the shell for every other path). The server migrates the
// embedded SQLite database under data/ and creates the first super admin when there is none.
import { install } from './install.mjs';

try {
  await install();
  const { build } = await import('./build.mjs');
  await build();
  const { startServer } = await import('./serve.mjs');
  await startServer();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
