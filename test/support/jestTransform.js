/**
 * How every jest config of the project compiles: TypeScript and JSX by .babelrc, and the
 * packages that ship ES modules only (jose, cookie, temporal-polyfill and content-disposition,
 * through @fastify/static; @tanstack/react-table and its table-core) by a preset of their own, since .babelrc does not reach into
 * node_modules and Node 20's jest runtime cannot require them as they are.
 */
module.exports = {
  transform: {
    '/node_modules/.+\\.js$': ['babel-jest', { babelrc: false, presets: [['@babel/preset-env', { targets: { node: 'current' } }]] }],
    '^.+\\.(mjs|[tj]sx?)$': 'babel-jest',
  },
  transformIgnorePatterns: ['/node_modules/(?!(jose|cookie|temporal-polyfill|temporal-utils|content-disposition|@tanstack/react-table|@tanstack/table-core)/)'],
};
