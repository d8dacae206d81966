/// A screen's memory that holds its whole frame, 32-bit XRGB pixels (Cairo's ARGB32 rows
/// with the alpha byte unused), as the screen's rows run: what a ``PixelCanvas`` draws
/// into band by band instead of keeping an image of its own.
///
/// It keeps the screen that handed it out alive, and that screen keeps the memory mapped
/// for as long as it lives.
public struct HeldFrame {
    /// The first pixel of the frame's first row.
    let pixels: UnsafeMutableRawPointer
    /// Bytes from one row to the next.
    let stride: Int
    /// The screen whose memory this is.
    let screen: AnyObject

    /// The frame of `screen` whose first row starts at `pixels`, rows `stride` bytes apart.
    init(pixels: UnsafeMutableRawPointer, stride: Int, screen: AnyObject) {
        self.pixels = pixels
        self.stride = stride
        self.screen = screen
    }
}
