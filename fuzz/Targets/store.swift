// The store's decoder: any file gives a document or an error a store can report, and a
// document written back reads back the same.
// seeds: fuzz/Seeds/store/*
import FoundationEssentials
@testable import FortuneStore

enum FuzzTarget {
    static func run(_ bytes: [UInt8]) {
        guard let document = try? JSONDecoder().decode(StoreDocument.self, from: Data(bytes)) else { return }
        let written: Data
        do {
            written = try JSONEncoder().encode(document)
        } catch {
            check(false, "a document read cannot be written: \(error)")
            return
        }
        guard let again = try? JSONDecoder().decode(StoreDocument.self, from: written) else {
            check(false, "a document written cannot be read back: \(String(decoding: written, as: UTF8.self))")
            return
        }
        check(again.sign == document.sign && again.showFortune == document.showFortune, "the settings changed")
        check(again.fortunes == document.fortunes && again.history == document.history, "the fortunes changed")
        check(again.lastError == document.lastError, "the last error changed")
    }
}
