// @ts-check
/**
 * One function that builds every app's webpack + Module Federation config, so that the shared map
 * (singletons and their required versions) can never drift between the shell and the remotes.
 */
const path = require('node:path');
const fs = require('node:fs');
const zlib = require('node:zlib');
const { DefinePlugin } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');

const ROOT = path.resolve(__dirname, '../../..');

/**
 * The one list of the apps (apps.json at the repository root).
 * @type {{ apiPort: number, shell: AppEntry, remotes: AppEntry[] }}
 * @typedef {{ folder: string, name: string, port: number }} AppEntry
 */
const APPS = require(path.join(ROOT, 'apps.json'));

/** The remotes: app folder -> federation name and dev-server port. */
const REMOTES = Object.fromEntries(
  APPS.remotes.map((remote) => [remote.folder, { name: remote.name, port: remote.port }]),
);
const SHELL_PORT = APPS.shell.port;
const API_PORT = APPS.apiPort;

/** Versions pinned once, in the pnpm catalog. */
function catalogVersions() {
  const text = fs.readFileSync(path.join(ROOT, 'pnpm-workspace.yaml'), 'utf8');
  /** @type {Record<string, string>} */
  const versions = {};
  const block = text.split(/^catalog:\s*$/m)[1] ?? '';
  for (const line of block.split('\n')) {
    if (/^\S/.test(line)) break;
    const m = line.match(/^\s+'?([^':]+)'?:\s*(\S+)/);
    if (m && m[1] && m[2]) versions[m[1]] = m[2];
  }
  return versions;
}

// Package entries only: the './testing' entries of the exports maps (test helpers) are never shared, and the lint
// rules keep them out of application code, so no production bundle carries them.
const WORKSPACE_SINGLETONS = [
  '@voice/api-client',
  '@voice/session',
  '@voice/ui',
  '@voice/contracts',
  // yup-based schemas: a separate share so that pages without forms never download yup.
  '@voice/contracts/schemas',
  // TanStack Query hooks shared by several remotes: a separate share so that the landing never downloads
  // @tanstack/react-query.
  '@voice/api-client/queries',
];

/** The shared map, identical for every app. */
function sharedMap() {
  const v = catalogVersions();
  /** @param {string} pkg */
  const req = (pkg) => {
    const version = v[pkg];
    if (!version) throw new Error(`${pkg} is not pinned in the pnpm catalog`);
    return `^${version}`;
  };
  /** @type {Record<string, {singleton?: boolean, requiredVersion: string, version?: string}>} */
  const shared = {
    react: { singleton: true, requiredVersion: req('react') },
    'react/': { singleton: true, requiredVersion: req('react') },
    'react-dom': { singleton: true, requiredVersion: req('react-dom') },
    'react-dom/': { singleton: true, requiredVersion: req('react-dom') },
    'react-router': { singleton: true, requiredVersion: req('react-router') },
    // react-router-dom re-exports 'react-router/dom', which imports react-router's internal chunks: without this
    // share every remote would bundle a second copy of the router (about 190 KB) next to the shared one.
    'react-router/': { singleton: true, requiredVersion: req('react-router') },
    'react-router-dom': { singleton: true, requiredVersion: req('react-router-dom') },
    zustand: { singleton: true, requiredVersion: req('zustand') },
    'zustand/middleware': { singleton: true, requiredVersion: req('zustand') },
    'styled-components': { singleton: true, requiredVersion: req('styled-components') },
    axios: { singleton: true, requiredVersion: req('axios') },
    formik: { singleton: true, requiredVersion: req('formik') },
    yup: { singleton: true, requiredVersion: req('yup') },
    // One QueryClient context for every remote (the shell provides the client).
    '@tanstack/react-query': { singleton: true, requiredVersion: req('@tanstack/react-query') },
  };
  for (const pkg of WORKSPACE_SINGLETONS) {
    shared[pkg] = { singleton: true, requiredVersion: '^0.0.0', version: '0.0.0' };
  }
  return shared;
}

/**
 * Only chunks with content get a content hash in their name; the federation runtime entry keeps a
 * stable name (a plain [contenthash] in output.filename breaks the federation build).
 * @param {any} pathData
 */
function hashedName(pathData) {
  const chunk = pathData.chunk;
  const hasContent = chunk && chunk.contentHash && chunk.contentHash.javascript;
  return hasContent ? '[name].[contenthash:10].js' : '[name].js';
}

/**
 * @param {{
 *   app: string,                // folder name, e.g. 'shell' or 'mfe-public'
 *   dir: string,                // the app's folder (__dirname of its webpack.config.js)
 *   exposes?: Record<string,string>,
 *   html?: { title: string },   // the shell only
 * }} options
 * @returns {(env: any, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createAppConfig(options) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const isShell = options.app === APPS.shell.folder;
    const remote = REMOTES[options.app];
    const federationName = isShell ? APPS.shell.name : remote?.name;
    if (!federationName) throw new Error(`Unknown app ${options.app}`);
    const port = isShell ? SHELL_PORT : (remote?.port ?? 0);

    /** @type {import('webpack').Configuration} */
    const config = {
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      context: options.dir,
      entry: { main: './src/index.ts' },
      output: {
        path: path.join(options.dir, 'dist'),
        publicPath: isShell ? '/build/shell/' : 'auto',
        filename: production ? hashedName : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        uniqueName: federationName,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
          { test: /\.md$/, type: 'asset/source' },
        ],
      },
      optimization: {
        // Named chunk ids keep library chunks recognisable (benchmarks and the e2e download checks).
        chunkIds: 'named',
      },
      performance: { hints: false },
      plugins: [
        new DefinePlugin({
          __APP_NAME__: JSON.stringify(options.app),
          __BUILD_VERSION__: JSON.stringify(process.env.BUILD_VERSION || 'dev'),
        }),
        new ModuleFederationPlugin({
          name: federationName,
          ...(isShell
            ? { remotes: {}, shareStrategy: 'loaded-first' }
            : {
                filename: 'remoteEntry.js',
                exposes: options.exposes ?? { './routes': './src/routes.tsx' },
              }),
          shared: sharedMap(),
          dts: false,
          manifest: { fileName: 'mf-manifest.json' },
          // The shell provides the federation runtime once; remotes use it instead of carrying their own copy.
          experiments: isShell ? { provideExternalRuntime: true } : { externalRuntime: true },
        }),
      ],
      devServer: {
        port,
        // Remotes reload the page on change: hot updates of a federated remote inside the host are not
        // applied reliably ("webpackHotUpdate<remote> is not a function"); the shell itself updates hot.
        hot: isShell,
        liveReload: true,
        historyApiFallback: isShell ? { index: '/build/shell/index.html' } : false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        devMiddleware: isShell ? { publicPath: '/build/shell/' } : {},
        proxy: isShell
          ? [
              {
                context: ['/api', '/remotes.json', '/build/mfe-', '/sandbox'],
                target: `http://localhost:${API_PORT}`,
              },
            ]
          : [],
      },
    };

    if (options.html) {
      config.plugins?.push(
        new HtmlWebpackPlugin({
          template: path.join(options.dir, 'src/index.html'),
          title: options.html.title,
          scriptLoading: 'defer',
        }),
      );
    }
    if (production) {
      const test = /\.(js|css|html|json|svg)$/;
      config.plugins?.push(
        new CompressionPlugin({
          test,
          algorithm: 'gzip',
          filename: '[path][base].gz',
          threshold: 0,
          minRatio: 1,
        }),
        new CompressionPlugin({
          test,
          algorithm: 'brotliCompress',
          filename: '[path][base].br',
          compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
          threshold: 0,
          minRatio: 1,
        }),
      );
    }
    return config;
  };
}

module.exports = {
  createAppConfig,
  sharedMap,
  catalogVersions,
  APPS,
  REMOTES,
  SHELL_PORT,
  API_PORT,
  ROOT,
};
