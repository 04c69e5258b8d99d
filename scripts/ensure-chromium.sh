#!/usr/bin/env bash
# The browser tests drive Debian's Chromium; install it when it is missing (never a downloaded browser).
set -euo pipefail
[ -x /usr/bin/chromium ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Chromium is missing: installing Debian's chromium package..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  echo "The browser tests need /usr/bin/chromium. Install it with: sudo apt-get install -y chromium" >&2
  exit 1
fi
