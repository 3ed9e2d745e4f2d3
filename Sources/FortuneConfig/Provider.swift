public import FortuneCore
public import FortuneGeneration

extension Configuration {
    /// Which service writes fortunes: a service of the service table, named by its id, or
    /// `auto`.
    public struct Provider: RawRepresentable, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        public let rawValue: String

        /// A choice this build offers: `auto` or a standard service's id.
        public init?(rawValue: String) {
            guard Self.allCases.contains(where: { $0.rawValue == rawValue }) else { return nil }
            self.rawValue = rawValue
        }

        /// The choice of `service`.
        public init(_ service: ModelService) {
            rawValue = service.rawValue
        }

        private init(choice: String) {
            rawValue = choice
        }

        /// Gemini when its API key is set, the offline model otherwise; never probes the
        /// network to choose (`service(in:keySet:)`).
        public static let auto = Provider(choice: "auto")
        public static let gemini = Provider(.gemini)
        /// Any server that speaks OpenAI's chat completions.
        public static let openai = Provider(.openai)
        /// Ollama's own API.
        public static let ollama = Provider(.ollama)
        public static let offline = Provider(.offline)

        /// `auto`, then every service of the standard table.
        public static var allCases: [Provider] { [.auto] + ServiceCatalog.standard.ids.map(Provider.init) }

        public var description: String { rawValue }

        /// The service this choice runs: the one it names; for `auto`, Gemini when its key is
        /// set (`keySet`) and the offline model when not. The one place `auto` is decided.
        ///
        /// - Parameter keySet: whether the named service's key was found; the default, true,
        ///   gives the service whose endpoint and key describe the choice.
        /// - Throws: `ConfigurationError` when `catalog` has no such service.
        public func service(in catalog: ServiceCatalog = .standard, keySet: Bool = true) throws(ConfigurationError)
            -> ServiceDescriptor
        {
            let id = self == .auto ? (keySet ? ModelService.gemini : .offline) : ModelService(rawValue: rawValue)
            guard let service = catalog[id] else {
                throw ConfigurationError(source: "provider \(rawValue)", problem: Message("error.config.noService"))
            }
            return service
        }
    }
}
