import Combine
import Foundation
import Testing

/// Combine's buffering, running, concatenating and flattening operators, and the publishers code builds by
/// name (`Publishers.CombineLatest`), as Apple documents them.
@Suite("Combine: buffer, scan, prefix(while:), append, flatMap")
struct CombineSequenceOperatorTests {
    typealias Recorder = CombineTests.Recorder
    typealias Counting = CombineTests.Counting
    struct Oops: Error, Equatable {}

    @Test func bufferKeepFullHoldsWhatItAskedForAndRefillsAsValuesLeave() {
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = Counting(initial: .none)
        defer { subscriber.subscription?.cancel() }  // a subscriber keeps its subscription, as in Combine
        subject.buffer(size: 2, prefetch: .keepFull, whenFull: .dropNewest).subscribe(subscriber)
        for value in 1...5 { subject.send(value) }
        #expect(subscriber.values.isEmpty, "nothing reaches a subscriber that asked for nothing")
        subscriber.subscription?.request(.max(5))
        #expect(subscriber.values == [1, 2], "keepFull asked the subject for two: 3, 4 and 5 were dropped by the subject")
        subject.send(6)
        subject.send(7)
        #expect(subscriber.values == [1, 2, 6, 7], "values that left the buffer were asked for again")
    }

    @Test func bufferByRequestTakesEverythingAndDropsByItsStrategy() {
        func run(_ strategy: Publishers.BufferingStrategy<Never>) -> [Int] {
            let subject = PassthroughSubject<Int, Never>()
            let subscriber = Counting(initial: .none)
            defer { subscriber.subscription?.cancel() }  // a subscriber keeps its subscription, as in Combine
            subject.buffer(size: 2, prefetch: .byRequest, whenFull: strategy).subscribe(subscriber)
            for value in 1...5 { subject.send(value) }
            subscriber.subscription?.request(.unlimited)
            return subscriber.values
        }
        #expect(run(.dropOldest) == [4, 5])
        #expect(run(.dropNewest) == [1, 2])
    }

    @Test func bufferCustomErrorFailsAfterTheValuesHeldAndFinishesAfterThemToo() {
        let subject = PassthroughSubject<Int, Oops>()
        var values: [Int] = []
        var completion: Subscribers.Completion<Oops>?
        var subscription: (any Subscription)?
        subject.buffer(size: 1, prefetch: .byRequest, whenFull: .customError { Oops() })
            .subscribe(AnySubscriber(receiveSubscription: { subscription = $0 }, receiveValue: { values.append($0); return .none },
                                     receiveCompletion: { completion = $0 }))
        subject.send(1)
        subject.send(2)
        #expect(values.isEmpty && completion == nil, "the failure waits for the value held")
        subscription?.request(.max(1))
        #expect(values == [1] && completion == .failure(Oops()))
        subscription = nil

        let finishing = PassthroughSubject<Int, Never>()
        let late = Counting(initial: .none)
        defer { late.subscription?.cancel() }  // a subscriber keeps its subscription, as in Combine
        finishing.buffer(size: 3, prefetch: .byRequest, whenFull: .dropNewest).subscribe(late)
        finishing.send(1)
        finishing.send(completion: .finished)
        #expect(!late.finished, "finished only after the value held is delivered")
        late.subscription?.request(.max(1))
        #expect(late.values == [1] && late.finished)
    }

    @Test func scanSendsRunningResults() {
        #expect(Recorder([1, 2, 3, 4].publisher.scan(0, +)).values == [1, 3, 6, 10])
        #expect(Recorder(["a", "b"].publisher.scan("") { $0 + $1 }).values == ["a", "ab"])
    }

    @Test func prefixWhileEndsAtTheFirstValueThatFails() {
        let recorder = Recorder([1, 2, 5, 1, 2].publisher.prefix { $0 < 3 })
        #expect(recorder.values == [1, 2] && recorder.finished)
        let failing = Recorder(Fail<Int, Oops>(error: Oops()).prefix { _ in true })
        #expect(failing.completion == .failure(Oops()), "a failure before the end still arrives")
        #expect(Recorder([1, 2, 5, 1].publisher.drop { $0 < 3 }).values == [5, 1])
    }

    @Test func appendSendsTheOtherValuesOnceThisPublisherFinishes() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder(subject.append(8, 9))
        subject.send(1)
        #expect(recorder.values == [1] && !recorder.finished)
        subject.send(completion: .finished)
        #expect(recorder.values == [1, 8, 9] && recorder.finished)
        #expect(Recorder(Just(1).append(Just(2)).append([3, 4])).values == [1, 2, 3, 4])
        let failed = Recorder(Fail<Int, Oops>(error: Oops()).append(Just(2).setFailureType(to: Oops.self)))
        #expect(failed.values.isEmpty && failed.completion == .failure(Oops()), "a failure ends both")
        let demanding = Counting(initial: .max(3))
        defer { demanding.subscription?.cancel() }  // a subscriber keeps its subscription, as in Combine
        [1, 2].publisher.append([3, 4, 5]).subscribe(demanding)
        #expect(demanding.values == [1, 2, 3], "the demand left carries over to the appended publisher")
    }

    @Test func flatMapMergesInnerPublishersAndLimitsHowManyAreOpen() {
        #expect(Recorder([1, 2, 3].publisher.flatMap { [$0, $0 * 10].publisher }).values == [1, 10, 2, 20, 3, 30])

        let inners = [PassthroughSubject<String, Never>(), PassthroughSubject<String, Never>()]
        let upstream = PassthroughSubject<Int, Never>()
        let recorder = Recorder(upstream.flatMap(maxPublishers: .max(1)) { inners[$0] })
        upstream.send(0)
        upstream.send(1)  // dropped by the subject: flatMap has asked for one value only
        inners[0].send("a")
        inners[1].send("lost")
        #expect(recorder.values == ["a"])
        inners[0].send(completion: .finished)
        upstream.send(1)  // asked for once the first inner finished
        inners[1].send("b")
        upstream.send(completion: .finished)
        #expect(recorder.values == ["a", "b"] && !recorder.finished, "open while an inner is")
        inners[1].send(completion: .finished)
        #expect(recorder.finished)

        let failing = Recorder([1, 2].publisher.setFailureType(to: Oops.self).flatMap { value in
            value == 2 ? Fail<Int, Oops>(error: Oops()).eraseToAnyPublisher() : Just(value).setFailureType(to: Oops.self).eraseToAnyPublisher()
        })
        #expect(failing.values == [1] && failing.completion == .failure(Oops()))
    }

    @Test func publishersNamedByTypeBehaveAsTheirOperators() {
        let a = CurrentValueSubject<Int, Never>(1), b = CurrentValueSubject<String, Never>("x")
        let pairs = Recorder(Publishers.CombineLatest(a, b).map { "\($0)\($1)" })
        a.send(2)
        b.send("y")
        #expect(pairs.values == ["1x", "2x", "2y"])
        let triples = Recorder(Publishers.CombineLatest3(Just(1), Just("a"), Just(true)).map { "\($0)\($1)\($2)" })
        #expect(triples.values == ["1atrue"] && triples.finished)
        let merged = Recorder(Publishers.Merge([1, 2].publisher, [3].publisher))
        #expect(merged.values.sorted() == [1, 2, 3] && merged.finished)
    }
}
