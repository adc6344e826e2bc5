#!/usr/bin/env node
require("./compile-cache.cjs");
require("../out/server/main.cjs");
