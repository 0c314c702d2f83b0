#!/usr/bin/env bash
# Installs the system packages the test suites drive, when they are missing (Debian machines):
# Chromium for the end-to-end tests, bubblewrap for the job sandbox, git for checkouts, and a Docker
# registry the registry tests push to.
set -euo pipefail
exec bash "$(dirname "$0")/apt-ensure.sh" /usr/bin/chromium=chromium bwrap=bubblewrap git=git docker-registry=docker-registry
