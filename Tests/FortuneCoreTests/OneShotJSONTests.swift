import Testing
import FortuneCore

/// The encoder of every `--json`: one line, sorted keys, and `null` wherever a value is absent,
/// at any depth, whatever the type of the absent value.
@Suite struct OneShotJSONTests {
    private struct Inner: Encodable {
        let count: Int?
        let ratio: Double?
        let flag: Bool?
    }

    private struct Outer: Encodable {
        let name: String?
        let path: String
        let inner: Inner?
        let list: [Inner]
        let words: [String?]
        let table: [String: Int?]
    }

    @Test func anAbsentValueIsWrittenAsNullAtEveryDepth() throws {
        let value = Outer(
            name: nil, path: "/a/b", inner: Inner(count: nil, ratio: 0.5, flag: nil),
            list: [Inner(count: 3, ratio: nil, flag: true)], words: ["x", nil], table: ["z": nil, "a": 1])
        #expect(
            try OneShotJSON.encode(value)
                == #"{"inner":{"count":null,"flag":null,"ratio":0.5},"list":[{"count":3,"flag":true,"ratio":null}],"name":null,"path":"/a/b","table":{"a":1,"z":null},"words":["x",null]}"#
        )
    }

    @Test func anAbsentValueAtTheTopIsNull() throws {
        #expect(try OneShotJSON.encode(Inner?.none) == "null")
    }

    /// Counts and times are written as `JSONEncoder` writes an `Int`, digit for digit, also
    /// past what a `Double` holds exactly (2^53) or writes without an exponent (10^16).
    @Test func aWholeNumberIsWrittenExactly() throws {
        #expect(
            try OneShotJSON.encode([Int.max, 12_345_678_901_234_567, -3])
                == "[9223372036854775807,12345678901234567,-3]")
        #expect(try OneShotJSON.encode([3.0, 0.5, 1e16]) == "[3,0.5,1e+16]")
    }
}
