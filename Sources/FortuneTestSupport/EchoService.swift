import FortuneCore
public import FortuneGeneration

extension ServiceDescriptor {
    /// The echo service's row: a fourth service, for tests, added to the table as
    /// `ServiceCatalog.standard + [.echo]` and selected like any other.
    public static let echo = ServiceDescriptor(
        id: ModelService(rawValue: "echo"),
        name: .verbatim("the echo server"),
        baseURLVariable: "ECHO_BASE_URL",
        keyVariables: ["ECHO_API_KEY"],
        keyFileName: "echo-api-key",
        defaultBaseURL: "http://127.0.0.1:1",
        defaultModel: "echo-1",
        runsLocally: true,
        listing: .asked,
        capabilities: Capabilities(streaming: true, thinking: false, fallbackModels: false, tokenLimitField: nil),
        makeModel: { setup in EchoModel(configuration: setup.chat, transport: setup.transport, retry: setup.retry) }
    )
}
