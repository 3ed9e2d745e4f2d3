import Foundation
import Testing
import FortuneTestSupport
#if canImport(Glibc)
import Glibc
#endif
import FortuneCore
import FortuneGeneration

/// Something that is not a file where the key file belongs is named for what it is: a
/// directory is not a mode to fix, and a FIFO is never read (it would wait for ever).
@Suite struct APIKeyFileKindTests {
    let scratch = TemporaryDirectory()

    @Test func aDirectoryWhereTheKeyFileBelongsIsSaidToBeADirectory() throws {
        try FileManager.default.createDirectory(
            atPath: scratch.appending("api-key"), withIntermediateDirectories: false)
        do {
            _ = try ServiceDescriptor.gemini.key(environment: [:], configDirectory: scratch.path)
            Issue.record("a directory gave a key")
        } catch let error as GenerationError {
            #expect(error.exitStatus == .permissionDenied)
            #expect(error.description.contains("it is a directory"), "\(error)")
            #expect(!error.description.contains("chmod"), "\(error)")
            #expect(!error.description.contains("others may read"), "\(error)")
        }
    }

    @Test func aFIFOWhereTheKeyFileBelongsIsRefusedWithoutReadingIt() throws {
        #expect(mkfifo(scratch.appending("api-key"), 0o600) == 0)
        do {
            _ = try ServiceDescriptor.gemini.key(environment: [:], configDirectory: scratch.path)
            Issue.record("a FIFO gave a key")
        } catch let error as GenerationError {
            #expect(error.description.contains("not a regular file"), "\(error)")
        }
    }
}
