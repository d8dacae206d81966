#!/bin/busybox sh
# The VM test's init (PID 1 of a busybox initramfs): loads the 9p and virtio modules,
# mounts the host's root read-only, a tmpfs on /run and the test's exchange folder
# read-write, then runs the guest script in the host's root, and powers off when it ends.
bb=/bin/busybox
$bb mount -t proc proc /proc
$bb mount -t sysfs sys /sys
$bb mount -t devtmpfs dev /dev
for module in $($bb cat /modules/order); do $bb insmod /modules/$module.ko || echo "init: cannot load $module"; done
if ! $bb mount -t 9p -o trans=virtio,version=9p2000.L,ro,cache=loose host /host; then
    echo "init: cannot mount the host's root"; $bb poweroff -f
fi
for folder in proc sys dev; do $bb mount --move /$folder /host/$folder; done
# Writable room for the guest is /run (a tmpfs): /tmp stays the host's, read-only, since
# the project and its build may live under it.
$bb mount -t tmpfs run /host/run
$bb mkdir -p /host/run/exchange
$bb mount -t 9p -o trans=virtio,version=9p2000.L exchange /host/run/exchange
$bb chroot /host /bin/sh "$($bb cat /guest-script)" /run/exchange
$bb sync
$bb poweroff -f
