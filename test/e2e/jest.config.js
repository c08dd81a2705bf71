/** End-to-end suites: a real server process and Debian's Chromium, one file at a time. */
module.exports = {
  rootDir: '../..',
  displayName: 'e2e',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/e2e/**/*.test.ts'],
  transform: {
    '/node_modules/.+\\.js$': ['babel-jest', { babelrc: false, presets: [['@babel/preset-env', { targets: { node: 'current' } }]] }],
    '^.+\\.[tj]sx?$': 'babel-jest',
  },
  transformIgnorePatterns: ['/node_modules/(?!(jose|cookie)/)'],
  reporters: ['default', '<rootDir>/test/support/summaryReporter.js'],
  maxWorkers: 1,
  testTimeout: 90_000,
};
