#!/usr/bin/env node
require("../out/server/main.cjs");
