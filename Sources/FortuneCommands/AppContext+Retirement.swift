import FortuneConfig
import FortuneCore
import FortuneGeneration
import FortuneStore

extension AppContext {
    /// The retirement the service announced for `model` (its `modelStatus`), as `status` and
    /// `doctor` say it: "2026-12-01 (deprecated); after that fortune will ask …"; nil when none
    /// was announced.
    func retirement(of model: String) -> String? {
        let learned = LearnedThinking(stateDirectory: paths.stateDirectory)
        guard let retirement = learned.retirement(of: GeminiConfiguration.bareID(model)) else { return nil }
        let stage = retirement.stage.map { " (\($0.lowercased()))" } ?? ""
        let after = retirement.after.map { "; after that fortune will ask \($0)" } ?? ""
        return Sanitizer.cleanLine("\(model) retires on \(retirement.date)\(stage)\(after)")
    }
}
