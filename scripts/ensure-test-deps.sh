#!/usr/bin/env bash
# Installs the system packages the test suites drive, when they are missing (Debian machines):
# Chromium for the end-to-end tests, bubblewrap for the job sandbox, git for checkouts, a Docker
# registry the registry tests push to, podman/runc/buildah and busybox for image builds and the
# container executor and the local cluster (catatonit is its pods' pause process), and an OpenSSH
# server for checkouts over SSH and host deploys.
set -euo pipefail
exec bash "$(dirname "$0")/apt-ensure.sh" /usr/bin/chromium=chromium bwrap=bubblewrap git=git docker-registry=docker-registry \
  podman=podman runc=runc buildah=buildah busybox=busybox-static /usr/sbin/sshd=openssh-server \
  catatonit=catatonit
