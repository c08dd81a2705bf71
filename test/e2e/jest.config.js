/** End-to-end suites: a real server process and Debian's Chromium, one file at a time. */
module.exports = {
  rootDir: '../..',
  displayName: 'e2e',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/e2e/**/*.test.ts'],
  ...require('../support/jestTransform'),
  reporters: ['default', '<rootDir>/test/support/summaryReporter.js'],
  maxWorkers: 1,
  testTimeout: 90_000,
};
