import FoundationEssentials
import FortuneGeneration

/// The JSON of the echo service, a protocol only tests speak: `POST {baseURL}/echo` with the
/// model and the messages, answered by `{"text": …}`; `GET {baseURL}/models` answered by
/// `{"models": […]}`. Just enough wire to prove what a service needs beyond its table row.
enum EchoWire: ChatWire {
    static let service = ServiceDescriptor.echo

    struct Request: Encodable {
        var model: String
        var messages: [ChatClient.Message]
    }

    struct Response: Decodable {
        var text: String?
    }

    struct Models: Decodable {
        var models: [String]?
    }
}
