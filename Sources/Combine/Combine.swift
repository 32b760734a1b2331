// Linux has no Combine. Design-system files often `import Combine` without using it (for `@Published`,
// which StyleKit provides); this empty module lets those imports compile. Publishers are not provided.
@_exported import Foundation
