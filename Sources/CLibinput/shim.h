// libinput (touchscreens, mice, keyboards from the kernel's evdev devices, found through
// libudev) and xkbcommon (key codes to symbols and text in a keyboard layout), from
// Debian's libinput-dev, libudev-dev and libxkbcommon-dev.
#include <libinput.h>
#include <libudev.h>
#include <xkbcommon/xkbcommon.h>
#include <xkbcommon/xkbcommon-keysyms.h>
#include <linux/input-event-codes.h>
