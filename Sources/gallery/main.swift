// The `gallery` command. Parsing and work live in GalleryCLI; this only wires the process streams.
import Foundation
import GalleryCLI

let status = await GalleryCommand.run(
    Array(CommandLine.arguments.dropFirst()),
    stdout: { FileHandle.standardOutput.write(Data($0.utf8)) },
    stdoutBytes: { FileHandle.standardOutput.write(Data($0)) },
    stderr: { FileHandle.standardError.write(Data($0.utf8)) })
exit(status)
