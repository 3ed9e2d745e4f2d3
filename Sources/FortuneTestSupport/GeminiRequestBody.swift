import FortuneCore
/// A `generateContent` body read the way the service reads it: names in lowerCamelCase or
/// snake_case, unknown names and values of the wrong type refused with the service's messages.
///
/// Only the members that matter to the catalogue are read; the rest are checked by name.
struct GeminiRequestBody: Sendable, Hashable {
    var systemInstruction: String?
    var prompt: String?
    var thinkingBudget: Int?
    /// As sent, in whatever case.
    var thinkingLevel: String?
    var temperature: Double?
    var maxOutputTokens: Int?
    /// lowerCamelCase, sorted.
    var generationConfigFields: [String] = []
    /// The first thing the service refuses in the body, as the message of its 400
    /// INVALID_ARGUMENT; nil when the body is well formed. Whether the model takes the
    /// thinking asked is checked later, against the model.
    var problem: String?

    static let requestFields: Set = [
        "model", "contents", "systemInstruction", "generationConfig", "safetySettings", "tools", "toolConfig",
        "cachedContent",
    ]
    static let contentFields: Set = ["role", "parts"]
    static let generationConfigNames: Set = [
        "stopSequences", "responseMimeType", "responseSchema", "responseJsonSchema", "_responseJsonSchema",
        "responseModalities", "candidateCount", "maxOutputTokens", "temperature", "topP", "topK", "seed",
        "presencePenalty", "frequencyPenalty", "responseLogprobs", "logprobs", "enableEnhancedCivicAnswers",
        "speechConfig", "thinkingConfig", "imageConfig", "mediaResolution",
    ]
    static let thinkingConfigFields: Set = ["includeThoughts", "thinkingBudget", "thinkingLevel"]
    /// The name the service gives the level enum in its messages.
    static let levelType = "type.googleapis.com/google.ai.generativelanguage.v1beta.ThinkingConfig.ThinkingLevel"

    init(_ bytes: [UInt8]) {
        guard let json = bytes.allSatisfy({ [9, 10, 13, 32].contains($0) }) ? .object([:]) : JSONValue.parse(bytes),
            let members = json.members
        else {
            problem = "Invalid JSON payload received. Unexpected token."
            return
        }
        check(members, known: Self.requestFields, at: nil)

        let contents = json[field: "contents"]?.array ?? []
        for (index, content) in contents.enumerated() {
            check(content.members ?? [:], known: Self.contentFields, at: "contents[\(index)]")
        }
        prompt = contents.last.flatMap(Self.text(of:))
        if contents.isEmpty { report("* GenerateContentRequest.contents: contents is not specified\n") }
        systemInstruction = json[field: "systemInstruction"].map { Self.text(of: $0) ?? "" }

        guard let config = json[field: "generationConfig"],
            let configMembers = object(config, at: "generation_config", type: "GenerationConfig")
        else { return }
        generationConfigFields = configMembers.keys.map(JSONValue.camelCase).sorted()
        check(configMembers, known: Self.generationConfigNames, at: "generation_config")
        temperature = read("temperature", of: config, at: "generation_config", type: "TYPE_FLOAT", \.number)
        maxOutputTokens = read("maxOutputTokens", of: config, at: "generation_config", type: "TYPE_INT32", \.integer)
        if config[field: "responseSchema"] != nil, config[field: "responseJsonSchema"] != nil {
            report("responseSchema and responseJsonSchema cannot both be set. Use only one of them.")
        }

        let thinkingPath = "generation_config.thinking_config"
        guard let thinking = config[field: "thinkingConfig"],
            let thinkingMembers = object(thinking, at: thinkingPath, type: "ThinkingConfig")
        else { return }
        check(thinkingMembers, known: Self.thinkingConfigFields, at: thinkingPath)
        thinkingBudget = read("thinkingBudget", of: thinking, at: thinkingPath, type: "TYPE_INT32", \.integer)
        if let value = thinking[field: "thinkingLevel"] {
            thinkingLevel = value.string
            let known = thinkingLevel.map {
                GeminiCatalogue.ThinkingLevel(spelled: $0) != nil || $0.uppercased() == "THINKING_LEVEL_UNSPECIFIED"
            }
            if known != true {
                report(
                    Self.invalidValue(
                        at: "generation_config.thinking_config.thinking_level", type: Self.levelType, value))
            }
        }
    }

    /// The members of `value`, a message of the API's `type` at `path`; nil, reported as the
    /// service words it, when it is no object.
    private mutating func object(_ value: JSONValue, at path: String, type: String) -> [String: JSONValue]? {
        guard let members = value.members else {
            report(
                Self.invalidValue(
                    at: path, type: "type.googleapis.com/google.ai.generativelanguage.v1beta." + type, value))
            return nil
        }
        return members
    }

    /// The field `name` of `object` at `path`, converted; nil when it is absent, and reported
    /// as the service words it when it is not of `type`.
    private mutating func read<Value>(
        _ name: String, of object: JSONValue, at path: String, type: String, _ convert: (JSONValue) -> Value?
    ) -> Value? {
        guard let value = object[field: name] else { return nil }
        guard let converted = convert(value) else {
            report(Self.invalidValue(at: path + "." + JSONValue.snakeCase(name), type: type, value))
            return nil
        }
        return converted
    }

    /// The level asked, if one was sent and names one; "THINKING_LEVEL_UNSPECIFIED" asks none.
    var level: GeminiCatalogue.ThinkingLevel? {
        thinkingLevel.flatMap(GeminiCatalogue.ThinkingLevel.init(spelled:))
    }

    private mutating func report(_ message: String) {
        if problem == nil { problem = message }
    }

    /// Reports the first of `members`' names (sorted) that is not in `known`, in either spelling.
    private mutating func check(_ members: [String: JSONValue], known: Set<String>, at path: String?) {
        guard let unknown = members.keys.sorted().first(where: { !known.contains(JSONValue.camelCase($0)) }) else {
            return
        }
        let place = path.map { " at '\($0)'" } ?? ""
        report("Invalid JSON payload received. Unknown name \"\(unknown)\"\(place): Cannot find field.")
    }

    private static func invalidValue(at path: String, type: String, _ value: JSONValue) -> String {
        "Invalid value at '\(path)' (\(type)), \(value.quoted)"
    }

    /// The text of a `Content`'s parts, joined; nil when it has no text part.
    private static func text(of content: JSONValue) -> String? {
        let texts = (content[field: "parts"]?.array ?? []).compactMap { $0[field: "text"]?.string }
        return texts.isEmpty ? nil : texts.joined()
    }
}
