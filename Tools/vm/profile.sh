#!/bin/sh
# In the VM: profiles the running SensorPanel for 10 s while the feeder taps (X, Y) once a
# second; writes NAME.csv (clockwork prof's ticks) and NAME.feeder (touch times) to
# OUT, and prints the loop thread's CPU as a JSON line.
# Usage: profile.sh BIN OUT NAME X Y
set -eu
bin=$1 out=$2 name=$3 x=$4 y=$5
pid=$(pgrep -x SensorPanel)
: > /run/vm/feeder.log
ticks() { awk '{ print $14 + $15 }' "/proc/$pid/task/$pid/stat"; }
before=$(ticks)
"$bin/clockwork" prof --socket /run/vm/panel.sock --seconds 10 --csv "$out/$name.csv" > /dev/null &
for i in 1 2 3 4 5 6 7 8 9; do sleep 1; echo "tap $x $y" > /run/vm/feed; done
wait
after=$(ticks)
cp /run/vm/feeder.log "$out/$name.feeder"
awk -v name="$name" -v used=$((after - before)) -v hz="$(getconf CLK_TCK)" \
    'BEGIN { printf "{\"name\":\"%s\",\"loop_cpu_percent\":%.2f}\n", name, used * 100 / (hz * 10) }'
