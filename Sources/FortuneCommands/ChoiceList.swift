import FortuneCore
import FortuneGeneration
import FortuneConfig

/// The lists help reads from the tables rather than from a catalog, beyond an option's own
/// values (which `CommandOption.summary` lists itself), said as the language lists choices
/// (`Message.alternatives`): a service added to `ServiceCatalog.standard` is named in every
/// language's help without an edit to any text.
enum ChoiceList {
    /// What `--provider` takes for one run: `auto` with the choice it makes
    /// (`help.provider.auto`), then every service of the table.
    static var providers: Message {
        .alternatives(
            Configuration.Provider.allCases.map { $0 == .auto ? Message("help.provider.auto") : .verbatim($0.rawValue) }
        )
    }

    /// The services of `catalog` that `auto` never chooses, by their names: "the
    /// OpenAI-compatible server or Ollama", for the services `refresh` names beside what
    /// `auto` asks (Gemini, or the offline model without a key).
    static func servicesBesideAuto(in catalog: ServiceCatalog = .standard) -> Message {
        let automatic = [true, false].compactMap {
            try? Configuration.Provider.auto.service(in: catalog, keySet: $0).id
        }
        return .alternatives(catalog.services.filter { !automatic.contains($0.id) }.map(\.name))
    }

    /// Each service of `catalog` whose models `fortune models` asks it for, with how it lists
    /// them (`help.models.listing.<id>`): "Gemini (every page of its model list, the key in a
    /// header), an OpenAI-compatible server (GET /models) or Ollama (…)".
    static func modelListings(in catalog: ServiceCatalog = .standard) -> Message {
        .alternatives(
            catalog.services.filter { $0.listing == .asked }.map { Message("help.models.listing.\($0.id.rawValue)") })
    }

    /// The services of `catalog` that keep a key in a file of their own: "gemini or openai".
    static func servicesWithKeys(in catalog: ServiceCatalog = .standard) -> Message {
        .alternatives(catalog.services.filter { $0.keyFileName != nil }.map { .verbatim($0.id.rawValue) })
    }
}
