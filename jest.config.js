/** Unit and API projects; the end-to-end suite has its own config in test/e2e. */
const common = {
  transform: {
    // .babelrc does not reach into node_modules, so the ESM-only packages get their own preset.
    '/node_modules/.+\\.js$': ['babel-jest', { babelrc: false, presets: [['@babel/preset-env', { targets: { node: 'current' } }]] }],
    '^.+\\.[tj]sx?$': 'babel-jest',
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
  // jose, cookie, temporal-polyfill and content-disposition (through @fastify/static) ship ES modules only; Node loads them with require(), jest's runtime needs them compiled.
  transformIgnorePatterns: ['/node_modules/(?!(jose|cookie|temporal-polyfill|temporal-utils|content-disposition)/)'],
};

module.exports = {
  reporters: ['default', '<rootDir>/test/support/summaryReporter.js'],
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/test/unit/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/test/unit/setup.ts'],
      moduleNameMapper: { '\\.css$': '<rootDir>/test/unit/styleStub.ts' },
    },
    {
      ...common,
      displayName: 'api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/api/**/*.test.ts'],
    },
  ],
};
