#!/usr/bin/env bash
# Installs the Debian packages named on the command line, leaving the rest of the machine as it
# was: only those packages and what they need, without the packages they merely recommend
# (Chromium's would bring a printing system and avahi), and never an upgrade of anything already
# installed. apt-get's --no-upgrade only holds back the packages named, so the install is first
# simulated: if it would upgrade any installed package, nothing is installed and the packages
# are named. Not root, or no apt-get: says what to run instead.
set -euo pipefail

log() { echo "e2e-setup: $*"; }

[ $# -gt 0 ] || exit 0
options=(--no-install-recommends --no-upgrade)
if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
    log "missing Debian packages $*: install them as root (apt-get install ${options[*]} $*)" >&2
    exit 0
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update
# A simulated install prints `Inst name [installed version] (new version …)` for an upgrade,
# `Inst name (version …)` for a new package.
simulated=$(apt-get -s install "${options[@]}" "$@")
upgrades=$(printf '%s\n' "$simulated" | sed -n 's/^Inst \([^ ]*\) \[.*/\1/p' | tr '\n' ' ')
if [ -n "$upgrades" ]; then
    log "installing $* would upgrade packages already installed: ${upgrades% }. Nothing was installed; upgrade them yourself (apt-get upgrade) or install $* by hand." >&2
    exit 1
fi
new=$(printf '%s\n' "$simulated" | grep -c '^Inst ' || true)
log "installing $* ($new new packages, nothing upgraded)"
apt-get install -y "${options[@]}" "$@"
