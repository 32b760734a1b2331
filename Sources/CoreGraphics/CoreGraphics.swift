// `import CoreGraphics` for CGFloat, CGPoint, CGSize, CGRect and CGAffineTransform: on Linux, Foundation
// has the first four and StyleKit the last.
@_exported import Foundation
@_exported import StyleKit
