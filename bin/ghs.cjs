#!/usr/bin/env node
require("./compile-cache.cjs");
require("../out/cli/main.cjs");
