/// The frames of a terminal spinner, in time: nothing for `delay` (quick answers do not flicker), then one frame
/// every `interval` until the consumer stops (or its task is cancelled).
///
/// ```swift
/// let ticker = Task { for await frame in SpinnerFrames() { write("\r\(frame) Loading…") } }
/// defer { ticker.cancel() }
/// ```
public struct SpinnerFrames: AsyncSequence, Sendable {
    /// The Braille frames the spinner cycles through.
    public static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// The wait before the first frame.
    public let delay: Duration
    /// The time between two frames.
    public let interval: Duration

    /// Frames after `delay` (250 ms), every `interval` (100 ms).
    public init(delay: Duration = .milliseconds(250), interval: Duration = .milliseconds(100)) {
        self.delay = delay
        self.interval = interval
    }

    /// The frames' iterator.
    public func makeAsyncIterator() -> Iterator { Iterator(delay: delay, interval: interval) }

    /// Yields the next frame when its time has come; nil once cancelled.
    public struct Iterator: AsyncIteratorProtocol {
        let delay: Duration
        let interval: Duration
        var index = 0

        /// The next frame, after its wait; nil when the task is cancelled.
        public mutating func next() async -> String? {
            do { try await Task.sleep(for: index == 0 ? delay : interval) } catch { return nil }
            defer { index += 1 }
            return SpinnerFrames.frames[index % SpinnerFrames.frames.count]
        }
    }
}
