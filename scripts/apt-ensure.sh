#!/usr/bin/env bash
# Installs Debian packages whose program is missing: apt-ensure.sh [--optional] PROGRAM=PACKAGE ...
# With --optional, a machine where they cannot be installed (not root, no sudo, no apt) is told so
# and the caller goes on; without it, that is an error.
set -euo pipefail

optional=false
if [ "${1:-}" = "--optional" ]; then optional=true; shift; fi

missing=()
for pair in "$@"; do
  program="${pair%%=*}"
  package="${pair#*=}"
  command -v "$program" >/dev/null 2>&1 || [ -x "$program" ] || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

give_up() {
  echo "$1" >&2
  if $optional; then exit 0; else exit 1; fi
}

command -v apt-get >/dev/null 2>&1 || give_up "Missing ${missing[*]}: install them with your package manager."
sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then sudo_cmd=(sudo -n); else
    give_up "Missing ${missing[*]} and not root: install them with apt-get first."
  fi
fi
echo "Installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq || give_up "apt-get update failed"
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null ||
  give_up "Installing ${missing[*]} failed"
