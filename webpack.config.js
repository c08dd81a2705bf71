const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { DefinePlugin } = require('webpack');

/**
 * The SPA. API_BASE_URL, PRODUCTION_API_URL and STAGING_API_URL may be fixed at build time;
 * otherwise the server's /config.js and the host mapping of SPEC.md section 7 decide.
 */
module.exports = (_env, argv) => {
  const production = argv.mode === 'production';
  const apiPort = Number(process.env.API_PORT || 5000);
  return {
    entry: { main: './src/client/index.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist/client'),
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      publicPath: '/',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    module: {
      rules: [
        { test: /\.tsx?$/, loader: 'ts-loader', exclude: /node_modules/, options: { transpileOnly: true } },
        { test: /\.css$/, use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'] },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: './public/index.html' }),
      new MiniCssExtractPlugin({ filename: 'assets/[name].[contenthash:10].css' }),
      new DefinePlugin({
        'process.env.API_BASE_URL': JSON.stringify(process.env.API_BASE_URL || ''),
        'process.env.PRODUCTION_API_URL': JSON.stringify(process.env.PRODUCTION_API_URL || ''),
        'process.env.STAGING_API_URL': JSON.stringify(process.env.STAGING_API_URL || ''),
      }),
    ],
    performance: { hints: false },
    optimization: { splitChunks: { chunks: 'async' } },
    devServer: {
      port: Number(process.env.WEB_PORT || 3000),
      historyApiFallback: true,
      hot: true,
      static: false,
      // In development the API runs beside the dev server on API_PORT, as npm start would say.
      setupMiddlewares: (middlewares, devServer) => {
        devServer.app.get('/config.js', (_req, res) => {
          res.type('application/javascript').send(`window.__APP_CONFIG__ = ${JSON.stringify({ apiBase: null, apiPort, productionApiBase: null, firebase: null })};`);
        });
        return middlewares;
      },
    },
  };
};
