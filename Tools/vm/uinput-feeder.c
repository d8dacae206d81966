// A touchscreen and a keyboard made through /dev/uinput, for the VM test: the kernel,
// udev and libinput see them as real devices. Reads commands, one a line, on stdin:
//   tap X Y            a finger down and up at screen pixel (X, Y)
//   drag X1 Y1 X2 Y2   a finger down at (X1, Y1), moved in steps to (X2, Y2), lifted
//   hold X Y MS        a finger down at (X, Y), held still for MS milliseconds, lifted
//   pinch X Y R1 R2    two fingers R1 pixels left and right of (X, Y), moved in steps to
//                      R2 pixels either side (apart: R2 > R1, a zoom in), lifted
//   type TEXT          the keys of TEXT (lowercase letters, digits, space)
//   key CODE           one key by its evdev code (15 Tab, 28 Enter, 1 Escape, 14 Backspace)
//   holdkey CODE MS    one key held down for MS milliseconds, then let go
// and answers each with `done NS`: when its finger went down (CLOCK_MONOTONIC), or 0.
// Usage: uinput-feeder SCREEN_WIDTH SCREEN_HEIGHT
#include <fcntl.h>
#include <linux/uinput.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>

enum { RANGE = 32767 };
static int touch_fd, keys_fd, width, height, tracking = 1;
/// When the last finger went down, on CLOCK_MONOTONIC: what input latency is measured from.
static long long touched_ns;

static void emit(int fd, int type, int code, int value) {
    struct input_event event = { .type = type, .code = code, .value = value };
    if (write(fd, &event, sizeof event) != sizeof event) { perror("uinput write"); exit(1); }
}

static void axis(int fd, int code, int maximum) {
    struct uinput_abs_setup setup = { .code = code, .absinfo = { .minimum = 0, .maximum = maximum } };
    if (ioctl(fd, UI_ABS_SETUP, &setup) < 0) { perror("UI_ABS_SETUP"); exit(1); }
}

static int make(const char *name, void (*configure)(int)) {
    int fd = open("/dev/uinput", O_WRONLY | O_NONBLOCK);
    if (fd < 0) { perror("/dev/uinput"); exit(1); }
    configure(fd);
    struct uinput_setup setup = { .id = { .bustype = BUS_VIRTUAL, .vendor = 0x1d6b, .product = 0x0104 } };
    snprintf(setup.name, sizeof setup.name, "%s", name);
    if (ioctl(fd, UI_DEV_SETUP, &setup) < 0 || ioctl(fd, UI_DEV_CREATE) < 0) { perror("UI_DEV_CREATE"); exit(1); }
    return fd;
}

static void touchscreen(int fd) {
    ioctl(fd, UI_SET_EVBIT, EV_KEY);
    ioctl(fd, UI_SET_KEYBIT, BTN_TOUCH);
    ioctl(fd, UI_SET_EVBIT, EV_ABS);
    ioctl(fd, UI_SET_PROPBIT, INPUT_PROP_DIRECT);
    int codes[] = { ABS_X, ABS_Y, ABS_MT_POSITION_X, ABS_MT_POSITION_Y };
    for (int i = 0; i < 4; i++) { ioctl(fd, UI_SET_ABSBIT, codes[i]); axis(fd, codes[i], RANGE); }
    ioctl(fd, UI_SET_ABSBIT, ABS_MT_SLOT); axis(fd, ABS_MT_SLOT, 9);
    ioctl(fd, UI_SET_ABSBIT, ABS_MT_TRACKING_ID); axis(fd, ABS_MT_TRACKING_ID, 65535);
}

static void keyboard(int fd) {
    ioctl(fd, UI_SET_EVBIT, EV_KEY);
    for (int code = 1; code < 128; code++) ioctl(fd, UI_SET_KEYBIT, code);
}

/// Finger SLOT at screen pixel (X, Y): DOWN 1 puts it down there, 0 moves it there, -1
/// lifts it. The first finger of a gesture is slot 0; what it last did is sent (SYN) at once.
static void contact(int slot, int x, int y, int down) {
    int ax = (int)((long)x * RANGE / width), ay = (int)((long)y * RANGE / height);
    emit(touch_fd, EV_ABS, ABS_MT_SLOT, slot);
    if (down == 1) {
        if (slot == 0) {
            struct timespec now;
            clock_gettime(CLOCK_MONOTONIC, &now);
            touched_ns = (long long)now.tv_sec * 1000000000LL + now.tv_nsec;
            emit(touch_fd, EV_KEY, BTN_TOUCH, 1);
        }
        emit(touch_fd, EV_ABS, ABS_MT_TRACKING_ID, tracking++);
    }
    if (down >= 0) {
        emit(touch_fd, EV_ABS, ABS_MT_POSITION_X, ax); emit(touch_fd, EV_ABS, ABS_MT_POSITION_Y, ay);
        if (slot == 0) { emit(touch_fd, EV_ABS, ABS_X, ax); emit(touch_fd, EV_ABS, ABS_Y, ay); }
    } else {
        emit(touch_fd, EV_ABS, ABS_MT_TRACKING_ID, -1);
        if (slot == 0) emit(touch_fd, EV_KEY, BTN_TOUCH, 0);
    }
}

static void finger(int x, int y, int down) {
    contact(0, x, y, down);
    emit(touch_fd, EV_SYN, SYN_REPORT, 0);
    usleep(30000);
}

/// Two fingers either side of (X, Y), R pixels from it, in one report.
static void pair(int x, int y, int r, int down) {
    contact(1, x + r, y, down);
    contact(0, x - r, y, down);
    emit(touch_fd, EV_SYN, SYN_REPORT, 0);
    usleep(30000);
}

static void key(int code) {
    emit(keys_fd, EV_KEY, code, 1); emit(keys_fd, EV_SYN, SYN_REPORT, 0);
    emit(keys_fd, EV_KEY, code, 0); emit(keys_fd, EV_SYN, SYN_REPORT, 0);
    usleep(20000);
}

static int code_of(char c) {
    static const char *rows[] = { "1234567890", "qwertyuiop", "asdfghjkl", "zxcvbnm" };
    static const int starts[] = { KEY_1, KEY_Q, KEY_A, KEY_Z };
    if (c == ' ') return KEY_SPACE;
    for (int r = 0; r < 4; r++) { const char *at = strchr(rows[r], c); if (at) return starts[r] + (int)(at - rows[r]); }
    return -1;
}

int main(int argc, char **argv) {
    if (argc != 3 || (width = atoi(argv[1])) <= 0 || (height = atoi(argv[2])) <= 0) {
        fprintf(stderr, "usage: uinput-feeder SCREEN_WIDTH SCREEN_HEIGHT\n");
        return 2;
    }
    touch_fd = make("Clockwork VM touchscreen", touchscreen);
    keys_fd = make("Clockwork VM keyboard", keyboard);
    printf("ready\n");
    fflush(stdout);
    char line[256];
    while (fgets(line, sizeof line, stdin)) {
        int x1, y1, x2, y2, r1, r2, milliseconds, code;
        char text[200];
        if (sscanf(line, "tap %d %d", &x1, &y1) == 2) {
            finger(x1, y1, 1); usleep(60000); finger(x1, y1, -1);
        } else if (sscanf(line, "drag %d %d %d %d", &x1, &y1, &x2, &y2) == 4) {
            finger(x1, y1, 1);
            for (int step = 1; step <= 10; step++) finger(x1 + (x2 - x1) * step / 10, y1 + (y2 - y1) * step / 10, 0);
            finger(x2, y2, -1);
        } else if (sscanf(line, "hold %d %d %d", &x1, &y1, &milliseconds) == 3) {
            finger(x1, y1, 1); usleep(milliseconds * 1000); finger(x1, y1, -1);
        } else if (sscanf(line, "pinch %d %d %d %d", &x1, &y1, &r1, &r2) == 4) {
            pair(x1, y1, r1, 1);
            for (int step = 1; step <= 10; step++) pair(x1, y1, r1 + (r2 - r1) * step / 10, 0);
            pair(x1, y1, r2, -1);
        } else if (sscanf(line, "type %199[^\n]", text) == 1) {
            for (char *c = text; *c; c++) if (code_of(*c) > 0) key(code_of(*c));
        } else if (sscanf(line, "holdkey %d %d", &code, &milliseconds) == 2) {
            emit(keys_fd, EV_KEY, code, 1); emit(keys_fd, EV_SYN, SYN_REPORT, 0);
            usleep(milliseconds * 1000);
            emit(keys_fd, EV_KEY, code, 0); emit(keys_fd, EV_SYN, SYN_REPORT, 0);
        } else if (sscanf(line, "key %d", &code) == 1) {
            key(code);
        } else {
            fprintf(stderr, "uinput-feeder: unknown command: %s", line);
            continue;
        }
        printf("done %lld\n", touched_ns);
        touched_ns = 0;
        fflush(stdout);
    }
    ioctl(touch_fd, UI_DEV_DESTROY);
    ioctl(keys_fd, UI_DEV_DESTROY);
    return 0;
}
