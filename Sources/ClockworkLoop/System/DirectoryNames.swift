import Glibc

/// The names in the folder at `path`, without `.` and `..`; empty when it cannot be read.
///
/// Each name is read through the entry's own bytes: a `dirent` that `readdir` returns can
/// be shorter than the struct (its `d_reclen`), so copying the whole struct out can read
/// past the end of the kernel's buffer — a crash the test suite met reading /proc/self/fd.
package func directoryNames(at path: String) -> [String] {
    guard let directory = opendir(path) else { return [] }
    defer { closedir(directory) }
    let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
    var names: [String] = []
    while let entry = readdir(directory) {
        // Unsafe pointer: the entry stays valid until the next readdir on `directory`, and
        // its name, NUL-terminated inside the record, is copied out before that.
        let name = String(cString: (UnsafeRawPointer(entry) + nameOffset).assumingMemoryBound(to: CChar.self))
        if name != ".", name != ".." { names.append(name) }
    }
    return names
}
