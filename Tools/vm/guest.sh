#!/bin/sh
# The VM test's guest, run by init.sh in the host's root (read-only) on Debian's kernel:
# loads the display, uinput and evdev drivers, starts udev and the uinput feeder, then
# runs the host's commands one by one. The host writes EXCHANGE/cmd.N; this runs it with
# sh and writes its output to out.N and its status to done.N. A command `quit` ends it.
set -u
exchange=$1
tools=$(dirname "$0")
export PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin HOME=/run/vm XDG_RUNTIME_DIR=/run/vm/runtime
mkdir -p /run/vm/runtime /dev/pts /dev/shm
mount -t devpts devpts /dev/pts
mount -t tmpfs shm /dev/shm
{
    modprobe bochs && modprobe uinput && modprobe evdev
    /lib/systemd/systemd-udevd --daemon
    udevadm trigger --action=add && udevadm settle --timeout=20
    mkfifo /run/vm/feed
    "$exchange/uinput-feeder" 1024 768 < /run/vm/feed > /run/vm/feeder.log 2>&1 &
} > "$exchange/setup.log" 2>&1
exec 9> /run/vm/feed
ls /dev/dri /dev/input >> "$exchange/setup.log" 2>&1
echo up > "$exchange/guest-up"
n=1
while :; do
    while [ ! -e "$exchange/cmd.$n" ]; do sleep 0.1; done
    [ "$(cat "$exchange/cmd.$n")" = quit ] && break
    sh "$exchange/cmd.$n" > "$exchange/out.$n" 2>&1
    echo $? > "$exchange/status.$n"
    mv "$exchange/status.$n" "$exchange/done.$n"
    n=$((n + 1))
done
