import ClockworkCore

extension RenderTargetFactory {
    /// Pixels on the framebuffer (or file) `options` names, opened when the host starts:
    /// a screen that cannot be opened stops the start with its error.
    public static func framebuffer(_ options: FramebufferOptions) -> RenderTargetFactory {
        RenderTargetFactory { _ in try options.makeTarget() }
    }
}
