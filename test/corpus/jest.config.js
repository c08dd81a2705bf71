/** Suites over the shared corpus in ../shared/corpus (real PDFs written by others); `npm run test:corpus`. */
module.exports = {
  rootDir: '../..',
  displayName: 'corpus',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/corpus/**/*.test.ts'],
  transform: {
    '/node_modules/.+\\.js$': ['babel-jest', { babelrc: false, presets: [['@babel/preset-env', { targets: { node: 'current' } }]] }],
    '^.+\\.[tj]sx?$': 'babel-jest',
  },
  transformIgnorePatterns: ['/node_modules/(?!(jose|cookie)/)'],
  reporters: ['default', '<rootDir>/test/support/summaryReporter.js'],
  testTimeout: 120_000,
};
