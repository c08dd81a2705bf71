/** Suites over the shared corpus in ../shared/corpus (real PDFs written by others); `npm run test:corpus`. */
module.exports = {
  rootDir: '../..',
  displayName: 'corpus',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/corpus/**/*.test.ts'],
  ...require('../support/jestTransform'),
  reporters: ['default', '<rootDir>/test/support/summaryReporter.js'],
  testTimeout: 120_000,
};
