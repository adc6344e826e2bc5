#!/usr/bin/env node
require("./compile-cache.cjs").requireCached(require("node:path").join(__dirname, "../out/cli/main.cjs"));
