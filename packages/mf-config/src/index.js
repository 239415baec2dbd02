// @ts-check
/**
 * One function that builds every app's webpack + Module Federation config, so that the shared map
 * (singletons and their required versions) can never drift between the shell and the remotes.
 */
const path = require('node:path');
const fs = require('node:fs');
const zlib = require('node:zlib');
const { DefinePlugin, optimize } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zopfli = require('@gfx/zopfli');

/**
 * compression-webpack-plugin's algorithm signature, with zopfli's gzip.
 * @param {Buffer} input @param {object} options @param {(error: Error | null, result?: Buffer) => void} callback
 */
function zopfliGzip(input, options, callback) {
  zopfli.gzip(input, options, callback);
}

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

/**
 * The remote contract version the builds are made for (REMOTE_CONTRACT_VERSION of @voice/contracts), written into
 * each remote's mf-manifest.json as metaData.contractVersion: the release registry reads it from a published build
 * and refuses to promote a version the shell does not support (server/src/domains/platform/remote-releases).
 */
const CONTRACT_VERSION = Number(
  /REMOTE_CONTRACT_VERSION = (\d+)/.exec(
    fs.readFileSync(path.join(ROOT, 'packages/contracts/src/remote-contract.ts'), 'utf8'),
  )?.[1],
);
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
  // The theme, branding, buttons, dialogs, toasts and the money format (packages/ui/src/core.ts): a separate share
  // so that every page's first load does not carry the charts, sliders, tables and form fields.
  '@voice/ui/core',
  // The tabs, the slider and the bar chart (packages/ui/src/widgets.ts): a separate share so that the pages that use
  // '@voice/ui' for its cards, fields and tables do not download them.
  '@voice/ui/widgets',
  '@voice/contracts',
  // Roles, access rules and the remote contract: a separate share so that every page's first load carries these
  // few functions, not the whole package (its constants and messages were 7.7 KiB gzip of the landing).
  '@voice/contracts/core',
  // yup-based schemas: a separate share so that pages without forms never download yup.
  '@voice/contracts/schemas',
  // TanStack Query hooks shared by several remotes: a separate share so that the landing never downloads
  // @tanstack/react-query.
  '@voice/api-client/queries',
  // The fetch path of the public reads, the error helpers and the 401 rule: a separate share so that the first
  // load of "/" never downloads axios (and the one signed-out handler serves both transports).
  '@voice/api-client/public',
];

/** The narrow router module the builds serve for 'react-router-dom' (see sharedMap). */
const ROUTER_MODULE = path.join(__dirname, 'router.mjs');

/**
 * react-router's ES module entry as an app resolves it (its package.json "exports", `import` condition): router.mjs
 * lives in this package, which does not depend on react-router, so the apps' builds alias 'react-router' to it.
 * (An alias rather than the share's `import` option: an absolute `import` path is provided in every compilation,
 * html-webpack-plugin's child compilation included, which then emitted a Node.js copy of the router.)
 * @param {string} dir the app's folder
 */
function reactRouterEntry(dir) {
  const manifest = require.resolve('react-router/package.json', { paths: [dir] });
  /** @type {{ exports?: Record<string, { import?: { default?: string } }> }} */
  const pkg = JSON.parse(fs.readFileSync(manifest, 'utf8'));
  const entry = pkg.exports?.['.']?.import?.default;
  if (!entry) throw new Error(`No ES module entry in ${manifest}`);
  return path.join(path.dirname(manifest), entry);
}

/**
 * What every page's first load runs (the landing's included): the shell's copies of the shared npm packages and
 * workspace packages it starts with. The shell's build puts them in three chunks instead of one per module:
 * starting the app then inserts four scripts instead of fifteen (the insertions and their share look-ups took
 * 40–50 ms of one task under Lighthouse). Three rather than one: each script is compiled and run in a task of its
 * own, and one 357 KB chunk took one long task. Not in the main chunk (`eager`): that made main.js 139 KiB gzip,
 * downloaded before the first paint, and Lighthouse's simulated LCP went from 1.1–1.6 s to 1.9–2.2 s.
 */
/**
 * A pattern for the files of a workspace package's 'core' entry (src/core.ts and the modules it re-exports with
 * `export * from './name'`), read from core.ts itself so that the list lives in one place.
 * @param {string} pkg the folder under packages/
 */
function coreEntryFiles(pkg) {
  const source = fs.readFileSync(path.join(ROOT, 'packages', pkg, 'src', 'core.ts'), 'utf8');
  const names = [...source.matchAll(/^export \* from '\.\/([\w-]+)';$/gm)].map((m) => m[1]);
  if (names.length === 0) throw new Error(`packages/${pkg}/src/core.ts re-exports nothing`);
  return String.raw`[\\/]packages[\\/]${pkg}[\\/]src[\\/](core|${names.join('|')})\.tsx?$`;
}

const FIRST_LOAD_GROUPS = {
  'first-load-react': [String.raw`[\\/]node_modules[\\/]\.pnpm[\\/](react|react-dom|scheduler)@`],
  'first-load-libs': [
    String.raw`[\\/]node_modules[\\/]\.pnpm[\\/](react-router|cookie|set-cookie-parser|styled-components|stylis|@emotion\+[\w-]+|tslib|zustand|@lingui\+(core|react))@`,
    String.raw`[\\/]packages[\\/]mf-config[\\/]src[\\/]router\.mjs$`,
  ],
  'first-load-packages': [
    coreEntryFiles('ui'),
    coreEntryFiles('contracts'),
    // Not its login-as entry: only the Switch User control and the users console use it, loaded with them.
    String.raw`[\\/]packages[\\/]session[\\/]src[\\/](?!login-as\.)`,
    String.raw`[\\/]packages[\\/]api-client[\\/]src[\\/]public[\\/]`,
  ],
};

/** The shell's splitChunks cache groups for FIRST_LOAD_GROUPS. */
function firstLoadCacheGroups() {
  return Object.fromEntries(
    Object.entries(FIRST_LOAD_GROUPS).map(([name, patterns]) => {
      const pattern = new RegExp(patterns.join('|'));
      return [
        name,
        {
          name,
          chunks: /** @type {'async'} */ ('async'),
          /** @param {{ nameForCondition?: () => string | null }} module */
          test: (module) => pattern.test(module.nameForCondition?.() ?? ''),
          enforce: true,
          priority: 20,
        },
      ];
    }),
  );
}

/**
 * The shared map: the same modules for every app. The workspace packages come from the shell only (`import: false`
 * in the remotes): their entries share modules ('@voice/ui' re-exports '@voice/ui/core', whose contexts must be
 * one), and two providers of the same version let the federation pick a remote's copy of '@voice/ui', whose own
 * core files held a second DialogProvider context. The shell is always there to provide them.
 * @param {{ isShell?: boolean }} [options]
 */
function sharedMap({ isShell = true } = {}) {
  const v = catalogVersions();
  /** @param {string} pkg */
  const req = (pkg) => {
    const version = v[pkg];
    if (!version) throw new Error(`${pkg} is not pinned in the pnpm catalog`);
    return `^${version}`;
  };
  /** @type {Record<string, {singleton?: boolean, requiredVersion: string, version?: string, import?: false}>} */
  const shared = {
    react: { singleton: true, requiredVersion: req('react') },
    'react/': { singleton: true, requiredVersion: req('react') },
    'react-dom': { singleton: true, requiredVersion: req('react-dom') },
    'react-dom/': { singleton: true, requiredVersion: req('react-dom') },
    // The router: the builds resolve 'react-router-dom' to a narrow module holding only the functions the apps use
    // (router.mjs, see the aliases in createAppConfig), shared as a singleton like the rest. 'react-router' itself is
    // not shared: only router.mjs imports it, so webpack tree-shakes it into its own chunk (a shared module is never
    // tree-shaken: the whole router was 60 KiB gzip on the first load). Application code imports the router only
    // from 'react-router-dom' and only the names router.mjs exports (eslint.config.mjs).
    'react-router-dom': {
      singleton: true,
      requiredVersion: req('react-router-dom'),
      // router.mjs has no package.json of its own to tell the version.
      version: v['react-router-dom'],
    },
    // zustand/middleware is not shared: it holds no state, and only @voice/session (itself one shared copy) uses it,
    // so webpack keeps the two functions it imports (the whole module was 4.3 KiB gzip of the landing's first load).
    zustand: { singleton: true, requiredVersion: req('zustand') },
    'styled-components': { singleton: true, requiredVersion: req('styled-components') },
    axios: { singleton: true, requiredVersion: req('axios') },
    formik: { singleton: true, requiredVersion: req('formik') },
    yup: { singleton: true, requiredVersion: req('yup') },
    // One QueryClient context for every remote (the shell provides the client).
    '@tanstack/react-query': { singleton: true, requiredVersion: req('@tanstack/react-query') },
  };
  for (const pkg of WORKSPACE_SINGLETONS) {
    shared[pkg] = {
      singleton: true,
      requiredVersion: '^0.0.0',
      version: '0.0.0',
      ...(isShell ? {} : { import: false }),
    };
  }
  return shared;
}

/**
 * The runtime plugin that hands the shell's federation runtime to the remotes (what `provideExternalRuntime` adds),
 * in its ES module build. `provideExternalRuntime` adds the plugin's CommonJS build (`require.resolve` finds the
 * package's `main`), whose `require('@module-federation/runtime-tools/runtime-core')` resolves through the
 * `require` conditions to the CommonJS builds of runtime-core and sdk, while the bundler runtime imports their ES
 * module builds: the shell's main chunk carried the whole federation runtime twice. With the ES module build,
 * both paths meet in one copy, so the remotes also receive the very instance the shell uses.
 */
function externalRuntimeProviderPlugin() {
  const enhanced = path.dirname(require.resolve('@module-federation/enhanced'));
  const commonJs = require.resolve('@module-federation/inject-external-runtime-core-plugin', {
    paths: [enhanced],
  });
  const esm = commonJs.replace(/\.cjs$/, '.js');
  if (esm === commonJs || !fs.existsSync(esm)) {
    throw new Error(`No ES module build of the external runtime plugin next to ${commonJs}`);
  }
  return esm;
}

/**
 * Only chunks with content get a content hash in their name; the federation runtime entry keeps a
 * stable name (a plain [contenthash] in output.filename breaks the federation build).
 * @param {any} pathData
 */
function hashedName(pathData) {
  const chunk = pathData.chunk;
  const hasContent = chunk && chunk.contentHash && chunk.contentHash.javascript;
  return hasContent ? '[name].[contenthash:8].js' : '[name].js';
}

/**
 * Where a remote's translated screens find the i18n runtime: '@voice/ui/core', which re-exports it and which the shell
 * provides, so that every remote translates with the shell's one instance (the language the shell activates) without
 * a federation share of its own for Lingui. The shell and the packages it bundles import Lingui itself (one copy).
 */
const REMOTE_I18N_RUNTIME = {
  i18n: ['@voice/ui/core', 'i18n'],
  Trans: ['@voice/ui/core', 'Trans'],
  useLingui: ['@voice/ui/core', 'useLingui'],
};

/**
 * The loaders of the apps' own sources (TypeScript through swc), the same for the browser and the server builds:
 * STYLED_IDS_LOADER then gives each styled component an id that does not depend on the build (server rendering).
 * @param {boolean} production
 * @param {boolean} isShell
 */
function sourceLoaders(production, isShell) {
  return [
    STYLED_IDS_LOADER,
    {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2020',
          // The styled-components CSS in the bundles without its indentation, line breaks and comments (a fifth or
          // more of each template's bytes). Ids and names stay STYLED_IDS_LOADER's; the server build minifies alike.
          experimental: {
            plugins: [
              [
                require.resolve('@swc/plugin-styled-components'),
                {
                  minify: true,
                  displayName: false,
                  ssr: false,
                  fileName: false,
                  pure: false,
                  transpileTemplateLiterals: false,
                },
              ],
              // Lingui's macros (<Trans>, t``, msg``): a production build keeps only each message's id, its text
              // comes from the compiled catalogs (lingui.config.js); a development build keeps the English as well.
              [
                require.resolve('@lingui/swc-plugin'),
                {
                  descriptorFields: production ? 'id-only' : 'all',
                  // The ids @lingui/cli 5 computes (the catalogs' tooling; Lingui 6's needs Node 22).
                  useLinguiV5IdGeneration: true,
                  ...(isShell ? {} : { runtimeModules: REMOTE_I18N_RUNTIME }),
                },
              ],
            ],
          },
        },
      },
    },
    // First of the three (loaders run last to first): on the TypeScript source.
    PAGE_PATHS_LOADER,
  ];
}

const STYLED_IDS_LOADER = path.join(__dirname, 'styled-ids-loader.js');
const PAGE_PATHS_LOADER = path.join(__dirname, 'page-paths-loader.js');

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
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: federationName,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        alias: {
          'react-router-dom$': ROUTER_MODULE,
          'react-router$': reactRouterEntry(options.dir),
        },
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: sourceLoaders(production, isShell),
          },
          { test: /\.md$/, type: 'asset/source' },
        ],
      },
      optimization: {
        // Named chunk ids keep library chunks recognisable (benchmarks and the e2e download checks).
        chunkIds: 'named',
        ...(isShell
          ? {
              splitChunks: { cacheGroups: firstLoadCacheGroups() },
            }
          : {}),
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
          shared: sharedMap({ isShell }),
          dts: false,
          manifest: {
            fileName: 'mf-manifest.json',
            ...(isShell
              ? {}
              : {
                  /** @param {{ stats: { metaData: object } }} options */
                  additionalData: ({ stats }) => {
                    Object.assign(stats.metaData, { contractVersion: CONTRACT_VERSION });
                    return stats;
                  },
                }),
          },
          // The shell provides the federation runtime once; remotes use it instead of carrying their own copy.
          // The shell adds the providing plugin itself (the same plugin `provideExternalRuntime: true` adds,
          // in its ES module build: see externalRuntimeProviderPlugin).
          ...(isShell ? { runtimePlugins: [externalRuntimeProviderPlugin()] } : {}),
          experiments: {
            ...(isShell ? {} : { externalRuntime: true }),
            // Every app runs in the browser: the runtime drops its Node.js script loading.
            optimization: { target: 'web' },
          },
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
        // The gzip copies by zopfli: the same format, 3 % smaller than zlib's best (4.7 KiB of the landing's first
        // load), for about 10 s more of build time over every app.
        new CompressionPlugin({
          test,
          algorithm: zopfliGzip,
          compressionOptions: { numiterations: 15 },
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

/** npm packages the server builds leave to Node (one copy for the shell and every remote, as the shared map). */
const SERVER_EXTERNAL_PACKAGES = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'styled-components',
  '@tanstack/react-query',
  'zustand',
  'axios',
  'formik',
  'yup',
  // ES modules only: Node (≥ 20.19) loads them with require().
  '@lingui/core',
  '@lingui/react',
];

/** Where the shell's server bundle hands the workspace singletons to the remotes' server bundles. */
const SERVER_SHARED_GLOBAL = '__voiceServerShared';

/**
 * The server-rendering build of an app (Node, CommonJS, in <app>/dist-ssr): the shell's `src/server.tsx`
 * (renderPage) or a remote's `./routes` module. Like the browser builds, each app is built on its own and composed at
 * run time: npm singletons are left to Node's require (pnpm links one real copy), and the workspace singletons the
 * shell bundles are handed to the remotes through a global the shell's bundle sets (SERVER_SHARED_GLOBAL), the
 * server-side counterpart of the federation's shared scope.
 * @param {{ app: string, dir: string, exposes?: Record<string, string> }} options
 * @returns {(env: any, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createServerConfig(options) {
  return () => {
    const isShell = options.app === APPS.shell.folder;
    const entry = isShell
      ? './src/server.tsx'
      : (options.exposes ?? { './routes': './src/routes.tsx' })['./routes'];
    if (!entry) throw new Error(`${options.app} exposes no ./routes`);
    const shared = new Set(WORKSPACE_SINGLETONS.concat('@voice/api-client'));
    return {
      name: `${options.app}-server`,
      mode: 'production',
      target: 'node',
      devtool: false,
      context: options.dir,
      entry: { [isShell ? 'server' : 'routes']: entry },
      output: {
        path: path.join(options.dir, 'dist-ssr'),
        filename: '[name].js',
        library: { type: 'commonjs2' },
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
      externals: [
        ({ request }, callback) => {
          if (!request) return callback();
          if (
            SERVER_EXTERNAL_PACKAGES.some((pkg) => request === pkg || request.startsWith(`${pkg}/`))
          ) {
            return callback(undefined, `commonjs ${request}`);
          }
          if (!isShell && shared.has(request)) {
            return callback(
              undefined,
              `var globalThis.${SERVER_SHARED_GLOBAL}[${JSON.stringify(request)}]`,
            );
          }
          return callback();
        },
      ],
      module: {
        rules: [
          { test: /\.[jt]sx?$/, exclude: /node_modules/, use: sourceLoaders(true, isShell) },
          { test: /\.md$/, type: 'asset/source' },
        ],
      },
      // One file: dynamic imports (screens, lazy parts) resolve inside the bundle.
      optimization: { minimize: false },
      performance: { hints: false },
      plugins: [
        new optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
        new DefinePlugin({
          __APP_NAME__: JSON.stringify(options.app),
          __BUILD_VERSION__: JSON.stringify(process.env.BUILD_VERSION || 'dev'),
        }),
      ],
    };
  };
}

module.exports = {
  createAppConfig,
  createServerConfig,
  SERVER_SHARED_GLOBAL,
  sharedMap,
  catalogVersions,
  APPS,
  REMOTES,
  SHELL_PORT,
  API_PORT,
  ROOT,
};
