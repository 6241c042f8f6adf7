/**
 * Builds the rspack configuration of one app of the back-office (shell or remote), so that
 * every app is configured the same way and only differs in its exposed modules. The federation
 * name and the dev port come from the one app list (`apps.mjs`), by folder name.
 *
 * @param {object} options
 * @param {string} options.dir        the app's folder (its rspack.config.mjs `import.meta.dirname`)
 * @param {Record<string,string>} [options.exposes]  remote modules, e.g. `{ './App': './src/App.tsx' }`
 * @param {boolean} [options.host]    true for the shell: emits index.html, publicPath `/`
 * @param {Record<string,string>} [options.workers]  Web Worker scripts, e.g.
 *   `{ 'resize.worker': './src/images/resize.worker.ts' }`: built apart, without federation (a
 *   worker has no federation runtime to borrow), to `dist/<name>.js`; the app starts one with
 *   `new Worker(new URL('<name>.js', __webpack_public_path__))`. The shell builds its service
 *   worker this way (`sw.js`, docs/ARCHITECTURE.md "Offline: the service worker").
 * @returns one rspack configuration, or an array with the workers' configuration after it
 */
import path from 'node:path';
import rspack from '@rspack/core';
import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedMap } from './mf-shared.mjs';
import { appOf } from './apps.mjs';
import { FederationRuntimeAsEsm } from './federation-runtime-esm.mjs';
import { FirstLoadHints, ScreenHints } from './first-load-hints.mjs';
import { CheckoutIndependentIds } from './checkout-independent-ids.mjs';
import { SortedConsumes, sortedStats } from './stable-order.mjs';

export function createAppConfig({ dir, exposes, host = false, workers }) {
  const app = appConfig({ dir, exposes, host });
  if (!workers) return app;
  return [
    { ...app, name: 'app' },
    {
      ...app,
      name: 'workers',
      dependencies: ['app'],
      entry: workers,
      output: { ...app.output, filename: '[name].js', clean: false },
      // a worker is a plain script: no federation, no page, no hints of its own
      plugins: app.plugins.filter(
        (plugin) =>
          ![ModuleFederationPlugin, rspack.HtmlRspackPlugin, FirstLoadHints, ScreenHints].some(
            (type) => plugin instanceof type,
          ),
      ),
      devServer: undefined,
    },
  ];
}

function appConfig({ dir, exposes, host }) {
  const { name, port } = appOf(path.basename(dir));
  const production = process.env.NODE_ENV !== 'development';
  return {
    mode: production ? 'production' : 'development',
    devtool: production ? false : 'eval-cheap-module-source-map',
    context: dir,
    // The shell boots from src/index.ts; a remote only needs its federation container.
    entry: host ? { main: './src/index.ts' } : {},
    output: {
      path: path.join(dir, 'dist'),
      publicPath: host ? '/' : 'auto',
      uniqueName: name,
      // the shell's files are named by their content (cached for good at a fixed URL); a remote's
      // need no hash: each release lives in a folder of its own version, and a hash per file
      // would put a map of every chunk's hash in its remoteEntry.js, part of every first load
      filename: production && host ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production && host ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              // the back-office runs in evergreen browsers: no ES5 down-levelling of our code
              target: 'es2022',
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css' },
      ],
    },
    experiments: { css: true },
    // Checkout-independent ids (issue 28): module ids stay `deterministic`, with the modules whose
    // identifiers embed an absolute path numbered by CheckoutIndependentIds; chunk ids are
    // `natural` (ordered by their modules' ids) because a deterministic chunk id hashes the chunk's
    // root modules' identifiers, absolute paths included, and Rspack has no hook to change that.
    optimization: production ? { moduleIds: 'deterministic', chunkIds: 'natural' } : {},
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: exposes ?? {},
        remotes: {},
        shared: sharedMap,
        dts: false,
        // shared packages in name order, whatever the checkout's path (issue 28)
        manifest: { additionalData: sortedStats },
        // one federation runtime on the page: the shell provides it, the remotes use it
        experiments: {
          ...(host ? { provideExternalRuntime: true } : { externalRuntime: true }),
          optimization: { target: 'web' },
        },
      }),
      host && new rspack.HtmlRspackPlugin({ template: path.join(dir, 'index.html'), publicPath: '/' }),
      host && production && new FirstLoadHints(),
      !host && production && new ScreenHints(),
      // moment ships every locale; the back-office speaks nl (default), en (built in) and fr
      new rspack.ContextReplacementPlugin(/moment[/\\]locale$/, /^\.\/(nl|nl-be|fr)$/),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      }),
      new FederationRuntimeAsEsm(),
      production && new CheckoutIndependentIds(),
      production && new SortedConsumes(),
      ...(production ? precompressed() : []),
    ].filter(Boolean),
    devServer: {
      port,
      historyApiFallback: host,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: host
        ? [
            {
              context: ['/oauth', '/front', '/reports/pdf', '/reports/mail_pdf', '/remotes.json', '/docs'],
              target: process.env.API_URL ?? 'http://localhost:8080',
            },
          ]
        : undefined,
    },
    performance: { hints: false },
  };
}

/**
 * Brotli (quality 11) and gzip (level 9) files beside every text asset over 1 KiB (issue 27): the
 * server sends them as they are (`@fastify/static` `preCompressed`), so nothing is compressed
 * per request. A release copies them with the build.
 */
function precompressed() {
  const shared = { test: /\.(js|css|json|html)$/, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin({
      ...shared,
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
      filename: '[path][base].gz',
    }),
    new CompressionPlugin({
      ...shared,
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      filename: '[path][base].br',
    }),
  ];
}
