import Foundation

/// One fuzz input: one client's byte stream through the request path.
@MainActor
private func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) {
    // Safe: libFuzzer passes `size` readable bytes at `data` for the duration of the call.
    let input = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    RequestPathHarness.run(input)
}

#if CLOCKWORK_LIBFUZZER
/// libFuzzer's driver (from `-sanitize=fuzzer`), run from our own entry point.
@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32
#endif

/// Without libFuzzer: replays the files (or every file in the folders) it is given
/// through the harness, e.g. the seed corpus in a plain test run. Built by
/// Tools/scripts/fuzz.sh with `-sanitize=fuzzer`: libFuzzer's driver, with its arguments.
@main
enum RequestFuzzer {
    static func main() throws {
        #if CLOCKWORK_LIBFUZZER
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(runFuzzerDriver(&argc, &argv) { data, size in
            MainActor.assumeIsolated { fuzzOne(data, size) }
            return 0
        })
        #else
        var files: [String] = []
        for path in CommandLine.arguments.dropFirst() {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                files += try FileManager.default.contentsOfDirectory(atPath: path).sorted().map { path + "/" + $0 }
            } else {
                files.append(path)
            }
        }
        for file in files {
            let input = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
            MainActor.assumeIsolated { input.withUnsafeBufferPointer { fuzzOne($0.baseAddress, $0.count) } }
        }
        print("replayed \(files.count) inputs: every line answered once with a JSON object")
        #endif
    }
}
