#!/usr/bin/env bash
# Installs, from Debian's packages and only when missing, what the tests need
# outside npm: Chromium (browser tests), a PostgreSQL server (database tests
# on a real server), nginx (the scale-out tests' load balancer) and ffmpeg
# (`npm run media`, media/ and scripts/make-media.sh; their output is
# committed, so CI never needs it).
# Idempotent: a second run does nothing.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql)
[ -x /usr/sbin/nginx ] || missing+=(nginx-light)
[ -x /usr/bin/ffmpeg ] || missing+=(ffmpeg)

if [ ${#missing[@]} -eq 0 ]; then
  echo "system deps: chromium, postgresql, nginx and ffmpeg already installed"
  exit 0
fi

SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"

# Debian's postgresql and nginx packages start their services from their
# postinst; we never use them (tests start their own), so forbid service
# starts while installing.
policy=/usr/sbin/policy-rc.d
created_policy=0
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\nexit 101\n' | $SUDO tee "$policy" >/dev/null
  $SUDO chmod +x "$policy"
  created_policy=1
fi
cleanup() { [ "$created_policy" -eq 0 ] || $SUDO rm -f "$policy"; }
trap cleanup EXIT

apt_opts=(-y -q --no-install-recommends -o DPkg::Lock::Timeout=300)
$SUDO apt-get update -q -o DPkg::Lock::Timeout=300
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install "${apt_opts[@]}" "${missing[@]}"
echo "system deps: installed ${missing[*]}"
