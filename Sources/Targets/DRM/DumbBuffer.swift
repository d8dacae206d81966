import CDRM
import Glibc

/// A buffer the CPU draws into and the display scans out: a DRM dumb buffer in 32-bit
/// XRGB, mapped into the process and registered as a framebuffer object.
final class DumbBuffer {
    /// The card's descriptor; the buffer belongs to it.
    private let fd: Int32
    private let handle: UInt32
    /// The framebuffer object's id, what a CRTC scans out and a page flip names.
    let framebufferID: UInt32
    /// Bytes from one row to the next.
    let stride: Int
    /// The mapped pixels.
    let pixels: UnsafeMutableRawPointer
    private let byteCount: Int

    /// Creates, registers and maps a buffer of `width` × `height` pixels, cleared to black.
    init(fd: Int32, width: Int, height: Int) throws {
        var handle: UInt32 = 0, pitch: UInt32 = 0, size: UInt64 = 0
        guard clockwork_drm_create_dumb(fd, UInt32(width), UInt32(height), 32, &handle, &pitch, &size) == 0 else {
            throw DRMError("the card cannot make a \(width)x\(height) buffer: \(String(cString: strerror(errno)))")
        }
        var framebufferID: UInt32 = 0
        guard drmModeAddFB(fd, UInt32(width), UInt32(height), 24, 32, pitch, handle, &framebufferID) == 0 else {
            let reason = String(cString: strerror(errno))
            _ = clockwork_drm_destroy_dumb(fd, handle)
            throw DRMError("the card refuses a \(width)x\(height) XRGB8888 framebuffer: \(reason)")
        }
        var offset: UInt64 = 0
        let mapped = clockwork_drm_map_dumb(fd, handle, &offset) == 0
            ? mmap(nil, Int(size), PROT_READ | PROT_WRITE, MAP_SHARED, fd, off_t(offset)) : MAP_FAILED
        guard let mapped, mapped != MAP_FAILED else {
            let reason = String(cString: strerror(errno))
            drmModeRmFB(fd, framebufferID)
            _ = clockwork_drm_destroy_dumb(fd, handle)
            throw DRMError("cannot map a display buffer: \(reason)")
        }
        self.fd = fd
        self.handle = handle
        self.framebufferID = framebufferID
        stride = Int(pitch)
        pixels = mapped
        byteCount = Int(size)
        // Safe: the mapping holds `size` bytes.
        memset(mapped, 0, byteCount)
    }

    deinit {
        munmap(pixels, byteCount)
        drmModeRmFB(fd, framebufferID)
        _ = clockwork_drm_destroy_dumb(fd, handle)
    }
}
