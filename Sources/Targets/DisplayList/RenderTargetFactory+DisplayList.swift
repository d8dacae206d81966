import ClockworkCore
import ClockworkLoop
import Glibc

extension RenderTargetFactory {
    /// Each changed display list as one line of JSON on standard output, written without
    /// ever blocking the loop: a reader that stops reading (a pager, a full pipe) costs
    /// skipped frames, never a stalled tick; the last frame is written when the loop stops.
    public static var displayList: RenderTargetFactory {
        RenderTargetFactory { host in
            let output = FrameWriter(fd: STDOUT_FILENO, loop: host.loop)
            // Added before the target's own stop hook, so it runs after it: the last frame is written.
            host.loop.onStop { output.close(waitingAtMost: .seconds(1)) }
            return DisplayListTarget { line in output.replaceLatest(line) }
        }
    }
}
