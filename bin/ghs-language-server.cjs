#!/usr/bin/env node
require("./compile-cache.cjs").enableNodeCompileCache();
require("../out/server/main.cjs");
