// The `gallery` command behind a synchronous main, for valgrind (scripts/valgrind.sh).
//
// `gallery`'s own main awaits at top level, so the process's main thread parks in libdispatch's
// `dispatchMain`, whose signal thread Debian 12's valgrind 3.19 cannot run (an internal SIGSEGV in
// `_dispatch_sig_thread`'s `sigsuspend`). Here the main thread waits on a semaphore while the same
// command runs as a task on the global executor: the build itself is the one `gallery build` runs.
import Dispatch
import Foundation
import GalleryCLI

/// The command's exit status, set by the task and read once it has signalled.
final class ExitStatus: @unchecked Sendable {
    private let lock = NSLock()
    private var status: Int32 = 0
    var value: Int32 {
        get { lock.withLock { status } }
        set { lock.withLock { status = newValue } }
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
let finished = DispatchSemaphore(value: 0)
let exitStatus = ExitStatus()
Task.detached {
    exitStatus.value = await GalleryCommand.run(
        arguments,
        stdout: { FileHandle.standardOutput.write(Data($0.utf8)) },
        stdoutBytes: { FileHandle.standardOutput.write(Data($0)) },
        stderr: { FileHandle.standardError.write(Data($0.utf8)) })
    finished.signal()
}
finished.wait()
exit(exitStatus.value)
