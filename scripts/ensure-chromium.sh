#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (never a downloaded browser) and lay text out in the system fonts the
# site's fallback faces scale: Liberation (with Chromium) as on desktops, Roboto and Noto Serif as on Android.
# Install whatever of these is missing.
set -euo pipefail
if ! command -v dpkg-query >/dev/null; then
  [ -x /usr/bin/chromium ] && exit 0
  echo "The browser tests need Chromium at /usr/bin/chromium." >&2
  exit 1
fi
packages=(chromium fonts-liberation fonts-roboto-unhinted fonts-noto-core)
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && [ -x /usr/bin/chromium ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's ${missing[*]} for the browser tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
else
  echo "The browser tests need Debian's ${packages[*]}. Install them with: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
