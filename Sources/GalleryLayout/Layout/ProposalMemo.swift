/// What a box has worked out per proposal (its size, a stack's or a grid's plan, a text's lines): a short list
/// searched in order while it is short, a dictionary once it is not. A box is asked about a few proposals
/// (a parent's ideal, minimum, maximum and final ones), and every lookup in a dictionary hashed its key with
/// SipHash: 3 % of laying out the shipped gallery was that hashing (docs/profile.md).
struct ProposalMemo<Key: Hashable, Value> {
    /// The most values searched in order; more move to a dictionary.
    static var listLimit: Int { 8 }

    private var list: [(key: Key, value: Value)] = []
    private var dictionary: [Key: Value]?

    init() {}

    subscript(key: Key) -> Value? {
        get {
            if let dictionary { return dictionary[key] }
            for entry in list where entry.key == key { return entry.value }
            return nil
        }
        set {
            if dictionary != nil {
                dictionary![key] = newValue
                return
            }
            if let index = list.firstIndex(where: { $0.key == key }) {
                if let newValue { list[index].value = newValue } else { list.remove(at: index) }
                return
            }
            guard let newValue else { return }
            list.append((key, newValue))
            if list.count > Self.listLimit {
                dictionary = Dictionary(uniqueKeysWithValues: list.map { ($0.key, $0.value) })
                list = []
            }
        }
    }

    /// How many values it holds.
    var count: Int { dictionary?.count ?? list.count }
}
