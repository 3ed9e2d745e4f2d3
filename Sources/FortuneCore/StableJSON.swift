public import FoundationEssentials

extension JSONEncoder {
    /// The encoder for everything `fortune` writes as JSON, to the store or to standard output:
    /// keys sorted so the same value always gives the same bytes (diffs, tests, scripts), and
    /// slashes left as they are so paths read as paths.
    public static func stable(pretty: Bool = false) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            pretty ? [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted] : [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
