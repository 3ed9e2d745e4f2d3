#if canImport(Glibc)
import Glibc
#endif

/// Functions of the C library that the Glibc module leaves out (GNU extensions such as
/// `accept4` or `posix_spawn_file_actions_addclosefrom_np`), looked up by name in the C
/// library the process already has.
package enum CLibraryFunction {
    /// The function called `name`, as `type` (a `@convention(c)` function type that must match
    /// its C declaration); nil when this C library has none.
    package static func named<Function>(_ name: String, as type: Function.Type) -> Function? {
        dlsym(UnsafeMutableRawPointer(bitPattern: 0), name).map { unsafeBitCast($0, to: type) }
    }
}
