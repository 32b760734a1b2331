/// Combine's namespace of publisher types. The operators here return `AnyPublisher` (see Operators.swift),
/// so it holds only what code names itself: the options of `buffer(size:prefetch:whenFull:)` and the
/// publishers code builds by name (`Publishers.CombineLatest(a, b)`, `Publishers.Merge(a, b)`).
public enum Publishers {
    /// When `buffer` asks its upstream for values.
    public enum PrefetchStrategy: Equatable, Hashable, Sendable {
        /// Asks for as many values as the buffer holds at once, and for one more each time one leaves it.
        case keepFull
        /// Asks for every value at once (an unlimited request), keeping what the downstream has not asked
        /// for yet.
        case byRequest
    }

    /// What `buffer` does with a value that arrives when it is full.
    public enum BufferingStrategy<Failure: Error> {
        /// Drops the value that arrived.
        case dropNewest
        /// Drops the oldest value held, to keep the one that arrived.
        case dropOldest
        /// Fails with the error the closure makes (after the values held).
        case customError(() -> Failure)
    }

    /// The latest values of two publishers as pairs, once both have sent one.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A, b: B
        public init(_ a: A, _ b: B) { self.a = a; self.b = b }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            a.combineLatest(b).receive(subscriber: subscriber)
        }
    }

    /// The latest values of three publishers as triples, once all have sent one.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure
        public let a: A, b: B, c: C
        public init(_ a: A, _ b: B, _ c: C) { self.a = a; self.b = b; self.c = c }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            a.combineLatest(b, c).receive(subscriber: subscriber)
        }
    }

    /// The values of two publishers as they come; finished when both are.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A, b: B
        public init(_ a: A, _ b: B) { self.a = a; self.b = b }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            a.merge(with: b).receive(subscriber: subscriber)
        }
    }
}
