// libdrm (Debian's libdrm-dev): Linux's kernel mode setting, for the DRM/KMS target, and
// the dumb-buffer ioctls, which are macros Swift cannot call directly.
#include <xf86drm.h>
#include <xf86drmMode.h>
#include <drm_fourcc.h>
#include <sys/ioctl.h>

/// Creates a dumb (CPU-drawn) buffer of `width` × `height` pixels at `bpp` bits; fills in
/// its handle, row pitch and size. Returns 0, or -1 with errno set.
static inline int clockwork_drm_create_dumb(int fd, uint32_t width, uint32_t height, uint32_t bpp,
                                            uint32_t *handle, uint32_t *pitch, uint64_t *size) {
    struct drm_mode_create_dumb request = { .width = width, .height = height, .bpp = bpp };
    if (drmIoctl(fd, DRM_IOCTL_MODE_CREATE_DUMB, &request) != 0) return -1;
    *handle = request.handle;
    *pitch = request.pitch;
    *size = request.size;
    return 0;
}

/// The offset to mmap the dumb buffer `handle` at, through the device's fd.
static inline int clockwork_drm_map_dumb(int fd, uint32_t handle, uint64_t *offset) {
    struct drm_mode_map_dumb request = { .handle = handle };
    if (drmIoctl(fd, DRM_IOCTL_MODE_MAP_DUMB, &request) != 0) return -1;
    *offset = request.offset;
    return 0;
}

/// Destroys the dumb buffer `handle`.
static inline int clockwork_drm_destroy_dumb(int fd, uint32_t handle) {
    struct drm_mode_destroy_dumb request = { .handle = handle };
    return drmIoctl(fd, DRM_IOCTL_MODE_DESTROY_DUMB, &request);
}
