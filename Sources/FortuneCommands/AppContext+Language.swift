import FortuneCore
import FortuneConfig

extension AppContext {
    /// The language the reader is spoken to in: the configuration's, or the locale's when the
    /// configuration cannot be read (the command that needs it says why).
    var language: Language {
        (try? configuration().language) ?? .fromLocale(environment)
    }
}
