// Builds one remote and publishes it as a new version to the release registry (docs/deployment.md, "Remote
// releases"): `npm run release -- mfe-billing`. The version is the remote's package.json semver plus a hash of the
// built files (the server computes it); a version is published once. Publishing needs the remote's deploy key,
// created by a platform admin on the Releases screen: REMOTE_DEPLOY_KEY=vrk_... and RELEASE_API_URL (default
// http://localhost:3000). `--no-build` publishes the dist folder as it is (a CI step that built it already);
// `--dist=<folder>` publishes another folder holding the remote's build (implies --no-build).
// The new version is not live until it is promoted (or given a canary) on the Releases screen.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { buildApp } from './build.mjs';
import { log, REMOTES, ROOT } from './lib.mjs';

/** What a remote needs at run time: no source maps, no dotfiles (.build-stamp), no build statistics. */
function isPublishedFile(path) {
  const name = path.split('/').pop() ?? '';
  return (
    !path.split('/').some((segment) => segment.startsWith('.')) &&
    !/\.map(\.(br|gz))?$/.test(name) &&
    !/^mf-(manifest-)?stats\.json/.test(name)
  );
}

function filesOf(dir) {
  const out = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else out.push(relative(dir, file).split(sep).join('/'));
    }
  };
  walk(dir);
  return out.filter(isPublishedFile).sort();
}

async function main() {
  const args = process.argv.slice(2);
  const app = args.find((arg) => !arg.startsWith('--'));
  if (!app || !REMOTES.some((remote) => remote.folder === app)) {
    throw new Error(
      `Usage: npm run release -- <remote> [--no-build | --dist=<folder>], one of: ${REMOTES.map((r) => r.folder).join(', ')}`,
    );
  }
  const key = process.env.REMOTE_DEPLOY_KEY;
  if (!key) {
    throw new Error(
      'Set REMOTE_DEPLOY_KEY to the deploy key of this remote (created on the Releases screen, /super-admin/releases).',
    );
  }
  const api = (process.env.RELEASE_API_URL ?? 'http://localhost:3000').replace(/\/$/, '');
  const distOption = args.find((arg) => arg.startsWith('--dist='))?.slice('--dist='.length);
  if (!distOption && !args.includes('--no-build')) await buildApp(app);
  const dist = distOption ? resolve(distOption) : join(ROOT, app, 'dist');
  const { version } = JSON.parse(readFileSync(join(ROOT, app, 'package.json'), 'utf8'));
  const form = new FormData();
  form.append('version', version);
  const files = filesOf(dist);
  for (const file of files) form.append(file, new Blob([readFileSync(join(dist, file))]), file);
  log(`Publishing ${app} ${version} (${files.length} files) to ${api}...`);
  const response = await fetch(`${api}/api/remote-releases/${app}`, {
    method: 'POST',
    headers: { 'x-deploy-key': key },
    body: form,
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok) {
    const details = Object.values(body.errors ?? {}).flat();
    throw new Error(
      [`Publishing failed (${response.status}): ${body.message ?? ''}`, ...details].join('\n  '),
    );
  }
  log(`Published ${app} ${body.data.version}: ${api}${body.data.manifest_url}`);
  log('Promote it or start a canary on the Releases screen (/super-admin/releases).');
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
