/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS file read by jest */
module.exports = require('../shared-ui/jest.preset.cjs')(__dirname);
