import FortuneCore
public import FortuneGeneration
import FortuneHTTP

extension ServiceDescriptor {
    /// The echo service's row: a fourth service, for tests, added to the table as
    /// `ServiceCatalog.standard + [.echo]` and selected like any other.
    public static let echo = ServiceDescriptor(
        id: ModelService(rawValue: "echo"),
        name: .verbatim("the echo server"),
        baseURLVariable: "ECHO_BASE_URL",
        key: ServiceKey(variables: ["ECHO_API_KEY"], fileName: "echo-api-key", required: false, header: .bearer),
        defaultBaseURL: "http://127.0.0.1:1",
        defaultModel: "echo-1",
        runsLocally: true,
        listing: .asked,
        capabilities: Capabilities(streaming: true, thinking: false, fallbackModels: false, tokenLimitField: nil),
        // Unlike the others, an overloaded echo server says 529, and that passes too.
        retryableStatuses: [429, 503, 529],
        transientErrorNames: [],
        stopReasons: StopReasons(finished: ["stop"], cutShort: ["cut"]),
        unreadableAnswer: .verbatim("not the JSON of an echo answer"),
        // Which echo protocol it speaks, as a versioned API says it in every request.
        fixedHeaders: [HTTPHeader(name: "Echo-Version", value: "1")],
        makeModel: { setup, _ in EchoModel(setup) }
    )
}
