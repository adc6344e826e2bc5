#!/usr/bin/env node
// Most of what a command allocates (the grammar, the parser, the scenarios) lives to the end, and
// the young generation starts small: grown 16-fold at its first collection, not doubled each
// time, it is not scavenged over and over, copying the same objects each time.
require("node:v8").setFlagsFromString("--semi-space-growth-factor=16");
require("./compile-cache.cjs").requireCached(require("node:path").join(__dirname, "../out/cli/main.cjs"));
