#!/usr/bin/env bash
# The DRM/KMS target and libinput on a real kernel: boots Debian's kernel under QEMU (TCG)
# with a busybox initramfs, the host's root shared read-only over virtio-9p, a bochs
# display (/dev/dri/card0) and a touchscreen and keyboard made through /dev/uinput; runs
# the release SensorPanel with --drm in it, touches and types through the devices, takes
# the screen through QEMU's monitor and reads it back with tesseract.
#
# Checks, each failing the script: the panel shows; a touch on "Pause" shows "Resume"; at
# --rotate 90, 180 and 270 the screen is turned and a touch on "Pause" (found on the
# turned screen) still works; Tab, Backspace and letters from the keyboard reach the text
# field, and a held Backspace repeats; after --blank-after the screen is dark, and the
# touch that wakes it is not a tap; with the on-screen keyboard, touches on its keys type
# into the field and submit it. Then
# the gallery's Touch tab: a drag moves a slider, a pinch zooms, a long press opens a
# context menu, and touches on the decimal pad type 42 into a number field and submit it.
# Prints `screen: PATH` for each screen dump saved as PNG, in order. Installs what it needs with apt-get (as setup.sh does).
#
# VM_STEPS=gallery runs the gallery's step alone (the panel's steps lean on each other);
# VM_STEPS=none runs no checks, for a measurement.
#
# With --measure, then profiles 10 s of the panel on DRM and 10 s on the same display's
# fbdev emulation (/dev/fb0), tapping Zero once a second, and prints a JSON line for each
# (tick lateness, flip latency, flip interval jitter, input latency, loop-thread CPU).
# With --measure --against DIR, then profiles the panel on DRM three times, each time also
# DIR's SensorPanel (another build, driven by DIR's clockwork), in turn: an A/B in one VM
# (drm-now-N, drm-other-N).
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
measure=false against=""
[ "${1:-}" = --measure ] && measure=true
[ "${2:-}" = --against ] && against=$(cd "${3:?--against needs the folder of another build of SensorPanel}" && pwd)
started=$SECONDS

missing=()
command -v qemu-system-x86_64 >/dev/null 2>&1 || missing+=(qemu-system-x86)
ls /boot/vmlinuz-* >/dev/null 2>&1 || missing+=(linux-image-amd64)
[ -x /bin/busybox ] || [ -x /usr/bin/busybox ] || missing+=(busybox-static)
[ -x /lib/systemd/systemd-udevd ] || missing+=(udev)
command -v cpio >/dev/null 2>&1 || missing+=(cpio)
command -v gcc >/dev/null 2>&1 || missing+=(gcc)
if [ ${#missing[@]} -gt 0 ]; then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    echo "vm-test: installing ${missing[*]} with apt-get" >&2
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
Tools/scripts/setup.sh
source Tools/scripts/release-flags.sh
build_release SensorPanel clockwork
bin=$(swift build "${release_flags[@]}" --show-bin-path)
# The gallery imports the umbrella, whose macros take minutes to build for release.
swift build --product Gallery
debug_bin=$(swift build --show-bin-path)

kernel=$(ls /boot/vmlinuz-* | sort -V | tail -1)
version=${kernel#/boot/vmlinuz-}
modules=/lib/modules/$version
work=$(mktemp -d /tmp/clockwork-vm.XXXXXX)
exchange=$work/exchange
screens=${VM_SCREENS:-$root/.build/vm-screens}
mkdir -p "$exchange" "$screens" "$work/initramfs/bin" "$work/initramfs/modules" "$work/initramfs/host" \
    "$work/initramfs/proc" "$work/initramfs/sys" "$work/initramfs/dev"
rm -f "$screens"/*.png

# The initramfs: busybox, the modules that mount the host's root, and init.
cp "$(command -v busybox)" "$work/initramfs/bin/busybox"
add_module() {
    local line path dependency
    line=$(grep -E "(^|/)$1\.ko(\.xz|\.zst)?:" "$modules/modules.dep") || { echo "vm-test: no module $1 in $modules" >&2; exit 1; }
    path=${line%%:*}
    for dependency in ${line#*:}; do add_module "$(basename "${dependency%%.ko*}")"; done
    grep -qx "$1" "$work/initramfs/modules/order" 2>/dev/null && return
    case $path in
        *.xz) xz -dc "$modules/$path" > "$work/initramfs/modules/$1.ko" ;;
        *.zst) zstd -qdc "$modules/$path" > "$work/initramfs/modules/$1.ko" ;;
        *) cp "$modules/$path" "$work/initramfs/modules/$1.ko" ;;
    esac
    echo "$1" >> "$work/initramfs/modules/order"
}
for module in virtio_pci 9pnet_virtio 9p; do add_module "$module"; done
cp Tools/vm/init.sh "$work/initramfs/init"
echo "$root/Tools/vm/guest.sh" > "$work/initramfs/guest-script"
(cd "$work/initramfs" && find . | cpio -o -H newc --quiet | gzip -1) > "$work/initramfs.gz"
gcc -O1 -Wall -o "$exchange/uinput-feeder" Tools/vm/uinput-feeder.c

qemu=""
cleanup() {
    [ -n "$qemu" ] && kill "$qemu" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
qemu-system-x86_64 -accel tcg -cpu max -smp 2 -m 1536 -no-reboot -nodefaults -display none -vga std \
    -kernel "$kernel" -initrd "$work/initramfs.gz" -append "console=ttyS0 quiet panic=-1" \
    -serial "file:$work/console.log" -monitor "unix:$work/monitor,server,nowait" \
    -virtfs local,path=/,mount_tag=host,security_model=none,readonly=on,multidevs=remap \
    -virtfs "local,path=$exchange,mount_tag=exchange,security_model=none" &
qemu=$!

fail() {
    echo "vm-test: FAILED: $*" >&2
    echo "--- the guest's console:" >&2; tail -30 "$work/console.log" >&2 || true
    for log in "$exchange"/setup.log; do echo "--- $log:" >&2; cat "$log" >&2 || true; done
    guest_quietly "cat /run/vm/feeder.log; cat /run/vm/panel.log /run/vm/gallery.log" 2>/dev/null | tail -40 >&2 || true
    [ -e "$work/tree" ] && { echo "--- the last tree:" >&2; cat "$work/tree" >&2; }
    exit 1
}

wait_for() {  # FILE SECONDS
    local deadline=$((SECONDS + $2))
    until [ -e "$1" ]; do
        kill -0 "$qemu" 2>/dev/null || fail "QEMU exited"
        [ $SECONDS -lt $deadline ] || return 1
        sleep 0.2
    done
}

commands=0
guest_quietly() {  # runs a shell command in the guest; prints its output; returns its status
    commands=$((commands + 1))
    echo "$1" > "$exchange/cmd.tmp" && mv "$exchange/cmd.tmp" "$exchange/cmd.$commands"
    wait_for "$exchange/done.$commands" 120 || { echo "vm-test: the guest did not answer: $1" >&2; return 1; }
    cat "$exchange/out.$commands"
    return "$(cat "$exchange/done.$commands")"
}
guest() { guest_quietly "$1" || fail "in the guest: $1"; }

shoot() {  # NAME: a screen dump, saved as PNG; prints its PPM path
    local shots dump png
    shots=$(( $(ls "$screens" | wc -l) + 1 ))
    dump="$work/screen-$shots.ppm"
    png="$screens/$(printf %02d $shots)-$1.png"
    echo "screendump $dump" | socat - "UNIX-CONNECT:$work/monitor" >/dev/null
    wait_for "$dump" 20 || fail "QEMU wrote no screen dump"
    sleep 0.5
    python3 Tools/vm/screen.py png "$dump" "$png"
    echo "screen: $png" >&2
    echo "$dump"
}

panel() {  # ARGUMENTS: (re)starts the panel (on DRM, unless they name a framebuffer) and waits for its socket
    local target="--drm auto --mode 1024x768"
    case "$*" in *--framebuffer*) target="" ;; esac
    guest "pkill -TERM -x SensorPanel; for i in \$(seq 50); do pgrep -x SensorPanel >/dev/null || break; sleep 0.2; done
        rm -f /run/vm/panel.sock
        setsid ${panel_bin:-$bin}/SensorPanel $target --socket /run/vm/panel.sock --storage /run/vm/panel.json --log-level ${VM_LOG_LEVEL:-info} $* > /run/vm/panel.log 2>&1 < /dev/null &
        for i in \$(seq 150); do ${panel_bin:-$bin}/clockwork tree --socket /run/vm/panel.sock >/dev/null 2>&1 && exit 0; sleep 0.2; done
        echo 'the panel did not start'; cat /run/vm/panel.log; exit 1"
    sleep 1
}

find_word() {  # NAME WORD ROTATION: the screen point of WORD, or fail
    # tesseract now and then misses a word on one screen that it reads on the next:
    # a screen is taken again, up to three times, before the word counts as missing.
    local attempt dump
    for attempt in 1 2 3; do
        dump=$(shoot "$1")
        python3 Tools/vm/screen.py find "$dump" "$2" "$3" 2>"$work/unread" && return 0
        echo "vm-test: attempt $attempt: $(cat "$work/unread")" >&2
    done
    fail "'$2' is not on the screen (rotation $3)"
}

tap() {  # X Y
    guest "echo 'tap $1 $2' > /run/vm/feed; sleep 1.5"
}

touch_word() {  # WORD EXPECTED ROTATION NAME: touches WORD where the screen shows it, until EXPECTED shows
    local attempt dump point
    # tesseract now and then misses a word on one screen that it reads on the next.
    for attempt in 1 2 3; do
        dump=$(shoot "$4-aim")
        if ! point=$(python3 Tools/vm/screen.py find "$dump" "$1" "$3" 2>/dev/null); then
            echo "vm-test: tesseract did not read $1 (attempt $attempt)" >&2
            continue
        fi
        tap $point
        dump=$(shoot "$4")
        python3 Tools/vm/screen.py find "$dump" "$2" "$3" >/dev/null 2>&1 && return 0
        echo "vm-test: the touch on $1 at $point showed no $2 (attempt $attempt)" >&2
    done
    fail "a touch on $1 did not show $2 (rotation $3)"
}

wait_for "$exchange/guest-up" 180 || fail "the guest did not come up"
echo "vm-test: the guest is up after $((SECONDS - started)) s" >&2
guest "ls /dev/dri/card0 /dev/uinput"

tree_socket=/run/vm/panel.sock cell="1 1"
spot() {  # TEXT: sets point to the screen point of the last text item showing exactly TEXT
    # in the tree of the daemon at $tree_socket, whose units are $cell pixels (not a
    # command substitution: guest counts its commands in this shell)
    guest "$bin/clockwork tree --socket $tree_socket" > "$work/tree"
    point=$(python3 -c '
import re, sys
found = [m for m in (re.match(r" *text \(([-\d.]+),([-\d.]+) ([\d.]+)x([\d.]+)\) \"(.*?)\"", line) for line in sys.stdin)
         if m and m.group(5) == sys.argv[1]]
if not found: sys.exit(1)
x, y, w, h = map(float, found[-1].groups()[:4])
cx, cy = map(float, sys.argv[2:4])
print(int((x + w / 2) * cx), int((y + h / 2) * cy))' "$1" $cell < "$work/tree") || fail "the tree shows no '$1'"
}

if [ "${VM_STEPS:-all}" = all ]; then
    # 1. The panel on DRM, then a touch on Pause.
    panel --rotate 0
    guest "grep -q 'showing on a DRM display' /run/vm/panel.log && grep -q 'input device added' /run/vm/panel.log"
    # The alarm switched off first (a setting: it holds across the restarts below). The panel
    # is centred and moves by half a line when its alarm line comes or goes, which it does
    # every few seconds: a touch aimed from the screen taken before would land on the edge
    # of a button that had moved, and a retry can keep step with the alarm's period.
    guest "$bin/clockwork tap Alarm --socket /run/vm/panel.sock >/dev/null
        for i in \$(seq 25); do grep -q '\"bool\" : false' /run/vm/panel.json 2>/dev/null && exit 0; sleep 0.2; done
        echo 'the alarm setting was not stored'; exit 1"
    touch_word Pause Resume 0 touched-pause
    echo "vm-test: a touch on Pause shows Resume" >&2

    # 2. Keys: Tab moves focus to the text field (after Pause, Zero and the toggle),
    #    Backspace clears it, typed letters fill it.
    guest "for i in 1 2 3 4; do echo 'key 15' > /run/vm/feed; done; for i in 1 2 3 4 5 6 7 8; do echo 'key 14' > /run/vm/feed; done
        echo 'type hello' > /run/vm/feed; sleep 2"
    guest "$bin/clockwork tree --socket /run/vm/panel.sock | grep -q '^ *text .* \"hello\"'"
    find_word typed hello 0 >/dev/null
    echo "vm-test: Tab, Backspace and letters from the keyboard reach the text field" >&2
    # Backspace held for 1 s repeats (after 0.6 s, 25 a second) and clears the field.
    guest "echo 'holdkey 14 1000' > /run/vm/feed; sleep 1.5"
    guest "! $bin/clockwork tree --socket /run/vm/panel.sock | grep -q '\"hel'" || fail "a held Backspace did not repeat"
    guest "echo 'type hello' > /run/vm/feed; sleep 1.5"
    echo "vm-test: a held Backspace repeats" >&2

    # 3. Turned: the picture and the touches turn together, at each rotation.
    for rotation in 90 180 270; do
        panel --rotate $rotation
        touch_word Pause Resume $rotation "rotated-$rotation"
        echo "vm-test: at $rotation degrees, a touch on Pause shows Resume" >&2
    done

    # 4. Blanking: dark after 8 s without input; the touch that wakes it is not a tap.
    panel --rotate 0 --blank-after 8
    point=$(find_word before-blank Pause 0)
    sleep 10
    dump=$(shoot blanked)
    mean=$(python3 Tools/vm/screen.py mean "$dump")
    python3 -c "import sys; sys.exit(0 if $mean < 8 else 1)" || fail "the screen is not dark after --blank-after (mean $mean)"
    tap $point
    find_word woken Pause 0 >/dev/null
    echo "vm-test: blanked after 8 s; the waking touch was not a tap" >&2

    # 5. The on-screen keyboard, as a kiosk without keys has it: a touch on the field brings
    #    it up; touches on its keys type 42; its return key submits and takes it away. The
    #    keys are found where the panel's display list puts them (`clockwork tree`).
    panel --rotate 0 --on-screen-keyboard always
    spot hello
    tap $point
    guest "$bin/clockwork tree --socket /run/vm/panel.sock | grep -q '\"return\"'" || fail "a touch on the field brought up no keyboard"
    shoot keyboard-up >/dev/null
    for key in 123 4 2 return; do
        spot $key
        tap $point
    done
    guest "$bin/clockwork tree --socket /run/vm/panel.sock | grep -q '\"hello42\"' && ! $bin/clockwork tree --socket /run/vm/panel.sock | grep -q '\"return\"'" \
        || fail "the on-screen keys did not type 42 and submit"
    find_word typed-on-screen hello42 0 >/dev/null
    echo "vm-test: a finger typed 42 on the on-screen keyboard and submitted it" >&2
fi

if [ "${VM_STEPS:-all}" != none ]; then
    # 6. Gestures, on the gallery's Touch tab (laid out in cells of 10x20 pixels): a drag
    #    moves the valve's slider, two fingers pinch the face to a zoom, a long press on the
    #    tile opens its context menu, and the decimal pad types a set point and submits it.
    guest "pkill -TERM -x SensorPanel; for i in \$(seq 50); do pgrep -x SensorPanel >/dev/null || break; sleep 0.2; done
        setsid $debug_bin/Gallery --drm auto --mode 1024x768 --on-screen-keyboard always > /run/vm/gallery.log 2>&1 < /dev/null &
        for i in \$(seq 300); do $bin/clockwork tree --socket /run/vm/runtime/clockwork/GalleryApp.sock >/dev/null 2>&1 && exit 0; sleep 0.2; done
        echo 'the gallery did not start'; cat /run/vm/gallery.log; exit 1"
    tree_socket=/run/vm/runtime/clockwork/GalleryApp.sock cell="10 20"
    shows() {  # TEXT: whether the gallery's tree shows TEXT (the tree kept for fail to print)
        guest "$bin/clockwork tree --socket $tree_socket" > "$work/tree"
        grep -qF "\"$1\"" "$work/tree"
    }
    spot Touch
    tap $point
    shows "Valve 40 %" || fail "a touch on the Touch tab did not show it"
    shoot touch-tab >/dev/null
    spot "Valve 40 %"
    guest "echo 'drag $((${point% *} + 200)) ${point#* } 1020 ${point#* }' > /run/vm/feed; sleep 1.5"
    shows "Valve 100 %" || fail "a drag along the valve's slider did not open it"
    shoot dragged-slider >/dev/null
    echo "vm-test: a drag moved the slider to its end" >&2
    spot "zoom 1.0 · turn 0°"
    guest "echo 'pinch $point 40 80' > /run/vm/feed; sleep 1.5"
    shows "zoom 2.0 · turn 0°" || fail "two fingers moving apart did not zoom the face"
    find_word pinched 2.0 0 >/dev/null
    echo "vm-test: a pinch zoomed the face to 2.0" >&2
    spot tile
    guest "echo 'hold $point 900' > /run/vm/feed; sleep 1.5"
    shows Mark || fail "a long press on the tile opened no context menu"
    shoot context-menu >/dev/null
    spot Mark
    tap $point
    shows "held: marked" || fail "a touch on the context menu's Mark did not run it"
    echo "vm-test: a long press opened the tile's context menu, and a touch ran its Mark" >&2
    spot "Set point"
    tap $point
    shows done || fail "a touch on the set point's field brought up no keyboard"
    for key in 4 2 done; do
        spot $key
        tap $point
    done
    shows "set: 42" || fail "the decimal pad did not type 42 and submit"
    find_word typed-set-point 42 0 >/dev/null
    echo "vm-test: a finger typed 42 on the decimal pad and submitted it" >&2
    guest "pkill -TERM -x Gallery; sleep 1"
fi

if $measure; then
    profile() {  # NAME PANEL-ARGUMENTS...: 10 s of ticks, a tap on Zero each second, the loop thread's CPU
        local name=$1
        shift
        panel "$@"
        point=$(find_word "$name-measured" Zero 0)
        guest "sh $root/Tools/vm/profile.sh ${panel_bin:-$bin} /run/exchange $name $point" >&2
        python3 Tools/vm/measure.py "$name=$exchange/$name.csv:$exchange/$name.feeder" >&2
    }
    if [ -n "$against" ]; then
        for round in 1 2 3; do
            profile drm-now-$round --rotate 0
            panel_bin=$against profile drm-other-$round --rotate 0
        done
    else
        profile drm --rotate 0
        profile fbdev --framebuffer /dev/fb0 --input on
    fi
fi
guest "pkill -TERM -x SensorPanel; sleep 1"
echo quit > "$exchange/cmd.tmp" && mv "$exchange/cmd.tmp" "$exchange/cmd.$((commands + 1))"
wait "$qemu" || true
qemu=""
echo "vm-test: passed in $((SECONDS - started)) s" >&2
