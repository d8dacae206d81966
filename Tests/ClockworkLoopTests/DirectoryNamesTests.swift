import Foundation
import Testing
@testable import ClockworkLoop

extension LoopTests {
    @Suite struct DirectoryNamesTests {
        @Test("a folder's names are listed as Foundation lists them, names of every length up to 255 bytes, dot files included")
        func namesOfEveryLength() throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("names-\(getpid())-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            var expected: Set<String> = [".hidden"]
            for length in 1...255 { expected.insert(String(repeating: "n", count: length)) }
            for length in 1...127 { expected.insert(String(repeating: "é", count: length)) }
            for name in expected {
                #expect(FileManager.default.createFile(atPath: folder.appendingPathComponent(name).path, contents: nil))
            }
            let listed = directoryNames(at: folder.path)
            #expect(listed.count == expected.count)
            #expect(Set(listed) == expected)
            #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)) == expected)
        }

        @Test("a folder that cannot be read lists nothing")
        func missingFolder() {
            #expect(directoryNames(at: "/nonexistent-\(getpid())").isEmpty)
        }
    }
}
