// This app is a Module Federation remote: the shell loads its "./routes" (src/routes.tsx) through
// remoteEntry.js / mf-manifest.json. The main entry is intentionally empty.
export {};
