#!/usr/bin/env bash
# Installs what building and testing Clockwork needs on Debian, if it is missing:
# libev-dev (Clockwork's run loop is libev), tmux (the terminal tests run the examples in
# a real terminal), python3 (the daemon tests and the soak drive the socket as plain
# clients, one of them as another user), socat (the protocol's documented client), and
# for the pixel target Cairo and Pango with fonts (Roboto, the system font; DejaVu; Noto CJK
# for Chinese and Japanese; Noto Color Emoji; the Phosphor icons that draw SF Symbols' names,
# from PyPI's qtawesome) and tesseract-ocr (the pixel tests read rendered text back), GdkPixbuf with
# librsvg's loader (the pixel target decodes resource images: PNG, JPEG, SVG), libcurl's
# development files (Foundation's URLSession runs on it), libdrm-dev (the DRM/KMS target), and libinput-dev,
# libudev-dev, libxkbcommon-dev with xkb-data (touch, mice and keys from devices), and
# zlib1g-dev and nettle-dev (the VNC server's ZRLE and VNC authentication), and
# libmosquitto-dev (MQTT on the loop), the mosquitto broker and its clients (the MQTT tests
# and the fleet benchmark run a real broker) and openssl (the tests' CA).
# Safe to run any number of times.
set -euo pipefail

# Swift 6.3: `#Preview` expands to `@section` and `@used`, which 6.3 brought.
if ! command -v swift >/dev/null 2>&1; then
    echo "setup: Swift 6.3 or newer must be on PATH (https://www.swift.org/install/linux/)" >&2
    exit 1
fi
swift_version=$(swift --version 2>/dev/null | sed -n 's/.*Swift version \([0-9]*\)\.\([0-9]*\).*/\1 \2/p' | head -1)
read -r swift_major swift_minor <<< "${swift_version:-0 0}"
if [ "$swift_major" -lt 6 ] || { [ "$swift_major" -eq 6 ] && [ "$swift_minor" -lt 3 ]; }; then
    echo "setup: Swift 6.3 or newer must be on PATH; found $(swift --version 2>/dev/null | head -1)" >&2
    exit 1
fi

missing=()
[ -f /usr/include/ev.h ] || missing+=(libev-dev)
command -v tmux >/dev/null 2>&1 || missing+=(tmux)
[ -x /usr/bin/python3 ] || missing+=(python3)
command -v socat >/dev/null 2>&1 || missing+=(socat)
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
[ -f /usr/include/cairo/cairo.h ] || missing+=(libcairo2-dev)
[ -f /usr/include/pango-1.0/pango/pangocairo.h ] || missing+=(libpango1.0-dev)
[ -f /usr/include/gdk-pixbuf-2.0/gdk-pixbuf/gdk-pixbuf.h ] || missing+=(libgdk-pixbuf-2.0-dev)
ls /usr/lib/*/gdk-pixbuf-2.0/2.10.0/loaders/libpixbufloader-svg.so >/dev/null 2>&1 || missing+=(librsvg2-common)
[ -d /usr/share/fonts/truetype/dejavu ] || missing+=(fonts-dejavu-core)
[ -d /usr/share/fonts/opentype/noto ] || missing+=(fonts-noto-cjk)
[ -d /usr/share/fonts/truetype/roboto ] || missing+=(fonts-roboto)
[ -f /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf ] || missing+=(fonts-noto-color-emoji)
python3 -m pip --version >/dev/null 2>&1 || missing+=(python3-pip)
command -v tesseract >/dev/null 2>&1 || missing+=(tesseract-ocr)
# Foundation's networking (URLSession, re-exported by `import Clockwork`) runs on libcurl;
# an app linked as a daemon ships (--static-swift-stdlib) links it by -lcurl, which takes
# its development files.
ls /usr/lib/*/libcurl.so >/dev/null 2>&1 || missing+=(libcurl4-openssl-dev)
[ -f /usr/include/libdrm/drm_mode.h ] || missing+=(libdrm-dev)
[ -f /usr/include/libinput.h ] || missing+=(libinput-dev)
[ -f /usr/include/libudev.h ] || missing+=(libudev-dev)
[ -f /usr/include/xkbcommon/xkbcommon.h ] || missing+=(libxkbcommon-dev)
[ -d /usr/share/X11/xkb/symbols ] || missing+=(xkb-data)
# The VNC server: zlib for ZRLE, Nettle's DES for VNC authentication.
[ -f /usr/include/zlib.h ] || missing+=(zlib1g-dev)
[ -f /usr/include/nettle/des.h ] || missing+=(nettle-dev)
# MQTT: libmosquitto, a real broker and its clients.
[ -f /usr/include/mosquitto.h ] || missing+=(libmosquitto-dev)
[ -x /usr/sbin/mosquitto ] || missing+=(mosquitto)
command -v mosquitto_pub >/dev/null 2>&1 || missing+=(mosquitto-clients)
command -v openssl >/dev/null 2>&1 || missing+=(openssl)

if [ ${#missing[@]} -gt 0 ]; then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    echo "setup: installing ${missing[*]} with apt-get" >&2
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# SF Symbols' names are drawn in pixels from Phosphor 1.3.0 (MIT), the icon font PyPI's
# qtawesome 1.4.2 ships (Sources/Targets/Pixels/Symbols/SymbolTable.swift is its character
# map): fetched once, checked, and installed where fontconfig finds it.
phosphor=/usr/local/share/fonts/clockwork/phosphor-1.3.0.ttf
if [ ! -f "$phosphor" ]; then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    fetched=$(mktemp -d)
    trap 'rm -rf "$fetched"' EXIT
    echo "setup: installing the Phosphor icon font from PyPI's qtawesome 1.4.2" >&2
    python3 -m pip download --quiet --no-deps --dest "$fetched" qtawesome==1.4.2
    python3 -c 'import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extract("qtawesome/fonts/phosphor-1.3.0.ttf", sys.argv[2])' \
        "$fetched"/qtawesome-1.4.2-py3-none-any.whl "$fetched"
    echo "351874de64758f3b7fb405cd078ac0ed5ffb9717fb5b9b10013ac03d4c13680b  $fetched/qtawesome/fonts/phosphor-1.3.0.ttf" | sha256sum --check --quiet
    $sudo install -D -m 644 "$fetched/qtawesome/fonts/phosphor-1.3.0.ttf" "$phosphor"
    $sudo fc-cache -f /usr/local/share/fonts >/dev/null
fi
