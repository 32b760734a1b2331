import Combine
import Foundation
import Testing
@testable import StyleKit

/// The `Combine` module that stands in for Apple's on Linux: publishers, demand, subjects, operators,
/// `@Published`, schedulers (which run at once: no time passes in a still render).
@Suite("Combine")
struct CombineTests {
    /// Collects what a publisher sends.
    final class Recorder<Value, Failure: Error>: @unchecked Sendable {
        var values: [Value] = []
        var completion: Subscribers.Completion<Failure>?
        var cancellable: AnyCancellable?
        init<P: Publisher>(_ publisher: P) where P.Output == Value, P.Failure == Failure {
            cancellable = publisher.sink(receiveCompletion: { [unowned self] in completion = $0 }, receiveValue: { [unowned self] in values.append($0) })
        }
        var finished: Bool { if case .finished = completion { return true } else { return false } }
    }

    /// A subscriber that asks for `initial` values, and one more per value while `more` says so.
    final class Counting: Subscriber, @unchecked Sendable {
        typealias Input = Int
        typealias Failure = Never
        var values: [Int] = []
        var subscription: (any Subscription)?
        var finished = false
        let initial: Subscribers.Demand
        init(initial: Subscribers.Demand) { self.initial = initial }
        func receive(subscription: any Subscription) {
            self.subscription = subscription
            subscription.request(initial)
        }
        func receive(_ input: Int) -> Subscribers.Demand {
            values.append(input)
            return .none
        }
        func receive(completion: Subscribers.Completion<Never>) { finished = true }
    }

    @Test func justSequencesAndEmptyDeliverThenFinish() {
        let just = Recorder(Just(7))
        #expect(just.values == [7] && just.finished)
        let list = Recorder([1, 2, 3].publisher)
        #expect(list.values == [1, 2, 3] && list.finished)
        let empty = Recorder(Empty<Int, Never>())
        #expect(empty.values.isEmpty && empty.finished)
        struct Oops: Error, Equatable {}
        let failed = Recorder(Fail<Int, Oops>(error: Oops()))
        #expect(failed.completion == .failure(Oops()))

        var fulfil: ((Result<Int, Oops>) -> Void)?
        let future = Future<Int, Oops> { fulfil = $0 }
        let early = Recorder(future)
        #expect(early.values.isEmpty && early.completion == nil)
        fulfil?(.success(42))
        fulfil?(.success(43))
        #expect(early.values == [42] && early.finished, "one result, to the subscriber that waited")
        let afterwards = Recorder(future)
        #expect(afterwards.values == [42] && afterwards.finished, "and to one that came after it")
    }

    @Test func aSubscriberGetsOnlyWhatItAsksFor() {
        let counting = Counting(initial: .max(2))
        defer { counting.subscription?.cancel() }  // a subscriber keeps its subscription, as in Combine
        [10, 20, 30, 40].publisher.receive(subscriber: counting)
        #expect(counting.values == [10, 20] && !counting.finished)
        counting.subscription?.request(.max(1))
        #expect(counting.values == [10, 20, 30])
        counting.subscription?.request(.unlimited)
        #expect(counting.values == [10, 20, 30, 40] && counting.finished)
        #expect(Subscribers.Demand.max(3) + .unlimited == .unlimited)
        #expect(Subscribers.Demand.max(1) - .max(5) == .none)
        #expect(Subscribers.Demand.max(2) < .unlimited)
    }

    @Test func subjectsSendToTheirSubscribersUntilCancelledOrFinished() {
        let subject = PassthroughSubject<String, Never>()
        subject.send("before anyone listens")
        let first = Recorder(subject)
        subject.send("a")
        let second = Recorder(subject)
        subject.send("b")
        first.cancellable?.cancel()
        subject.send("c")
        subject.send(completion: .finished)
        subject.send("after the end")
        #expect(first.values == ["a", "b"] && first.completion == nil, "cancelled: nothing more, not even the end")
        #expect(second.values == ["b", "c"] && second.finished)
        let late = Recorder(subject)
        #expect(late.values.isEmpty && late.finished, "a finished subject finishes new subscribers at once")

        let current = CurrentValueSubject<Int, Never>(1)
        let recorder = Recorder(current)
        current.value = 2
        current.send(3)
        #expect(recorder.values == [1, 2, 3] && current.value == 3)
        let demanded = Counting(initial: .none)
        defer { demanded.subscription?.cancel() }  // a subscriber keeps its subscription, as in Combine
        current.receive(subscriber: demanded)
        current.send(4)
        #expect(demanded.values.isEmpty, "no demand, no value")
        demanded.subscription?.request(.max(1))
        #expect(demanded.values == [4], "the current value, on the first request")
    }

    @Test func freeingTheCancellableEndsTheSubscription() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var cancellable: AnyCancellable? = subject.sink { received.append($0) }
        subject.send(1)
        cancellable = nil
        subject.send(2)
        #expect(received == [1] && cancellable == nil)
        var bag = Set<AnyCancellable>()
        subject.sink { received.append($0 * 10) }.store(in: &bag)
        subject.send(3)
        #expect(received == [1, 30] && bag.count == 1)
    }

    @Test func operatorsTransformFilterAndCombine() {
        #expect(Recorder([1, 2, 3, 4].publisher.map { $0 * 2 }.filter { $0 > 2 }).values == [4, 6, 8])
        #expect(Recorder(["1", "x", "3"].publisher.compactMap { Int($0) }).values == [1, 3])
        #expect(Recorder([1, 1, 2, 2, 1].publisher.removeDuplicates()).values == [1, 2, 1])
        #expect(Recorder([1, 2, 3].publisher.dropFirst()).values == [2, 3])
        let prefix = Recorder([1, 2, 3].publisher.prefix(2))
        #expect(prefix.values == [1, 2] && prefix.finished)
        #expect(Recorder([5, 6].publisher.first()).values == [5])
        #expect(Recorder([3, 4].publisher.prepend(1, 2)).values == [1, 2, 3, 4])
        #expect(Recorder([1, 2, 3].publisher.collect()).values == [[1, 2, 3]])
        #expect(Recorder([Optional(1), nil].publisher.replaceNil(with: 0)).values == [1, 0])
        struct Oops: Error {}
        #expect(Recorder([1, 2].publisher.tryMap { value -> Int in
            if value == 2 { throw Oops() }
            return value
        }.replaceError(with: -1)).values == [1, -1])
        #expect(Recorder(Fail<Int, Oops>(error: Oops()).catch { _ in Just(9) }).values == [9])

        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<String, Never>()
        let pairs = Recorder(a.combineLatest(b).map { "\($0)\($1)" })
        a.send(1)
        b.send("x")
        a.send(2)
        b.send("y")
        #expect(pairs.values == ["1x", "2x", "2y"], "nothing until both have sent")

        let c = PassthroughSubject<Int, Never>(), d = PassthroughSubject<Int, Never>()
        let merged = Recorder(c.merge(with: d))
        c.send(1)
        d.send(2)
        c.send(completion: .finished)
        #expect(!merged.finished, "one of two upstreams finished")
        d.send(3)
        d.send(completion: .finished)
        #expect(merged.values == [1, 2, 3] && merged.finished)

        var runs = 0
        let shared = [1, 2].publisher.handleEvents(receiveOutput: { _ in runs += 1 }).share()
        #expect(Recorder(shared).values == [1, 2])
        #expect(runs == 2)
    }

    @Test func schedulersRunAtOnceInAStillRender() {
        let subject = PassthroughSubject<String, Never>()
        let settled = Recorder(subject
            .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
            .throttle(for: .seconds(1), scheduler: RunLoop.main, latest: true)
            .delay(for: 0.5, scheduler: OperationQueue.main)
            .receive(on: ImmediateScheduler.shared))
        subject.send("now")
        #expect(settled.values == ["now"])
        var ran: [String] = []
        DispatchQueue.main.schedule(after: DispatchQueue.main.now.advanced(by: .seconds(2))) { ran.append("after") }
        let repeating = RunLoop.main.schedule(after: RunLoop.main.now, interval: .milliseconds(100)) { ran.append("every") }
        repeating.cancel()
        #expect(ran == ["after", "every"], "no time passes: scheduled work runs at once")
        #expect(SchedulerStride.milliseconds(1500) == .seconds(1.5))
    }

    @Test func notificationsArriveUntilCancelled() {
        let center = NotificationCenter()
        let name = Notification.Name("StyleGalleryThemeChanged")
        let recorder = Recorder(center.publisher(for: name).map(\.name.rawValue))
        center.post(name: name, object: nil)
        recorder.cancellable?.cancel()
        center.post(name: name, object: nil)
        #expect(recorder.values == ["StyleGalleryThemeChanged"])
    }

    @Test func publishedPropertiesPublishAndAreFedByOperators() {
        let model = SearchModel(query: " hi ")
        #expect(model.shout == "HI" && model.isSearchable)
        model.query = "x"
        #expect(model.shout == "X" && !model.isSearchable)

        // `$query` sends the current value, then each new one before the property changes (as Combine's willSet).
        var seen: [(sent: String, stored: String)] = []
        let cancellable = model.$query.sink { seen.append(($0, model.query)) }
        model.query = "abc"
        #expect(seen.map(\.sent) == ["x", "abc"])
        #expect(seen.last?.stored == "x", "sent before the property changes")
        cancellable.cancel()

        model.submitted.send("")
        model.submitted.send("buttons")
        #expect(model.history == ["buttons"])

        let willChange = ObservableObjectPublisher()
        var changes = 0
        let listening = willChange.sink { changes += 1 }
        willChange.send()
        willChange.send()
        #expect(changes == 2)
        listening.cancel()
    }

    @Test @MainActor func aViewWithAStateObjectFedByCombineRendersItsSettledValue() throws {
        let tree = try SearchBadge().resolveNode(in: ResolveContext()).dump
        #expect(tree.contains("Text \"SWIFT UI\""), "\(tree)")
    }

    @Test @MainActor func acceptedModifiersKeepTheViewAndColorSchemeSetsTheEnvironment() throws {
        let tree = try PressableChip().resolveNode(in: ResolveContext()).dump
        #expect(tree.contains("Text \"Chip\""), "\(tree)")
        #expect(tree.contains("#FFFFFF"), "colorScheme(.dark): the label in dark's primary colour\n\(tree)")
    }
}
