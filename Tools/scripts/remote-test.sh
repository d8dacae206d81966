#!/usr/bin/env bash
# The remote view and the metrics, checked with real clients against the release demo:
# vncdotool (PyPI) captures the panel (read back by tesseract), clicks Pause and sees
# "paused", decodes ZRLE to the same picture as Raw, and is refused a wrong password; noVNC
# through websockify in headless Chromium shows the panel (a screenshot to look at); a
# Prometheus server scrapes the demo every second and its HTTP API answers a rising
# clockwork_ticks_total and a histogram_quantile of tick duration; the demo fed by a real
# mosquitto (--mqtt) shows the readings published to it. Installs what it needs.
#   Tools/scripts/remote-test.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
Tools/scripts/setup.sh
missing=()
command -v prometheus >/dev/null 2>&1 || missing+=(prometheus)
command -v websockify >/dev/null 2>&1 || missing+=(websockify)
[ -d /usr/share/novnc ] || missing+=(novnc)
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
if [ ${#missing[@]} -gt 0 ]; then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    echo "remote-test: installing ${missing[*]} with apt-get" >&2
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
python3 -c "import vncdotool, websocket" 2>/dev/null || python3 -m pip install -q vncdotool websocket-client >&2
source Tools/scripts/release-flags.sh
build_release SensorPanel clockwork
exec python3 Tools/scripts/remote_test.py --daemon .build/release/SensorPanel --clockwork .build/release/clockwork
