extension Array where Element == UInt8 {
    /// Where `marker` first occurs at or after `start`; nil when it does not (or is empty).
    func firstIndex(of marker: [UInt8], from start: Int) -> Int? {
        guard let first = marker.first else { return nil }
        var i = start
        while i + marker.count <= count {
            if self[i] == first, self[i..<(i + marker.count)].elementsEqual(marker) { return i }
            i += 1
        }
        return nil
    }
}
