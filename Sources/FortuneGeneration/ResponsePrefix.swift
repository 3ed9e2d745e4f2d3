/// The start of a failed streaming response's body: enough for the error object it carries,
/// never the whole of a body that might not end.
enum ResponsePrefix {
    /// The longest error body read; error objects are a few hundred bytes.
    static let maxBytes = 64 << 10

    /// The first `limit` bytes of `body`, or what arrived before it failed.
    static func read(_ body: AsyncThrowingStream<[UInt8], any Error>, upTo limit: Int = maxBytes) async -> [UInt8] {
        var bytes: [UInt8] = []
        do {
            for try await chunk in body {
                bytes += chunk.prefix(limit - bytes.count)
                if bytes.count >= limit { break }
            }
        } catch {}
        return bytes
    }
}
