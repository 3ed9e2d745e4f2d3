import FortuneCore

/// The fields of one JSON object of the store that this build does not know, kept so that
/// writing the object back loses nothing.
///
/// A newer build of the same schema version may add fields (to the document, to a fortune, to
/// the last failure); an older build that toggles the widget must not strip them. Fields this
/// build knows but cannot read are not kept here: they are dropped, and counted as losses.
struct UnknownFields: Sendable, Hashable {
    private var values: [String: JSONValue] = [:]

    init() {}

    /// The fields of the object `decoder` reads whose names are not in `known`; none when it
    /// reads no object.
    init(from decoder: any Decoder, known: Set<String>) {
        guard let container = try? decoder.container(keyedBy: FieldName.self) else { return }
        for key in container.allKeys where !known.contains(key.stringValue) {
            if let value = try? container.decode(JSONValue.self, forKey: key) {
                values[key.stringValue] = value
            }
        }
    }

    var isEmpty: Bool { values.isEmpty }

    /// Adds the fields to the object `encoder` is writing, after the known ones.
    func encode(to encoder: any Encoder) throws {
        guard !values.isEmpty else { return }
        var container = encoder.container(keyedBy: FieldName.self)
        for (name, value) in values {
            try container.encode(value, forKey: FieldName(name))
        }
    }
}
