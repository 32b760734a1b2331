import Foundation

/// Runs a toolchain command (`swift package …`, `swift build …`) found on PATH and collects its output.
package enum ToolRunner {
    package struct Result: Sendable {
        package let status: Int32
        package let stdout: String
        package let stderr: String
    }

    /// Runs `tool arguments` in `directory`. `echo` receives standard error as it arrives (build progress).
    package static func run(_ tool: String, _ arguments: [String], in directory: URL? = nil,
                            environment: [String: String] = [:], echo: (@Sendable (String) -> Void)? = nil) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        if let directory { process.currentDirectoryURL = directory }
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw SourcesError("cannot run \(tool): \(error.localizedDescription)")
        }
        let collected = Collected()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { collected.setOut(out.fileHandleForReading.readDataToEndOfFile()) }
        DispatchQueue.global().async(group: group) {
            var data = Data()
            while true {
                let chunk = err.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                data.append(chunk)
                echo?(String(decoding: chunk, as: UTF8.self))
            }
            collected.setErr(data)
        }
        group.wait()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: collected.out, as: UTF8.self),
                      stderr: String(decoding: collected.err, as: UTF8.self))
    }

    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var out = Data()
        private(set) var err = Data()
        func setOut(_ data: Data) { lock.lock(); out = data; lock.unlock() }
        func setErr(_ data: Data) { lock.lock(); err = data; lock.unlock() }
    }
}
