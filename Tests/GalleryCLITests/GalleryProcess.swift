import Foundation
import Testing

/// The built `gallery` command, run as a separate process the way a user or CI runs it.
enum GalleryProcess {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// The binary beside the test bundle (SwiftPM builds it first: the test target depends on it).
    static let executable: URL = {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("gallery"),
            repositoryRoot.appendingPathComponent(".build/debug/gallery"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }()

    /// Runs `gallery ARGS` in `directory` with `environment` added to a minimal one (PATH, and HOME
    /// pointing wherever the caller says — never the real home).
    static func run(_ arguments: [String], in directory: URL, home: URL, environment: [String: String] = [:],
                    timeout: Int = 300, executable: URL = GalleryProcess.executable) throws -> Result {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            Issue.record("the gallery binary is missing at \(executable.path): build it first (swift build)")
            throw CocoaError(.fileNoSuchFile)
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = minimalEnvironment(home: home).merging(environment) { _, added in added }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // A hung child is killed after a generous time, so a test fails instead of hanging the suite.
        let pid = process.processIdentifier
        let watchdog = DispatchWorkItem { kill(pid, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(timeout), execute: watchdog)
        defer { watchdog.cancel() }
        // Read both pipes while the process runs, so neither fills up and blocks it.
        let group = DispatchGroup()
        nonisolated(unsafe) var outData = Data(), errData = Data()
        DispatchQueue.global().async(group: group) { outData = out.fileHandleForReading.readDataToEndOfFile() }
        DispatchQueue.global().async(group: group) { errData = err.fileHandleForReading.readDataToEndOfFile() }
        group.wait()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }
}

extension GalleryProcess {
    /// The environment a child `gallery` gets: PATH, HOME where the caller says (never the real home), a UTF-8
    /// locale, no backtracer (a crashing child's backtracer can hang holding the pipes open) — and this
    /// process's sanitizer options, so that a child built with the same sanitizer (scripts/sanitizers.sh
    /// --tests) reads the same suppressions and unwinder settings instead of the defaults.
    static func minimalEnvironment(home: URL, path: String? = nil) -> [String: String] {
        let own = ProcessInfo.processInfo.environment
        var environment = ["PATH": path ?? own["PATH"] ?? "/usr/bin:/bin", "HOME": home.path, "LANG": "C.UTF-8", "SWIFT_BACKTRACE": "enable=no"]
        for key in ["ASAN_OPTIONS", "LSAN_OPTIONS", "TSAN_OPTIONS", "UBSAN_OPTIONS"] { environment[key] = own[key] }
        return environment
    }
}

/// The package's root folder (this file is Tests/GalleryCLITests/GalleryProcess.swift).
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
