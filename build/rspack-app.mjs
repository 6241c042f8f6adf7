/**
 * Builds the rspack configuration of one app of the back-office (shell or remote), so that
 * every app is configured the same way and only differs in its exposed modules. The federation
 * name and the dev port come from the one app list (`apps.mjs`), by folder name.
 *
 * @param {object} options
 * @param {string} options.dir        the app's folder (its rspack.config.mjs `import.meta.dirname`)
 * @param {Record<string,string>} [options.exposes]  remote modules, e.g. `{ './App': './src/App.tsx' }`
 * @param {boolean} [options.host]    true for the shell: emits index.html, publicPath `/`
 */
import path from 'node:path';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedMap } from './mf-shared.mjs';
import { appOf } from './apps.mjs';

export function createAppConfig({ dir, exposes, host = false }) {
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
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
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
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: exposes ?? {},
        remotes: {},
        shared: sharedMap,
        dts: false,
        manifest: true,
      }),
      host && new rspack.HtmlRspackPlugin({ template: path.join(dir, 'index.html'), publicPath: '/' }),
      // moment ships every locale; the back-office speaks nl (default), en (built in) and fr
      new rspack.ContextReplacementPlugin(/moment[/\\]locale$/, /^\.\/(nl|nl-be|fr)$/),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      }),
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
