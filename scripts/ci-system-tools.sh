#!/usr/bin/env bash
# GitHub-hosted Ubuntu runners: the system tools `npm test` needs (scripts/ensure-test-env.mjs only
# installs them itself when it runs as root). The runner images ship Google Chrome rather than
# Chromium; the report tests drive either, so a `chromium` link to Chrome is enough.
set -euo pipefail
sudo apt-get update -qq
sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends time ninja-build cmake g++ git
if ! command -v chromium > /dev/null; then
  browser="$(command -v google-chrome || command -v google-chrome-stable || command -v chromium-browser || true)"
  if [ -n "$browser" ]; then sudo ln -sf "$browser" /usr/local/bin/chromium; fi
fi
