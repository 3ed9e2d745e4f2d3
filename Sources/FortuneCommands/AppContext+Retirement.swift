import FortuneConfig
import FortuneCore
import FortuneGeneration
import FortuneStore

extension AppContext {
    /// The retirement the service announced for `model` (its `modelStatus`), as `status` and
    /// `doctor` say it, in messages said one after the other: "gemini-2.5-flash retires on
    /// 2026-12-01 (deprecated)", "; after that fortune will ask …"; nil when none was announced.
    func retirement(of model: String) -> [Message]? {
        let learned = LearnedThinking(stateDirectory: paths.stateDirectory)
        guard let retirement = learned.retirement(of: GeminiModel.bareID(model)) else { return nil }
        var values = ["model": Sanitizer.cleanLine(model), "date": Sanitizer.cleanLine(retirement.date)]
        if let stage = retirement.stage { values["stage"] = Sanitizer.cleanLine(stage.lowercased()) }
        let on = Message(retirement.stage == nil ? "retirement.on" : "retirement.onStage", values)
        let after =
            switch retirement.after.map(Sanitizer.cleanLine) {
            case nil: Message("retirement.afterNewest")
            // Kept in words by earlier versions: said as it is.
            case let words? where words.contains(" "): Message("retirement.after", ["model": words])
            case let next?: Message("retirement.afterNext", ["model": next])
            }
        return [on, after]
    }
}
