extension NotificationCenter {
    /// The notifications named `name` (from `object`, when given), as values.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> AnyPublisher<Notification, Never> {
        AnyPublisher { downstream in
            let center = self
            let token = Locked<(any NSObjectProtocol)?>(nil)
            let conduit = Conduit(downstream, onCancel: { token.with { if let observer = $0 { center.removeObserver(observer) }; $0 = nil } })
            token.with { $0 = center.addObserver(forName: name, object: object, queue: nil) { conduit.offer($0) } }
            downstream.receive(subscription: conduit)
        }
    }
}

extension Timer {
    /// A timer's ticks, as Combine's `Timer.TimerPublisher`. No time passes in a still render: it never ticks.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) -> TimerPublisher {
        TimerPublisher(interval: interval)
    }

    /// A timer's ticks (never, in a still render); `autoconnect()` starts it.
    public struct TimerPublisher: Publisher {
        public typealias Output = Date
        public typealias Failure = Never
        /// Seconds between ticks.
        public let interval: TimeInterval
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subscriber.receive(subscription: Conduit(AnySubscriber(subscriber)))
        }
        /// The ticks, started on the first subscription.
        public func autoconnect() -> AnyPublisher<Date, Never> { eraseToAnyPublisher() }
        /// Starts the timer.
        public func connect() -> any Cancellable { AnyCancellable {} }
    }
}
