import Foundation

enum FileSystemError {
    /// A short reason for a failed file operation ("The file doesn't exist.", "Permission denied").
    static func reason(_ error: any Error) -> String {
        let error = error as NSError
        return error.localizedFailureReason ?? error.localizedDescription
    }
}
