/// The coding key of any field name, for JSON objects whose names are known only as they are
/// read or written: the fields of the store this build does not know, a request field named by
/// the server's rules.
package struct FieldName: CodingKey, Sendable, Hashable {
    package let stringValue: String
    package var intValue: Int? { nil }

    package init(_ name: String) { stringValue = name }
    package init?(stringValue: String) { self.stringValue = stringValue }
    package init?(intValue: Int) { nil }
}
