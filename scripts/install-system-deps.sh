#!/usr/bin/env bash
# Installs the Debian packages the project uses, if they are missing:
#   chromium   - the browser the end-to-end tests drive (playwright-core, no browser download)
#   espeak-ng  - the speech engine behind the demo server's read-aloud service
#   python3-django - the example Django host (examples/django) that a browser test runs
#   firefox-esr - Firefox for the engine journeys (puppeteer-core over WebDriver BiDi)
#   webkit2gtk-driver - WebKitWebDriver and its MiniBrowser, WebKit for the engine journeys
#   xvfb       - the display MiniBrowser needs (it has no headless mode)
set -euo pipefail
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v espeak-ng >/dev/null 2>&1 || missing+=(espeak-ng)
/usr/bin/python3 -c 'import django' >/dev/null 2>&1 || missing+=(python3-django)
command -v firefox-esr >/dev/null 2>&1 || missing+=(firefox-esr)
command -v WebKitWebDriver >/dev/null 2>&1 || missing+=(webkit2gtk-driver)
command -v xvfb-run >/dev/null 2>&1 || missing+=(xvfb)
[ ${#missing[@]} -eq 0 ] && exit 0
sudo_cmd=()
[ "$(id -u)" -ne 0 ] && sudo_cmd=(sudo)
"${sudo_cmd[@]}" apt-get update
DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y --no-install-recommends "${missing[@]}"
